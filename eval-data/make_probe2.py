#!/usr/bin/env python3
"""Build eval-data/probe2.jsonl: a second, independent probe set, in the AmbiQT record format.

Same method as make_probe.py (whose schema / setup / verification helpers this script imports),
with 80 new hand-written questions, 10 per AmbiQT *dev* database. Written to vary phrasing
(imperatives, questions, possessives, passive voice, "per" / "for each" / "by" grouping) and to
cover intents that neither probe.jsonl nor dev.jsonl asks. For every question:

  B  the base question: setup [], gold [sql, sql]
  J  one non-key column c of table t copied, shifted by one row, into "t_c" (key, c);
     gold[0] is the base SQL, gold[1] reads c through the join
  C  c renamed to a synonym, plus a second synonym column holding the shifted (+1 for numbers)
     values; gold[0] uses the first synonym, gold[1] the second

Checks (nothing is written if any fails): every base SQL returns rows; J / C gold[0] gives the
base result on the modified in-memory copy and the two readings differ; no question or base SQL
repeats one of make_probe.py's, and no base SQL equals a dev.jsonl gold; every "... limit 1"
superlative has no tie for the top row. Deterministic; standard library only.

    python3 eval-data/make_probe2.py [--dbs DIR] [--out FILE] [--dev FILE]
"""

import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_probe as mp  # noqa: E402  (helpers only; its main() is not run)

DEFAULT_DBS = mp.DEFAULT_DBS
DEFAULT_OUT = HERE / "probe2.jsonl"
DEFAULT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

