#!/usr/bin/env python3
"""Build eval-data/probe3.jsonl: a third, independent probe set, in the AmbiQT record format.

Same method as make_probe.py and make_probe2.py (this script imports make_probe.py's schema /
setup / verification / writing helpers and make_probe2.py's SQL normaliser and tie check), with
80 new hand-written questions, 10 per AmbiQT *dev* database, written to give as many questions as
possible a J variant. For every question:

  B  the base question: setup [], gold [sql, sql]
  J  one non-key column c of table t copied, shifted by one row, into "t_c" (key, c);
     gold[0] is the base SQL, gold[1] reads c through the join
  C  c renamed to a synonym, plus a second synonym column holding the shifted (+1 for numbers)
     values; gold[0] uses the first synonym, gold[1] the second

Checks (nothing is written if any fails): every base SQL returns rows; J / C gold[0] gives the
base result on the modified in-memory copy and the two readings differ; no question or base SQL
repeats one of make_probe.py's or make_probe2.py's, and no question or base SQL repeats
dev.jsonl; every "... limit 1" superlative has no tie for the top row. Deterministic; standard
library only.

    python3 eval-data/make_probe3.py [--dbs DIR] [--out FILE] [--dev FILE]
"""

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_probe as mp  # noqa: E402  (helpers only; its main() is not run)
import make_probe2 as mp2  # noqa: E402  (its QUESTIONS, norm and tie check; its main() is not run)

DEFAULT_DBS = mp.DEFAULT_DBS
DEFAULT_OUT = HERE / "probe3.jsonl"
DEFAULT_DEV = mp2.DEFAULT_DEV