# Each question: db, shape (simple | agg | join | nested), q, sql,
#   J: (table, column, gold1)                       optional
#   C: (table, column, synonym0, synonym1, template) optional; template.format(c=column) == sql
QUESTIONS = [
    # ------------------------------------------------------------------ concert_singer
    dict(
        db="concert_singer",
        shape="simple",
        q="Give me the names and themes of all concerts held in 2015.",
        sql="select concert_name, theme from concert where year = 2015",
        C=("concert", "Theme", "motif", "topic",
           "select concert_name, {c} from concert where year = 2015"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="Who are the female singers? Show each one's name and age, oldest first.",
        sql="select name, age from singer where is_male = 'F' order by age desc",
        J=("singer", "Age",
           "select t1.name, t2.age from singer as t1 join singer_age as t2 on t1.singer_id = t2.singer_id where t1.is_male = 'F' order by t2.age desc"),
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="How many stadiums can hold more than 4000 people?",
        sql="select count(*) from stadium where capacity > 4000",
        C=("stadium", "Capacity", "seats", "venue_capacity",
           "select count(*) from stadium where {c} > 4000"),
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="What is the combined capacity of the stadiums whose average attendance is over 700?",
        sql="select sum(capacity) from stadium where average > 700",
        J=("stadium", "Average",
           "select sum(t1.capacity) from stadium as t1 join stadium_average as t2 on t1.stadium_id = t2.stadium_id where t2.average > 700"),
    ),
    dict(
        db="concert_singer",
        shape="join",
        q="Which singers sang at the Auditions concert?",
        sql="select t3.name from singer_in_concert as t1 join concert as t2 on t1.concert_id = t2.concert_id join singer as t3 on t1.singer_id = t3.singer_id where t2.concert_name = 'Auditions'",
        J=("singer", "Name",
           "select t4.name from singer_in_concert as t1 join concert as t2 on t1.concert_id = t2.concert_id join singer as t3 on t1.singer_id = t3.singer_id join singer_name as t4 on t3.singer_id = t4.singer_id where t2.concert_name = 'Auditions'"),
    ),
    dict(
        db="concert_singer",
        shape="join",
        q="In which stadium was the concert with the theme 'Bleeding Love' held? Give the stadium's name and location.",
        sql="select t2.name, t2.location from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id where t1.theme = 'Bleeding Love'",
        J=("stadium", "Location",
           "select t2.name, t3.location from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id join stadium_location as t3 on t2.stadium_id = t3.stadium_id where t1.theme = 'Bleeding Love'"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="Sort the stadiums by their lowest attendance, highest first, and show their names.",
        sql="select name from stadium order by lowest desc",
    ),
    dict(
        db="concert_singer",
        shape="nested",
        q="Which singers never performed at a concert in 2015?",
        sql="select name from singer except select t2.name from singer_in_concert as t1 join singer as t2 on t1.singer_id = t2.singer_id join concert as t3 on t1.concert_id = t3.concert_id where t3.year = 2015",
        J=("concert", "Year",
           "select name from singer except select t2.name from singer_in_concert as t1 join singer as t2 on t1.singer_id = t2.singer_id join concert as t3 on t1.concert_id = t3.concert_id join concert_year as t4 on t3.concert_id = t4.concert_id where t4.year = 2015"),
    ),
    dict(
        db="concert_singer",
        shape="nested",
        q="Find the stadiums whose capacity is above the average capacity, and return their names.",
        sql="select name from stadium where capacity > (select avg(capacity) from stadium)",
        C=("stadium", "Capacity", "max_capacity", "seat_count",
           "select name from stadium where {c} > (select avg({c}) from stadium)"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="What are the different countries of singers whose songs came out before 2010?",
        sql="select distinct country from singer where song_release_year < 2010",
        J=("singer", "Country",
           "select distinct t2.country from singer as t1 join singer_country as t2 on t1.singer_id = t2.singer_id where t1.song_release_year < 2010"),
    ),
    # ------------------------------------------------------------------ singer
    dict(
        db="singer",
        shape="simple",
        q="Which singers are worth between 15 and 20 million? Show their names and birth years.",
        sql="select name, birth_year from singer where net_worth_millions between 15 and 20",
        J=("singer", "Net_Worth_Millions",
           "select t1.name, t1.birth_year from singer as t1 join singer_net_worth_millions as t2 on t1.singer_id = t2.singer_id where t2.net_worth_millions between 15 and 20"),
    ),
    dict(
        db="singer",
        shape="simple",
        q="What were the sales figures of the songs whose titles start with 'C'?",
        sql="select sales from song where title like 'C%'",
        C=("song", "Sales", "sales_volume", "copies",
           "select {c} from song where title like 'C%'"),
    ),
    dict(
        db="singer",
        shape="agg",
        q="Count the singers born before 1950.",
        sql="select count(*) from singer where birth_year < 1950",
        C=("singer", "Birth_Year", "yob", "birth_date_year",
           "select count(*) from singer where {c} < 1950"),
    ),
    dict(
        db="singer",
        shape="agg",
        q="Among songs that reached number one, what are the lowest and the highest sales?",
        sql="select min(sales), max(sales) from song where highest_position = 1",
        J=("song", "Sales",
           "select min(t2.sales), max(t2.sales) from song as t1 join song_sales as t2 on t1.song_id = t2.song_id where t1.highest_position = 1"),
    ),
    dict(
        db="singer",
        shape="agg",
        q="For each citizenship, give the average birth year of its singers.",
        sql="select citizenship, avg(birth_year) from singer group by citizenship",
        J=("singer", "Birth_Year",
           "select t1.citizenship, avg(t2.birth_year) from singer as t1 join singer_birth_year as t2 on t1.singer_id = t2.singer_id group by t1.citizenship"),
        C=("singer", "Citizenship", "nationality", "passport_country",
           "select {c}, avg(birth_year) from singer group by {c}"),
    ),
    dict(
        db="singer",
        shape="join",
        q="Which songs are by singers with United States citizenship? Give the titles.",
        sql="select t2.title from singer as t1 join song as t2 on t1.singer_id = t2.singer_id where t1.citizenship = 'United States'",
        J=("singer", "Citizenship",
           "select t2.title from singer as t1 join song as t2 on t1.singer_id = t2.singer_id join singer_citizenship as t3 on t1.singer_id = t3.singer_id where t3.citizenship = 'United States'"),
    ),
    dict(
        db="singer",
        shape="simple",
        q="Show the titles and chart peaks of the songs that did not reach number one.",
        sql="select title, highest_position from song where highest_position != 1",
    ),
    dict(
        db="singer",
        shape="join",
        q="In what year was the singer of the least-sold song born?",
        sql="select t1.birth_year from singer as t1 join song as t2 on t1.singer_id = t2.singer_id order by t2.sales asc limit 1",
        J=("singer", "Birth_Year",
           "select t3.birth_year from singer as t1 join song as t2 on t1.singer_id = t2.singer_id join singer_birth_year as t3 on t1.singer_id = t3.singer_id order by t2.sales asc limit 1"),
    ),
    dict(
        db="singer",
        shape="nested",
        q="List the singers whose net worth is greater than the average net worth of all singers.",
        sql="select name from singer where net_worth_millions > (select avg(net_worth_millions) from singer)",
        C=("singer", "Net_Worth_Millions", "net_worth", "fortune_millions",
           "select name from singer where {c} > (select avg({c}) from singer)"),
    ),
    dict(
        db="singer",
        shape="nested",
        q="Which citizenships have a singer born after 1955 or a singer worth more than 25 million?",
        sql="select citizenship from singer where birth_year > 1955 union select citizenship from singer where net_worth_millions > 25",
        J=("singer", "Birth_Year",
           "select t1.citizenship from singer as t1 join singer_birth_year as t2 on t1.singer_id = t2.singer_id where t2.birth_year > 1955 union select citizenship from singer where net_worth_millions > 25"),
    ),
    # ------------------------------------------------------------------ poker_player
    dict(
        db="poker_player",
        shape="simple",
        q="Which people were born in 1986? Give their names and heights.",
        sql="select name, height from people where birth_date like '%1986'",
        C=("people", "Height", "height_cm", "stature",
           "select name, {c} from people where birth_date like '%1986'"),
    ),
    dict(
        db="poker_player",
        shape="simple",
        q="List the names of people shorter than 195, alphabetically.",
        sql="select name from people where height < 195 order by name",
        J=("people", "Height",
           "select t1.name from people as t1 join people_height as t2 on t1.people_id = t2.people_id where t2.height < 195 order by t1.name"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="What are the total earnings of the players whose best finish was 1?",
        sql="select sum(earnings) from poker_player where best_finish = 1",
        J=("poker_player", "Earnings",
           "select sum(t2.earnings) from poker_player as t1 join poker_player_earnings as t2 on t1.poker_player_id = t2.poker_player_id where t1.best_finish = 1"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="Count the poker players by best finish.",
        sql="select best_finish, count(*) from poker_player group by best_finish",
        C=("poker_player", "Best_Finish", "highest_finish", "best_result",
           "select {c}, count(*) from poker_player group by {c}"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="What is the greatest height for people of each nationality?",
        sql="select nationality, max(height) from people group by nationality",
    ),
    dict(
        db="poker_player",
        shape="join",
        q="Show the birth dates of poker players with a money rank under 100.",
        sql="select t1.birth_date from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.money_rank < 100",
        J=("people", "Birth_Date",
           "select t3.birth_date from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join people_birth_date as t3 on t1.people_id = t3.people_id where t2.money_rank < 100"),
    ),
    dict(
        db="poker_player",
        shape="join",
        q="For every poker player taller than 195, give me the nationality and best finish.",
        sql="select t1.nationality, t2.best_finish from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t1.height > 195",
        C=("people", "Nationality", "country", "citizenship",
           "select t1.{c}, t2.best_finish from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t1.height > 195"),
    ),
    dict(
        db="poker_player",
        shape="join",
        q="Who is the shortest poker player? Return the name and the earnings.",
        sql="select t1.name, t2.earnings from people as t1 join poker_player as t2 on t1.people_id = t2.people_id order by t1.height limit 1",
        J=("people", "Height",
           "select t1.name, t2.earnings from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join people_height as t3 on t1.people_id = t3.people_id order by t3.height limit 1"),
    ),
    dict(
        db="poker_player",
        shape="nested",
        q="Which poker players earned more than the average poker player? Show their names.",
        sql="select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.earnings > (select avg(earnings) from poker_player)",
    ),
    dict(
        db="poker_player",
        shape="nested",
        q="Give the names of people who are from Bulgaria or have earned over 400000.",
        sql="select name from people where nationality = 'Bulgaria' union select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.earnings > 400000",
        J=("poker_player", "Earnings",
           "select name from people where nationality = 'Bulgaria' union select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join poker_player_earnings as t3 on t2.poker_player_id = t3.poker_player_id where t3.earnings > 400000"),
    ),
    # ------------------------------------------------------------------ museum_visit
    dict(
        db="museum_visit",
        shape="simple",
        q="Which museums have between 15 and 20 staff members? List their names and opening years.",
        sql="select name, open_year from museum where num_of_staff between 15 and 20",
        J=("museum", "Num_of_Staff",
           "select t1.name, t1.open_year from museum as t1 join museum_num_of_staff as t2 on t1.museum_id = t2.museum_id where t2.num_of_staff between 15 and 20"),
    ),
    dict(
        db="museum_visit",
        shape="simple",
        q="Give me the names of visitors aged over 30, in alphabetical order.",
        sql="select name from visitor where age > 30 order by name",
        C=("visitor", "Age", "visitor_age", "years",
           "select name from visitor where {c} > 30 order by name"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="On average, how many tickets were bought in visits where more than 100 was spent?",
        sql="select avg(num_of_ticket) from visit where total_spent > 100",
        C=("visit", "Num_of_Ticket", "tickets", "ticket_qty",
           "select avg({c}) from visit where total_spent > 100"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="Show the total number of staff per opening year.",
        sql="select open_year, sum(num_of_staff) from museum group by open_year",
        J=("museum", "Num_of_Staff",
           "select t1.open_year, sum(t2.num_of_staff) from museum as t1 join museum_num_of_staff as t2 on t1.museum_id = t2.museum_id group by t1.open_year"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="Which membership levels are held by more than one visitor?",
        sql="select level_of_membership from visitor group by level_of_membership having count(*) > 1",
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="What museums did Arjen Robben visit?",
        sql="select t1.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t3.name = 'Arjen Robben'",
        J=("museum", "Name",
           "select t4.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join museum_name as t4 on t1.museum_id = t4.museum_id where t3.name = 'Arjen Robben'"),
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="For each visitor who has been to a museum, show the visitor's name and how much they spent in total.",
        sql="select t1.name, sum(t2.total_spent) from visitor as t1 join visit as t2 on t1.id = t2.visitor_id group by t1.id",
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="What is the membership level of the visitor who spent the most money in a single visit?",
        sql="select t1.level_of_membership from visitor as t1 join visit as t2 on t1.id = t2.visitor_id order by t2.total_spent desc limit 1",
        J=("visitor", "Level_of_membership",
           "select t3.level_of_membership from visitor as t1 join visit as t2 on t1.id = t2.visitor_id join visitor_level_of_membership as t3 on t1.id = t3.id order by t2.total_spent desc limit 1"),
    ),
    dict(
        db="museum_visit",
        shape="nested",
        q="Find the names of the museums with more than 15 staff that have never been visited.",
        sql="select name from museum where num_of_staff > 15 except select t1.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id",
        J=("museum", "Num_of_Staff",
           "select t1.name from museum as t1 join museum_num_of_staff as t2 on t1.museum_id = t2.museum_id where t2.num_of_staff > 15 except select t1.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id"),
    ),
    dict(
        db="museum_visit",
        shape="nested",
        q="List the visitors who are older than the average visitor, with their membership levels.",
        sql="select name, level_of_membership from visitor where age > (select avg(age) from visitor)",
        C=("visitor", "Level_of_membership", "membership_level", "member_rank",
           "select name, {c} from visitor where age > (select avg(age) from visitor)"),
    ),
    # ------------------------------------------------------------------ course_teach
    dict(
        db="course_teach",
        shape="simple",
        q="List the ids and names of the courses whose name starts with 'M'.",
        sql="select course_id, course from course where course like 'M%'",
        C=("course", "Course", "course_title", "subject",
           "select course_id, {c} from course where {c} like 'M%'"),
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="Give me the hometowns of the teachers aged under 30, in alphabetical order.",
        sql="select hometown from teacher where age < 30 order by hometown",
        J=("teacher", "Age",
           "select t1.hometown from teacher as t1 join teacher_age as t2 on t1.teacher_id = t2.teacher_id where t2.age < 30 order by t1.hometown"),
    ),
    dict(
        db="course_teach",
        shape="agg",
        q="How many courses are arranged in each grade?",
        sql="select grade, count(*) from course_arrange group by grade",
    ),
    dict(
        db="course_teach",
        shape="agg",
        q="What is the average age of teachers whose hometown contains 'Borough'?",
        sql="select avg(age) from teacher where hometown like '%Borough%'",
        J=("teacher", "Age",
           "select avg(t2.age) from teacher as t1 join teacher_age as t2 on t1.teacher_id = t2.teacher_id where t1.hometown like '%Borough%'"),
        C=("teacher", "Hometown", "town_of_origin", "home_district",
           "select avg(age) from teacher where {c} like '%Borough%'"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="List the start dates of the courses taught by teachers younger than 35.",
        sql="select t2.staring_date from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t3.age < 35",
        C=("course", "Staring_Date", "start_day", "launch_date",
           "select t2.{c} from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t3.age < 35"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="What grade is Lucy Wong teaching?",
        sql="select t1.grade from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id where t2.name = 'Lucy Wong'",
        J=("teacher", "Name",
           "select t1.grade from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id join teacher_name as t3 on t2.teacher_id = t3.teacher_id where t3.name = 'Lucy Wong'"),
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="Return the names and starting dates of the courses with ids 3 through 6.",
        sql="select course, staring_date from course where course_id between 3 and 6",
    ),
    dict(
        db="course_teach",
        shape="join",
        q="Which teacher is arranged to teach the most courses?",
        sql="select t2.name from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id group by t1.teacher_id order by count(*) desc limit 1",
        J=("teacher", "Name",
           "select t3.name from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id join teacher_name as t3 on t2.teacher_id = t3.teacher_id group by t1.teacher_id order by count(*) desc limit 1"),
    ),
    dict(
        db="course_teach",
        shape="nested",
        q="Find the names of the teachers older than the average teacher age.",
        sql="select name from teacher where age > (select avg(age) from teacher)",
    ),
    dict(
        db="course_teach",
        shape="nested",
        q="Which courses are taught in both grade 1 and grade 3?",
        sql="select t2.course from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id where t1.grade = 1 intersect select t2.course from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id where t1.grade = 3",
        J=("course", "Course",
           "select t3.course from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join course_course as t3 on t2.course_id = t3.course_id where t1.grade = 1 intersect select t3.course from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join course_course as t3 on t2.course_id = t3.course_id where t1.grade = 3"),
    ),
    # ------------------------------------------------------------------ employee_hire_evaluation
    dict(
        db="employee_hire_evaluation",
        shape="simple",
        q="Which employees are between 28 and 32 years old? List their names and cities.",
        sql="select name, city from employee where age between 28 and 32",
        J=("employee", "Age",
           "select t1.name, t1.city from employee as t1 join employee_age as t2 on t1.employee_id = t2.employee_id where t2.age between 28 and 32"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="simple",
        q="Show the managers of the shops whose district name contains 'Stadion'.",
        sql="select manager_name from shop where district like '%Stadion%'",
        C=("shop", "Manager_name", "manager", "store_manager",
           "select {c} from shop where district like '%Stadion%'"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="How many shops have at most 5000 products?",
        sql="select count(*) from shop where number_products <= 5000",
        C=("shop", "Number_products", "product_count", "num_items",
           "select count(*) from shop where {c} <= 5000"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="What is the total bonus received by each employee? Show the employee id and the total.",
        sql="select employee_id, sum(bonus) from evaluation group by employee_id",
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="In which cities do at least two employees over 28 live?",
        sql="select city from employee where age > 28 group by city having count(*) >= 2",
        J=("employee", "Age",
           "select t1.city from employee as t1 join employee_age as t2 on t1.employee_id = t2.employee_id where t2.age > 28 group by t1.city having count(*) >= 2"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="Which shops hired part-time staff? Give the shop name and the employee name.",
        sql="select t3.name, t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id where t2.is_full_time = 'F'",
        J=("hiring", "Is_full_time",
           "select t3.name, t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id join hiring_is_full_time as t4 on t2.employee_id = t4.employee_id where t4.is_full_time = 'F'"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="List the cities of the employees working at HJK.",
        sql="select t1.city from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id where t3.name = 'HJK'",
        J=("employee", "City",
           "select t4.city from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id join employee_city as t4 on t1.employee_id = t4.employee_id where t3.name = 'HJK'"),
        C=("shop", "Name", "shop_name", "store_name",
           "select t1.city from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id where t3.{c} = 'HJK'"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="Among the employees who got an evaluation, who is the oldest?",
        sql="select t1.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id order by t1.age desc limit 1",
        J=("employee", "Age",
           "select t1.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id join employee_age as t3 on t1.employee_id = t3.employee_id order by t3.age desc limit 1"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="nested",
        q="Which employees are older than the average employee? Show name and city.",
        sql="select name, city from employee where age > (select avg(age) from employee)",
    ),
    dict(
        db="employee_hire_evaluation",
        shape="nested",
        q="List the names of full-time hires who have never been evaluated.",
        sql="select t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id where t2.is_full_time = 'T' except select t1.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id",
        J=("hiring", "Is_full_time",
           "select t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join hiring_is_full_time as t3 on t2.employee_id = t3.employee_id where t3.is_full_time = 'T' except select t1.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id"),
    ),
    # ------------------------------------------------------------------ pets_1
    dict(
        db="pets_1",
        shape="simple",
        q="Give me the first names of the students who live in NYC, in alphabetical order.",
        sql="select fname from student where city_code = 'NYC' order by fname",
        C=("Student", "city_code", "city", "home_city",
           "select fname from student where {c} = 'NYC' order by fname"),
    ),
    dict(
        db="pets_1",
        shape="simple",
        q="Which students are younger than 18? Show their last names and ages.",
        sql="select lname, age from student where age < 18",
        J=("Student", "Age",
           "select t1.lname, t2.age from student as t1 join student_age as t2 on t1.stuid = t2.stuid where t2.age < 18"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="How many different advisors do the students in major 600 have?",
        sql="select count(distinct advisor) from student where major = 600",
        J=("Student", "Advisor",
           "select count(distinct t2.advisor) from student as t1 join student_advisor as t2 on t1.stuid = t2.stuid where t1.major = 600"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="What is the oldest age in each major?",
        sql="select major, max(age) from student group by major",
        J=("Student", "Age",
           "select t1.major, max(t2.age) from student as t1 join student_age as t2 on t1.stuid = t2.stuid group by t1.major"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="Which city codes have more than two students? Show the code and the number of students.",
        sql="select city_code, count(*) from student group by city_code having count(*) > 2",
    ),
    dict(
        db="pets_1",
        shape="join",
        q="What are the weights of the pets belonging to the student with last name Kim?",
        sql="select t3.weight from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t1.lname = 'Kim'",
        C=("Pets", "weight", "pet_weight", "mass",
           "select t3.{c} from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t1.lname = 'Kim'"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="In which city does the cat owner live? Give the city code.",
        sql="select t1.city_code from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t3.pettype = 'cat'",
        J=("Pets", "PetType",
           "select t1.city_code from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join pets_pettype as t4 on t3.petid = t4.petid where t4.pettype = 'cat'"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="What's the average weight of pets owned by students under 19?",
        sql="select avg(t3.weight) from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t1.age < 19",
        J=("Pets", "weight",
           "select avg(t4.weight) from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join pets_weight as t4 on t3.petid = t4.petid where t1.age < 19"),
    ),
    dict(
        db="pets_1",
        shape="nested",
        q="List the ids and ages of students who have no pets, youngest first.",
        sql="select stuid, age from student where stuid not in (select stuid from has_pet) order by age",
        J=("Student", "Age",
           "select t1.stuid, t2.age from student as t1 join student_age as t2 on t1.stuid = t2.stuid where t1.stuid not in (select stuid from has_pet) order by t2.age"),
    ),
    dict(
        db="pets_1",
        shape="nested",
        q="Which advisors advise both students from BAL and students from PIT?",
        sql="select advisor from student where city_code = 'BAL' intersect select advisor from student where city_code = 'PIT'",
        C=("Student", "Advisor", "advisor_id", "mentor_id",
           "select {c} from student where city_code = 'BAL' intersect select {c} from student where city_code = 'PIT'"),
    ),
    # ------------------------------------------------------------------ car_1
    dict(
        db="car_1",
        shape="simple",
        q="Which countries belong to the continent with id 3?",
        sql="select countryname from countries where continent = 3",
        J=("countries", "CountryName",
           "select t2.countryname from countries as t1 join countries_countryname as t2 on t1.countryid = t2.countryid where t1.continent = 3"),
    ),
    dict(
        db="car_1",
        shape="simple",
        q="Show the mpg of the cars weighing under 1800, lightest first.",
        sql="select mpg from cars_data where weight < 1800 order by weight",
        C=("cars_data", "MPG", "miles_per_gallon", "fuel_economy",
           "select {c} from cars_data where weight < 1800 order by weight"),
    ),
    dict(
        db="car_1",
        shape="simple",
        q="Find the short names of the car makers whose full name contains 'Motor'.",
        sql="select maker from car_makers where fullname like '%Motor%'",
        J=("car_makers", "FullName",
           "select t1.maker from car_makers as t1 join car_makers_fullname as t2 on t1.id = t2.id where t2.fullname like '%Motor%'"),
    ),
    dict(
        db="car_1",
        shape="agg",
        q="Count the 4-cylinder cars built after 1976.",
        sql="select count(*) from cars_data where cylinders = 4 and year > 1976",
        C=("cars_data", "Cylinders", "cylinder_count", "num_cylinders",
           "select count(*) from cars_data where {c} = 4 and year > 1976"),
    ),
    dict(
        db="car_1",
        shape="agg",
        q="What is the average weight of cars for each number of cylinders?",
        sql="select cylinders, avg(weight) from cars_data group by cylinders",
        J=("cars_data", "Weight",
           "select t1.cylinders, avg(t2.weight) from cars_data as t1 join cars_data_weight as t2 on t1.id = t2.id group by t1.cylinders"),
    ),
    dict(
        db="car_1",
        shape="agg",
        q="Which continent ids have more than 3 countries?",
        sql="select continent from countries group by continent having count(*) > 3",
    ),
    dict(
        db="car_1",
        shape="join",
        q="List the full names of the car makers based in japan.",
        sql="select t1.fullname from car_makers as t1 join countries as t2 on t1.country = t2.countryid where t2.countryname = 'japan'",
        J=("car_makers", "FullName",
           "select t3.fullname from car_makers as t1 join countries as t2 on t1.country = t2.countryid join car_makers_fullname as t3 on t1.id = t3.id where t2.countryname = 'japan'"),
        C=("countries", "CountryName", "country", "nation_title",
           "select t1.fullname from car_makers as t1 join countries as t2 on t1.country = t2.countryid where t2.{c} = 'japan'"),
    ),
    dict(
        db="car_1",
        shape="join",
        q="Which continent has the most countries? Give its name.",
        sql="select t1.continent from continents as t1 join countries as t2 on t1.contid = t2.continent group by t1.contid order by count(*) desc limit 1",
        J=("continents", "Continent",
           "select t3.continent from continents as t1 join countries as t2 on t1.contid = t2.continent join continents_continent as t3 on t1.contid = t3.contid group by t1.contid order by count(*) desc limit 1"),
    ),
    dict(
        db="car_1",
        shape="simple",
        q="Which car makes include the word 'diesel'?",
        sql="select make from car_names where make like '%diesel%'",
    ),
    dict(
        db="car_1",
        shape="nested",
        q="Which European countries have no car makers?",
        sql="select t1.countryname from countries as t1 join continents as t2 on t1.continent = t2.contid where t2.continent = 'europe' except select t1.countryname from countries as t1 join car_makers as t2 on t1.countryid = t2.country",
        J=("continents", "Continent",
           "select t1.countryname from countries as t1 join continents as t2 on t1.continent = t2.contid join continents_continent as t3 on t2.contid = t3.contid where t3.continent = 'europe' except select t1.countryname from countries as t1 join car_makers as t2 on t1.countryid = t2.country"),
    ),
]


# ---------------------------------------------------------------- checks


def norm(sql):
    return re.sub(r"\s+", " ", sql.strip().lower()).replace('"', "'")


TOP1 = re.compile(r"^select (.+?) from (.+) order by (.+?)( asc| desc)? limit 1$")


def tie_at_top(con, sql):
    """For a 'select ... order by e limit 1' query: do the first two rows share the value of e?"""
    if " union " in sql or " intersect " in sql or " except " in sql:
        return False
    m = TOP1.match(sql)
    if not m:
        return False
    _, rest, key, direction = m.groups()
    probe = f"select {key} from {rest} order by {key}{direction or ''} limit 2"
    got = con.execute(probe).fetchall()
    return len(got) == 2 and got[0] == got[1]


def overlap_problems(dev_path, questions=None, earlier=None):
    """Questions / base SQL that repeat each other, an earlier probe set (`earlier`: file name →
    its questions; probe.jsonl by default) or dev.jsonl; databases outside the allowed dev ones."""
    questions = QUESTIONS if questions is None else questions
    earlier = {"probe.jsonl": mp.QUESTIONS} if earlier is None else earlier
    problems = []
    seen_q, seen_sql = set(), set()
    for item in questions:
        if item["db"] not in mp.ALLOWED_DBS:
            problems.append(f"database {item['db']!r} is not one of the allowed dev databases")
        key = (item["db"], item["q"].lower())
        if key in seen_q:
            problems.append(f"duplicate question: {item['q']}")
        seen_q.add(key)
        if (item["db"], norm(item["sql"])) in seen_sql:
            problems.append(f"duplicate base SQL: {item['sql']}")
        seen_sql.add((item["db"], norm(item["sql"])))
    old_q = {(it["db"], it["q"].lower()): name for name, qs in earlier.items() for it in qs}
    old_sql = {(it["db"], norm(it["sql"])): name for name, qs in earlier.items() for it in qs}
    dev_q, dev_sql = set(), set()
    if dev_path and Path(dev_path).is_file():
        with open(dev_path, encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                for s in r.get("gold", []) + [r.get("spider_sql") or ""]:
                    if s:
                        dev_sql.add((r["db_id"], norm(s)))
                dev_q.add((r["db_id"], r["question"].lower()))
    for item in questions:
        key_q, key_sql = (item["db"], item["q"].lower()), (item["db"], norm(item["sql"]))
        if key_q in old_q:
            problems.append(f"question already in {old_q[key_q]}: {item['q']}")
        if key_sql in old_sql:
            problems.append(f"base SQL already in {old_sql[key_sql]}: {item['sql']}")
        if key_q in dev_q:
            problems.append(f"question already in dev.jsonl: {item['q']}")
        if key_sql in dev_sql:
            problems.append(f"base SQL already in dev.jsonl: {item['sql']}")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dbs", default=str(DEFAULT_DBS), help="folder with the dev .sqlite files")
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--dev", default=str(DEFAULT_DEV), help="dev.jsonl, to refuse repeated golds (skipped if absent)")
    args = ap.parse_args()

    problems = overlap_problems(args.dev)
    records, build_problems = mp.build(args.dbs, QUESTIONS, note_tie=tie_at_top)
    problems += build_problems
    if problems:
        for p in problems:
            print("problem:", p, file=sys.stderr)
        raise SystemExit(f"{len(problems)} problem(s); nothing written")

    mp.write(args.out, records, QUESTIONS)

if __name__ == "__main__":
    main()