# Each question: db, shape (simple | agg | join | nested), q, sql,
#   J: (table, column, gold1)                       optional
#   C: (table, column, synonym0, synonym1, template) optional; template.format(c=column) == sql
QUESTIONS = [
    # ------------------------------------------------------------------ concert_singer
    dict(
        db="concert_singer",
        shape="simple",
        q="Where is the stadium with the largest capacity located?",
        sql="select location from stadium order by capacity desc limit 1",
        J=("stadium", "Location",
           "select t2.location from stadium as t1 join stadium_location as t2 on t1.stadium_id = t2.stadium_id order by t1.capacity desc limit 1"),
        C=("stadium", "Capacity", "seating", "total_seats",
           "select location from stadium order by {c} desc limit 1"),
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="Count the male singers who are over 40.",
        sql="select count(*) from singer where is_male = 'T' and age > 40",
        J=("singer", "Age",
           "select count(*) from singer as t1 join singer_age as t2 on t1.singer_id = t2.singer_id where t1.is_male = 'T' and t2.age > 40"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="List every stadium's name and average attendance, from the lowest average to the highest.",
        sql="select name, average from stadium order by average",
        J=("stadium", "Average",
           "select t1.name, t2.average from stadium as t1 join stadium_average as t2 on t1.stadium_id = t2.stadium_id order by t2.average"),
        C=("stadium", "Average", "average_attendance", "mean_attendance",
           "select name, {c} from stadium order by {c}"),
    ),
    dict(
        db="concert_singer",
        shape="join",
        q="For each stadium that has hosted concerts, show its name and how many concerts it hosted.",
        sql="select t2.name, count(*) from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id group by t1.stadium_id",
        J=("stadium", "Name",
           "select t3.name, count(*) from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id join stadium_name as t3 on t2.stadium_id = t3.stadium_id group by t1.stadium_id"),
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="What is the average singer age by country?",
        sql="select country, avg(age) from singer group by country",
        J=("singer", "Age",
           "select t1.country, avg(t2.age) from singer as t1 join singer_age as t2 on t1.singer_id = t2.singer_id group by t1.country"),
        C=("singer", "Country", "nation", "home_country",
           "select {c}, avg(age) from singer group by {c}"),
    ),
    dict(
        db="concert_singer",
        shape="join",
        q="Which singers performed at concerts held in Somerset Park?",
        sql="select t4.name from singer_in_concert as t1 join concert as t2 on t1.concert_id = t2.concert_id join stadium as t3 on t2.stadium_id = t3.stadium_id join singer as t4 on t1.singer_id = t4.singer_id where t3.name = 'Somerset Park'",
        J=("stadium", "Name",
           "select t4.name from singer_in_concert as t1 join concert as t2 on t1.concert_id = t2.concert_id join stadium as t3 on t2.stadium_id = t3.stadium_id join singer as t4 on t1.singer_id = t4.singer_id join stadium_name as t5 on t3.stadium_id = t5.stadium_id where t5.name = 'Somerset Park'"),
    ),
    dict(
        db="concert_singer",
        shape="nested",
        q="Which countries have both male and female singers?",
        sql="select country from singer where is_male = 'T' intersect select country from singer where is_male = 'F'",
    ),
    dict(
        db="concert_singer",
        shape="nested",
        q="List the names of stadiums that hosted a concert in 2014 but none in 2015.",
        sql="select t2.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id where t1.year = 2014 except select t2.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id where t1.year = 2015",
        J=("concert", "Year",
           "select t2.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id join concert_year as t3 on t1.concert_id = t3.concert_id where t3.year = 2014 except select t2.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id join concert_year as t3 on t1.concert_id = t3.concert_id where t3.year = 2015"),
    ),
    dict(
        db="concert_singer",
        shape="nested",
        q="Give the names of the stadiums that either hold more than 10000 people or have had a highest attendance above 2000.",
        sql="select name from stadium where capacity > 10000 union select name from stadium where highest > 2000",
        J=("stadium", "Highest",
           "select name from stadium where capacity > 10000 union select t1.name from stadium as t1 join stadium_highest as t2 on t1.stadium_id = t2.stadium_id where t2.highest > 2000"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="What songs did the female singers release, and in which years?",
        sql="select song_name, song_release_year from singer where is_male = 'F'",
        J=("singer", "Song_release_year",
           "select t1.song_name, t2.song_release_year from singer as t1 join singer_song_release_year as t2 on t1.singer_id = t2.singer_id where t1.is_male = 'F'"),
    ),
    # ------------------------------------------------------------------ singer
    dict(
        db="singer",
        shape="simple",
        q="Who is the youngest singer? Give the name and citizenship.",
        sql="select name, citizenship from singer order by birth_year desc limit 1",
        J=("singer", "Citizenship",
           "select t1.name, t2.citizenship from singer as t1 join singer_citizenship as t2 on t1.singer_id = t2.singer_id order by t1.birth_year desc limit 1"),
        C=("singer", "Birth_Year", "birthyear", "year_born",
           "select name, citizenship from singer order by {c} desc limit 1"),
    ),
    dict(
        db="singer",
        shape="simple",
        q="Which songs sold between 250000 and 300000 copies? Give their titles.",
        sql="select title from song where sales between 250000 and 300000",
        J=("song", "Sales",
           "select t1.title from song as t1 join song_sales as t2 on t1.song_id = t2.song_id where t2.sales between 250000 and 300000"),
        C=("song", "Title", "song_title", "track_name",
           "select {c} from song where sales between 250000 and 300000"),
    ),
    dict(
        db="singer",
        shape="agg",
        q="For each highest chart position, what are the average sales of the songs?",
        sql="select highest_position, avg(sales) from song group by highest_position",
        J=("song", "Sales",
           "select t1.highest_position, avg(t2.sales) from song as t1 join song_sales as t2 on t1.song_id = t2.song_id group by t1.highest_position"),
    ),
    dict(
        db="singer",
        shape="agg",
        q="What is the highest net worth among singers born after 1945?",
        sql="select max(net_worth_millions) from singer where birth_year > 1945",
        J=("singer", "Net_Worth_Millions",
           "select max(t2.net_worth_millions) from singer as t1 join singer_net_worth_millions as t2 on t1.singer_id = t2.singer_id where t1.birth_year > 1945"),
    ),
    dict(
        db="singer",
        shape="join",
        q="List the distinct citizenships of singers with a song that sold more than 300000 copies.",
        sql="select distinct t1.citizenship from singer as t1 join song as t2 on t1.singer_id = t2.singer_id where t2.sales > 300000",
        J=("singer", "Citizenship",
           "select distinct t3.citizenship from singer as t1 join song as t2 on t1.singer_id = t2.singer_id join singer_citizenship as t3 on t1.singer_id = t3.singer_id where t2.sales > 300000"),
    ),
    dict(
        db="singer",
        shape="join",
        q="Which singer's songs have the highest combined sales? Return the name.",
        sql="select t1.name from singer as t1 join song as t2 on t1.singer_id = t2.singer_id group by t1.singer_id order by sum(t2.sales) desc limit 1",
        J=("singer", "Name",
           "select t3.name from singer as t1 join song as t2 on t1.singer_id = t2.singer_id join singer_name as t3 on t1.singer_id = t3.singer_id group by t1.singer_id order by sum(t2.sales) desc limit 1"),
    ),
    dict(
        db="singer",
        shape="join",
        q="Show each singer's name and the best chart position any of their songs reached.",
        sql="select t1.name, min(t2.highest_position) from singer as t1 join song as t2 on t1.singer_id = t2.singer_id group by t1.name",
        J=("song", "Highest_Position",
           "select t1.name, min(t3.highest_position) from singer as t1 join song as t2 on t1.singer_id = t2.singer_id join song_highest_position as t3 on t2.song_id = t3.song_id group by t1.name"),
    ),
    dict(
        db="singer",
        shape="nested",
        q="Which singers have never had a number one hit?",
        sql="select name from singer except select t1.name from singer as t1 join song as t2 on t1.singer_id = t2.singer_id where t2.highest_position = 1",
        J=("song", "Highest_Position",
           "select name from singer except select t1.name from singer as t1 join song as t2 on t1.singer_id = t2.singer_id join song_highest_position as t3 on t2.song_id = t3.song_id where t3.highest_position = 1"),
    ),
    dict(
        db="singer",
        shape="nested",
        q="Find the titles of songs whose sales are above the average sales of all songs.",
        sql="select title from song where sales > (select avg(sales) from song)",
        C=("song", "Sales", "total_sales", "units_shipped",
           "select title from song where {c} > (select avg({c}) from song)"),
    ),
    dict(
        db="singer",
        shape="simple",
        q="Which singers were born in the 1940s? List them from the earliest birth year.",
        sql="select name from singer where birth_year between 1940 and 1949 order by birth_year",
        J=("singer", "Birth_Year",
           "select t1.name from singer as t1 join singer_birth_year as t2 on t1.singer_id = t2.singer_id where t2.birth_year between 1940 and 1949 order by t2.birth_year"),
    ),
    # ------------------------------------------------------------------ poker_player
    dict(
        db="poker_player",
        shape="simple",
        q="When was the tallest person born?",
        sql="select birth_date from people order by height desc limit 1",
        J=("people", "Birth_Date",
           "select t2.birth_date from people as t1 join people_birth_date as t2 on t1.people_id = t2.people_id order by t1.height desc limit 1"),
        C=("people", "Height", "body_height", "height_in_cm",
           "select birth_date from people order by {c} desc limit 1"),
    ),
    dict(
        db="poker_player",
        shape="simple",
        q="List the names of the people born in August.",
        sql="select name from people where birth_date like 'August%'",
        J=("people", "Birth_Date",
           "select t1.name from people as t1 join people_birth_date as t2 on t1.people_id = t2.people_id where t2.birth_date like 'August%'"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="What is the average number of final tables made by the players whose best finish is 2?",
        sql="select avg(final_table_made) from poker_player where best_finish = 2",
        J=("poker_player", "Final_Table_Made",
           "select avg(t2.final_table_made) from poker_player as t1 join poker_player_final_table_made as t2 on t1.poker_player_id = t2.poker_player_id where t1.best_finish = 2"),
        C=("poker_player", "Final_Table_Made", "final_tables", "finals_reached",
           "select avg({c}) from poker_player where best_finish = 2"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="What are the highest earnings among the poker players whose money rank is greater than 100?",
        sql="select max(earnings) from poker_player where money_rank > 100",
        J=("poker_player", "Earnings",
           "select max(t2.earnings) from poker_player as t1 join poker_player_earnings as t2 on t1.poker_player_id = t2.poker_player_id where t1.money_rank > 100"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="For each nationality, count the people taller than 190.",
        sql="select nationality, count(*) from people where height > 190 group by nationality",
        J=("people", "Nationality",
           "select t2.nationality, count(*) from people as t1 join people_nationality as t2 on t1.people_id = t2.people_id where t1.height > 190 group by t2.nationality"),
    ),
    dict(
        db="poker_player",
        shape="join",
        q="Give the names and birth dates of the poker players whose best finish is 1.",
        sql="select t1.name, t1.birth_date from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.best_finish = 1",
        J=("poker_player", "Best_Finish",
           "select t1.name, t1.birth_date from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join poker_player_best_finish as t3 on t2.poker_player_id = t3.poker_player_id where t3.best_finish = 1"),
        C=("people", "Birth_Date", "date_of_birth", "dob",
           "select t1.name, t1.{c} from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.best_finish = 1"),
    ),
    dict(
        db="poker_player",
        shape="join",
        q="Which poker player has the best money rank? Show the name and nationality.",
        sql="select t1.name, t1.nationality from people as t1 join poker_player as t2 on t1.people_id = t2.people_id order by t2.money_rank limit 1",
        J=("people", "Name",
           "select t3.name, t1.nationality from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join people_name as t3 on t1.people_id = t3.people_id order by t2.money_rank limit 1"),
    ),
    dict(
        db="poker_player",
        shape="join",
        q="What is the average height of the poker players?",
        sql="select avg(t1.height) from people as t1 join poker_player as t2 on t1.people_id = t2.people_id",
        J=("people", "Height",
           "select avg(t3.height) from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join people_height as t3 on t1.people_id = t3.people_id"),
    ),
    dict(
        db="poker_player",
        shape="nested",
        q="Which people taller than 190 are not poker players?",
        sql="select name from people where height > 190 except select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id",
        J=("people", "Height",
           "select t1.name from people as t1 join people_height as t2 on t1.people_id = t2.people_id where t2.height > 190 except select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id"),
    ),
    dict(
        db="poker_player",
        shape="nested",
        q="Show the names of the poker players who either had a best finish of 3 or earned less than 110000.",
        sql="select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.best_finish = 3 union select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.earnings < 110000",
        J=("poker_player", "Earnings",
           "select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id where t2.best_finish = 3 union select t1.name from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join poker_player_earnings as t3 on t2.poker_player_id = t3.poker_player_id where t3.earnings < 110000"),
    ),
    # ------------------------------------------------------------------ museum_visit
    dict(
        db="museum_visit",
        shape="simple",
        q="What is the name of the oldest visitor?",
        sql="select name from visitor order by age desc limit 1",
        J=("visitor", "Name",
           "select t2.name from visitor as t1 join visitor_name as t2 on t1.id = t2.id order by t1.age desc limit 1"),
        C=("visitor", "Age", "age_years", "years_old",
           "select name from visitor order by {c} desc limit 1"),
    ),
    dict(
        db="museum_visit",
        shape="simple",
        q="Which museums opened before 2010? Give their names and numbers of staff.",
        sql="select name, num_of_staff from museum where open_year < 2010",
        J=("museum", "Open_Year",
           "select t1.name, t1.num_of_staff from museum as t1 join museum_open_year as t2 on t1.museum_id = t2.museum_id where t2.open_year < 2010"),
        C=("museum", "Num_of_Staff", "staff_count", "employee_count",
           "select name, {c} from museum where open_year < 2010"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="How many visitors are there at each membership level?",
        sql="select level_of_membership, count(*) from visitor group by level_of_membership",
        C=("visitor", "Level_of_membership", "member_level", "tier",
           "select {c}, count(*) from visitor group by {c}"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="What is the total staff of the museums that opened after 2009?",
        sql="select sum(num_of_staff) from museum where open_year > 2009",
        J=("museum", "Num_of_Staff",
           "select sum(t2.num_of_staff) from museum as t1 join museum_num_of_staff as t2 on t1.museum_id = t2.museum_id where t1.open_year > 2009"),
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="Which museums have had more than one visitor? List their names.",
        sql="select t1.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id group by t1.museum_id having count(*) > 1",
        J=("museum", "Name",
           "select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join museum_name as t3 on t1.museum_id = t3.museum_id group by t1.museum_id having count(*) > 1"),
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="How old are the visitors who have been to the Plaza Museum?",
        sql="select t3.age from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t1.name = 'Plaza Museum'",
        J=("visitor", "Age",
           "select t4.age from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join visitor_age as t4 on t3.id = t4.id where t1.name = 'Plaza Museum'"),
        C=("museum", "Name", "museum_title", "display_name",
           "select t3.age from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t1.{c} = 'Plaza Museum'"),
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="Which visitors bought more than 5 tickets in one visit, and at which museums? Show the visitor name and the museum name.",
        sql="select t3.name, t1.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t2.num_of_ticket > 5",
        J=("visitor", "Name",
           "select t4.name, t1.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join visitor_name as t4 on t3.id = t4.id where t2.num_of_ticket > 5"),
    ),
    dict(
        db="museum_visit",
        shape="nested",
        q="Find the visitors who went to both a museum with more than 20 staff and a museum with fewer than 20 staff.",
        sql="select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t1.num_of_staff > 20 intersect select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t1.num_of_staff < 20",
        J=("museum", "Num_of_Staff",
           "select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join museum_num_of_staff as t4 on t1.museum_id = t4.museum_id where t4.num_of_staff > 20 intersect select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join museum_num_of_staff as t4 on t1.museum_id = t4.museum_id where t4.num_of_staff < 20"),
    ),
    dict(
        db="museum_visit",
        shape="nested",
        q="Which visitors have a higher membership level than Guti Midfielder?",
        sql="select name from visitor where level_of_membership > (select level_of_membership from visitor where name = 'Guti Midfielder')",
        J=("visitor", "Level_of_membership",
           "select t1.name from visitor as t1 join visitor_level_of_membership as t2 on t1.id = t2.id where t2.level_of_membership > (select t2.level_of_membership from visitor as t1 join visitor_level_of_membership as t2 on t1.id = t2.id where t1.name = 'Guti Midfielder')"),
    ),
    dict(
        db="museum_visit",
        shape="simple",
        q="What are the distinct opening years of the museums with fewer than 20 staff?",
        sql="select distinct open_year from museum where num_of_staff < 20",
        J=("museum", "Open_Year",
           "select distinct t2.open_year from museum as t1 join museum_open_year as t2 on t1.museum_id = t2.museum_id where t1.num_of_staff < 20"),
    ),
    # ------------------------------------------------------------------ course_teach
    dict(
        db="course_teach",
        shape="simple",
        q="Which teachers are between 30 and 40 years old? List their names and hometowns.",
        sql="select name, hometown from teacher where age between 30 and 40",
        J=("teacher", "Age",
           "select t1.name, t1.hometown from teacher as t1 join teacher_age as t2 on t1.teacher_id = t2.teacher_id where t2.age between 30 and 40"),
        C=("teacher", "Hometown", "home_town", "birthplace",
           "select name, {c} from teacher where age between 30 and 40"),
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="Which course starts on 10 May?",
        sql="select course from course where staring_date = '10 May'",
        J=("course", "Staring_Date",
           "select t1.course from course as t1 join course_staring_date as t2 on t1.course_id = t2.course_id where t2.staring_date = '10 May'"),
        C=("course", "Course", "class_name", "topic",
           "select {c} from course where staring_date = '10 May'"),
    ),
    dict(
        db="course_teach",
        shape="agg",
        q="What is the minimum age of the teachers whose hometown is an urban district?",
        sql="select min(age) from teacher where hometown like '%Urban District'",
        J=("teacher", "Age",
           "select min(t2.age) from teacher as t1 join teacher_age as t2 on t1.teacher_id = t2.teacher_id where t1.hometown like '%Urban District'"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="What is the highest grade each teacher teaches? Show the teacher's name and that grade.",
        sql="select t2.name, max(t1.grade) from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id group by t2.name",
        J=("teacher", "Name",
           "select t3.name, max(t1.grade) from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id join teacher_name as t3 on t2.teacher_id = t3.teacher_id group by t3.name"),
    ),
    dict(
        db="course_teach",
        shape="agg",
        q="What is the average age of the teachers who teach grade 1?",
        sql="select avg(t2.age) from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id where t1.grade = 1",
        J=("teacher", "Age",
           "select avg(t3.age) from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id join teacher_age as t3 on t2.teacher_id = t3.teacher_id where t1.grade = 1"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="Who teaches Math, and in which grade? Give the teacher names and grades.",
        sql="select t3.name, t1.grade from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t2.course = 'Math'",
        J=("teacher", "Name",
           "select t4.name, t1.grade from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id join teacher_name as t4 on t3.teacher_id = t4.teacher_id where t2.course = 'Math'"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="List the hometowns of the teachers who teach grades above 3.",
        sql="select t2.hometown from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id where t1.grade > 3",
        J=("teacher", "Hometown",
           "select t3.hometown from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id join teacher_hometown as t3 on t2.teacher_id = t3.teacher_id where t1.grade > 3"),
    ),
    dict(
        db="course_teach",
        shape="nested",
        q="Which teachers are not arranged to teach any course? Give their names.",
        sql="select name from teacher where teacher_id not in (select teacher_id from course_arrange)",
        J=("teacher", "Name",
           "select t2.name from teacher as t1 join teacher_name as t2 on t1.teacher_id = t2.teacher_id where t1.teacher_id not in (select teacher_id from course_arrange)"),
    ),
    dict(
        db="course_teach",
        shape="nested",
        q="Give the names of the teachers who are older than 40 or teach History.",
        sql="select name from teacher where age > 40 union select t3.name from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t2.course = 'History'",
        J=("teacher", "Age",
           "select t1.name from teacher as t1 join teacher_age as t2 on t1.teacher_id = t2.teacher_id where t2.age > 40 union select t3.name from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t2.course = 'History'"),
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="Show the id and starting date of every course, ordered by course name.",
        sql="select course_id, staring_date from course order by course",
        J=("course", "Staring_Date",
           "select t1.course_id, t2.staring_date from course as t1 join course_staring_date as t2 on t1.course_id = t2.course_id order by t1.course"),
        C=("course", "Staring_Date", "commencement_date", "first_day",
           "select course_id, {c} from course order by course"),
    ),
    # ------------------------------------------------------------------ employee_hire_evaluation
    dict(
        db="employee_hire_evaluation",
        shape="simple",
        q="Give the district and the manager of the shop located in Helsinki.",
        sql="select district, manager_name from shop where location = 'Helsinki'",
        J=("shop", "Location",
           "select t1.district, t1.manager_name from shop as t1 join shop_location as t2 on t1.shop_id = t2.shop_id where t2.location = 'Helsinki'"),
        C=("shop", "Manager_name", "shop_manager", "supervisor",
           "select district, {c} from shop where location = 'Helsinki'"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="simple",
        q="List the names of the shops with fewer than 5000 products, from the most products to the fewest.",
        sql="select name from shop where number_products < 5000 order by number_products desc",
        J=("shop", "Number_products",
           "select t1.name from shop as t1 join shop_number_products as t2 on t1.shop_id = t2.shop_id where t2.number_products < 5000 order by t2.number_products desc"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="How old is the youngest employee in each city?",
        sql="select city, min(age) from employee group by city",
        J=("employee", "Age",
           "select t1.city, min(t2.age) from employee as t1 join employee_age as t2 on t1.employee_id = t2.employee_id group by t1.city"),
        C=("employee", "City", "home_city", "residence",
           "select {c}, min(age) from employee group by {c}"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="What is the average age of the employees hired full time?",
        sql="select avg(t1.age) from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id where t2.is_full_time = 'T'",
        J=("employee", "Age",
           "select avg(t3.age) from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join employee_age as t3 on t1.employee_id = t3.employee_id where t2.is_full_time = 'T'"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="Which cities have an average employee age above 30?",
        sql="select city from employee group by city having avg(age) > 30",
        J=("employee", "Age",
           "select t1.city from employee as t1 join employee_age as t2 on t1.employee_id = t2.employee_id group by t1.city having avg(t2.age) > 30"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="Who works at shops that carry more than 10000 products? Give the employee names.",
        sql="select t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id where t3.number_products > 10000",
        J=("shop", "Number_products",
           "select t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id join shop_number_products as t4 on t3.shop_id = t4.shop_id where t4.number_products > 10000"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="When did each employee from Bath start working? Show the name and the start year.",
        sql="select t1.name, t2.start_from from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id where t1.city = 'Bath'",
        J=("hiring", "Start_from",
           "select t1.name, t3.start_from from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join hiring_start_from as t3 on t2.employee_id = t3.employee_id where t1.city = 'Bath'"),
        C=("hiring", "Start_from", "start_year", "hire_year",
           "select t1.name, t2.{c} from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id where t1.city = 'Bath'"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="Which shop's employees have received the most bonus money in total? Give the shop name.",
        sql="select t3.name from evaluation as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id group by t2.shop_id order by sum(t1.bonus) desc limit 1",
        J=("shop", "Name",
           "select t4.name from evaluation as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id join shop_name as t4 on t3.shop_id = t4.shop_id group by t2.shop_id order by sum(t1.bonus) desc limit 1"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="nested",
        q="Find the names of the employees who have been evaluated but were never hired by a shop.",
        sql="select t1.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id except select t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id",
        J=("employee", "Name",
           "select t3.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id join employee_name as t3 on t1.employee_id = t3.employee_id except select t3.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join employee_name as t3 on t1.employee_id = t3.employee_id"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="nested",
        q="Which shops have not hired any employees? List their names.",
        sql="select name from shop where shop_id not in (select shop_id from hiring)",
        J=("shop", "Name",
           "select t2.name from shop as t1 join shop_name as t2 on t1.shop_id = t2.shop_id where t1.shop_id not in (select shop_id from hiring)"),
    ),
    # ------------------------------------------------------------------ pets_1
    dict(
        db="pets_1",
        shape="simple",
        q="What are the first and last names of the male students from PHL?",
        sql="select fname, lname from student where sex = 'M' and city_code = 'PHL'",
        J=("Student", "city_code",
           "select t1.fname, t1.lname from student as t1 join student_city_code as t2 on t1.stuid = t2.stuid where t1.sex = 'M' and t2.city_code = 'PHL'"),
        C=("Student", "Fname", "first_name", "given_name",
           "select {c}, lname from student where sex = 'M' and city_code = 'PHL'"),
    ),
    dict(
        db="pets_1",
        shape="simple",
        q="Give the last names of the major 600 students who are at least 21.",
        sql="select lname from student where age >= 21 and major = 600",
        J=("Student", "Major",
           "select t1.lname from student as t1 join student_major as t2 on t1.stuid = t2.stuid where t1.age >= 21 and t2.major = 600"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="What is the average age of the students of each advisor?",
        sql="select advisor, avg(age) from student group by advisor",
        J=("Student", "Age",
           "select t1.advisor, avg(t2.age) from student as t1 join student_age as t2 on t1.stuid = t2.stuid group by t1.advisor"),
        C=("Student", "Advisor", "faculty_advisor", "adviser",
           "select {c}, avg(age) from student group by {c}"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="For major 600, how many students are there of each sex?",
        sql="select sex, count(*) from student where major = 600 group by sex",
        J=("Student", "Sex",
           "select t2.sex, count(*) from student as t1 join student_sex as t2 on t1.stuid = t2.stuid where t1.major = 600 group by t2.sex"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="What is the total weight of all the dogs?",
        sql="select sum(weight) from pets where pettype = 'dog'",
        J=("Pets", "weight",
           "select sum(t2.weight) from pets as t1 join pets_weight as t2 on t1.petid = t2.petid where t1.pettype = 'dog'"),
        C=("Pets", "weight", "body_weight", "weight_in_kg",
           "select sum({c}) from pets where pettype = 'dog'"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="How old are the pets owned by students from HKG?",
        sql="select t3.pet_age from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t1.city_code = 'HKG'",
        J=("Pets", "pet_age",
           "select t4.pet_age from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join pets_pet_age as t4 on t3.petid = t4.petid where t1.city_code = 'HKG'"),
        C=("Pets", "pet_age", "age_of_pet", "animal_age",
           "select t3.{c} from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t1.city_code = 'HKG'"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="Which students own a pet older than one year? Give their first names.",
        sql="select t1.fname from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t3.pet_age > 1",
        J=("Student", "Fname",
           "select t4.fname from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join student_fname as t4 on t1.stuid = t4.stuid where t3.pet_age > 1"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="For each pet owner, give the last name and the number of pets they own.",
        sql="select t1.lname, count(*) from student as t1 join has_pet as t2 on t1.stuid = t2.stuid group by t1.stuid",
        J=("Student", "LName",
           "select t3.lname, count(*) from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join student_lname as t3 on t1.stuid = t3.stuid group by t1.stuid"),
    ),
    dict(
        db="pets_1",
        shape="nested",
        q="Which city codes have both male and female students?",
        sql="select city_code from student where sex = 'M' intersect select city_code from student where sex = 'F'",
        J=("Student", "city_code",
           "select t2.city_code from student as t1 join student_city_code as t2 on t1.stuid = t2.stuid where t1.sex = 'M' intersect select t2.city_code from student as t1 join student_city_code as t2 on t1.stuid = t2.stuid where t1.sex = 'F'"),
    ),
    dict(
        db="pets_1",
        shape="nested",
        q="Find the first names of the students older than the oldest student in major 520.",
        sql="select fname from student where age > (select max(age) from student where major = 520)",
        J=("Student", "Age",
           "select t1.fname from student as t1 join student_age as t2 on t1.stuid = t2.stuid where t2.age > (select max(t2.age) from student as t1 join student_age as t2 on t1.stuid = t2.stuid where t1.major = 520)"),
    ),
    # ------------------------------------------------------------------ car_1
    dict(
        db="car_1",
        shape="simple",
        q="Show the ids and weights of the cars whose acceleration is greater than 24.",
        sql="select id, weight from cars_data where accelerate > 24",
        J=("cars_data", "Weight",
           "select t1.id, t2.weight from cars_data as t1 join cars_data_weight as t2 on t1.id = t2.id where t1.accelerate > 24"),
        C=("cars_data", "Weight", "curb_weight", "vehicle_weight",
           "select id, {c} from cars_data where accelerate > 24"),
    ),
    dict(
        db="car_1",
        shape="join",
        q="What models does Ford Motor Company make?",
        sql="select t2.model from car_makers as t1 join model_list as t2 on t1.id = t2.maker where t1.fullname = 'Ford Motor Company'",
        J=("car_makers", "FullName",
           "select t2.model from car_makers as t1 join model_list as t2 on t1.id = t2.maker join car_makers_fullname as t3 on t1.id = t3.id where t3.fullname = 'Ford Motor Company'"),
        C=("car_makers", "FullName", "legal_name", "registered_name",
           "select t2.model from car_makers as t1 join model_list as t2 on t1.id = t2.maker where t1.{c} = 'Ford Motor Company'"),
    ),
    dict(
        db="car_1",
        shape="join",
        q="Which car makers are based in europe? Give their full names.",
        sql="select t1.fullname from car_makers as t1 join countries as t2 on t1.country = t2.countryid join continents as t3 on t2.continent = t3.contid where t3.continent = 'europe'",
        J=("continents", "Continent",
           "select t1.fullname from car_makers as t1 join countries as t2 on t1.country = t2.countryid join continents as t3 on t2.continent = t3.contid join continents_continent as t4 on t3.contid = t4.contid where t4.continent = 'europe'"),
    ),
    dict(
        db="car_1",
        shape="join",
        q="Show the full name of each car maker together with the name of its country.",
        sql="select t1.fullname, t2.countryname from car_makers as t1 join countries as t2 on t1.country = t2.countryid",
        J=("countries", "CountryName",
           "select t1.fullname, t3.countryname from car_makers as t1 join countries as t2 on t1.country = t2.countryid join countries_countryname as t3 on t2.countryid = t3.countryid"),
    ),
    dict(
        db="car_1",
        shape="agg",
        q="For each year, what is the smallest engine displacement?",
        sql="select year, min(edispl) from cars_data group by year",
        J=("cars_data", "Year",
           "select t2.year, min(t1.edispl) from cars_data as t1 join cars_data_year as t2 on t1.id = t2.id group by t2.year"),
        C=("cars_data", "Edispl", "engine_displacement", "displacement",
           "select year, min({c}) from cars_data group by year"),
    ),
    dict(
        db="car_1",
        shape="agg",
        q="In which years were more than 15 four-cylinder cars made?",
        sql="select year from cars_data where cylinders = 4 group by year having count(*) > 15",
        J=("cars_data", "Year",
           "select t2.year from cars_data as t1 join cars_data_year as t2 on t1.id = t2.id where t1.cylinders = 4 group by t2.year having count(*) > 15"),
    ),
    dict(
        db="car_1",
        shape="join",
        q="What are the makes of the 1982 cars that have 6 cylinders?",
        sql="select t1.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id where t2.year = 1982 and t2.cylinders = 6",
        J=("car_names", "Make",
           "select t3.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id join car_names_make as t3 on t1.makeid = t3.makeid where t2.year = 1982 and t2.cylinders = 6"),
    ),
    dict(
        db="car_1",
        shape="nested",
        q="What are the makes of the cars that weigh more than 4900 or have an acceleration below 9?",
        sql="select t1.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id where t2.weight > 4900 union select t1.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id where t2.accelerate < 9",
        J=("cars_data", "Accelerate",
           "select t1.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id where t2.weight > 4900 union select t1.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id join cars_data_accelerate as t3 on t2.id = t3.id where t3.accelerate < 9"),
    ),
    dict(
        db="car_1",
        shape="nested",
        q="Which continents have no car makers? Give the continent names.",
        sql="select continent from continents except select t3.continent from car_makers as t1 join countries as t2 on t1.country = t2.countryid join continents as t3 on t2.continent = t3.contid",
        J=("continents", "Continent",
           "select t2.continent from continents as t1 join continents_continent as t2 on t1.contid = t2.contid except select t4.continent from car_makers as t1 join countries as t2 on t1.country = t2.countryid join continents as t3 on t2.continent = t3.contid join continents_continent as t4 on t3.contid = t4.contid"),
    ),
    dict(
        db="car_1",
        shape="simple",
        q="What is the acceleration of the lightest car?",
        sql="select accelerate from cars_data order by weight limit 1",
        J=("cars_data", "Accelerate",
           "select t2.accelerate from cars_data as t1 join cars_data_accelerate as t2 on t1.id = t2.id order by t1.weight limit 1"),
    ),
]


# ---------------------------------------------------------------- checks


def overlap_problems(dev_path):
    """Questions / base SQL that repeat this file, probe.jsonl, probe2.jsonl or dev.jsonl."""
    earlier = {"probe.jsonl": mp.QUESTIONS, "probe2.jsonl": mp2.QUESTIONS}
    return mp2.overlap_problems(dev_path, QUESTIONS, earlier)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dbs", default=str(DEFAULT_DBS), help="folder with the dev .sqlite files")
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--dev", default=str(DEFAULT_DEV), help="dev.jsonl, to refuse repeated intents (skipped if absent)")
    args = ap.parse_args()

    problems = overlap_problems(args.dev)
    records, build_problems = mp.build(args.dbs, QUESTIONS, note_tie=mp2.tie_at_top)
    problems += build_problems
    if problems:
        for p in problems:
            print("problem:", p, file=sys.stderr)
        raise SystemExit(f"{len(problems)} problem(s); nothing written")

    mp.write(args.out, records, QUESTIONS)

if __name__ == "__main__":
    main()
