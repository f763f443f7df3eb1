#!/usr/bin/env python3
"""Build eval-data/probe.jsonl: our own held-in probe set, in the AmbiQT record format.

The questions below were written by hand for this project, in the style of the Spider
benchmark, over the eight AmbiQT *dev* databases only. They are not taken from any benchmark
split; see README.md. For every question this script emits:

  B  the base question: setup [], gold [sql, sql]
  J  a vertically split table (AmbiQT's "join" variant): one non-key column c of table t is
     copied, shifted by one row, into a new table "t_c" (key, c); gold[0] is the base SQL,
     gold[1] reads c through a join on the key
  C  a column synonym (AmbiQT's "column" variant): c is renamed to a synonym and a second
     synonym column, holding the shifted (+1 for numbers) values, is added; gold[0] uses the
     first synonym, gold[1] the second

Setup statements follow dev.jsonl's exact shapes. Declared column types come from the
databases, opened read-only; every record is verified on an in-memory copy (both golds run,
the base SQL returns rows, and the two readings of a J / C record return different results).
Output is deterministic. Standard library only.

    python3 eval-data/make_probe.py [--dbs DIR] [--out FILE]
"""

import argparse
import json
import re
import sqlite3
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_DBS = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dbs"
DEFAULT_OUT = HERE / "probe.jsonl"

# The only databases this set may use (the AmbiQT dev split's databases).
ALLOWED_DBS = (
    "car_1",
    "pets_1",
    "concert_singer",
    "employee_hire_evaluation",
    "poker_player",
    "museum_visit",
    "course_teach",
    "singer",
)

# Each question: db, shape (simple | agg | join | nested), q, sql,
#   J: (table, column, gold1)                       optional
#   C: (table, column, synonym0, synonym1, template) optional; template.format(c=column) == sql
QUESTIONS = [
    # ------------------------------------------------------------------ concert_singer
    dict(
        db="concert_singer",
        shape="simple",
        q="What are the names of the singers from France who are older than 40?",
        sql="select name from singer where country = 'France' and age > 40",
        J=("singer", "Age",
           "select t1.name from singer as t1 join singer_age as t2 on t1.singer_id = t2.singer_id where t1.country = 'France' and t2.age > 40"),
        C=("singer", "Name", "singer_name", "stage_name",
           "select {c} from singer where country = 'France' and age > 40"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="List the name, location and capacity of every stadium, from the largest capacity to the smallest.",
        sql="select name, location, capacity from stadium order by capacity desc",
        J=("stadium", "Location",
           "select t1.name, t2.location, t1.capacity from stadium as t1 join stadium_location as t2 on t1.stadium_id = t2.stadium_id order by t1.capacity desc"),
        C=("stadium", "Capacity", "seating_capacity", "max_occupancy",
           "select name, location, {c} from stadium order by {c} desc"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="Which stadiums have a capacity between 3000 and 5000? Give their names.",
        sql="select name from stadium where capacity between 3000 and 5000",
        J=("stadium", "Capacity",
           "select t1.name from stadium as t1 join stadium_capacity as t2 on t1.stadium_id = t2.stadium_id where t2.capacity between 3000 and 5000"),
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="For each year, show the year and the number of concerts held in that year.",
        sql="select year, count(*) from concert group by year",
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="What is the average age of male singers?",
        sql="select avg(age) from singer where is_male = 'T'",
        J=("singer", "Age",
           "select avg(t2.age) from singer as t1 join singer_age as t2 on t1.singer_id = t2.singer_id where t1.is_male = 'T'"),
        C=("singer", "Age", "age_in_years", "current_age",
           "select avg({c}) from singer where is_male = 'T'"),
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="What are the highest attendance and the lowest attendance ever recorded across all stadiums?",
        sql="select max(highest), min(lowest) from stadium",
    ),
    dict(
        db="concert_singer",
        shape="join",
        q="Show the names of the concerts and the names of the stadiums where they took place.",
        sql="select t1.concert_name, t2.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id",
        J=("stadium", "Name",
           "select t1.concert_name, t3.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id join stadium_name as t3 on t2.stadium_id = t3.stadium_id"),
        C=("concert", "concert_Name", "event_name", "show_title",
           "select t1.{c}, t2.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id"),
    ),
    dict(
        db="concert_singer",
        shape="join",
        q="How many singers performed in each concert? List the concert name and the number of singers.",
        sql="select t2.concert_name, count(*) from singer_in_concert as t1 join concert as t2 on t1.concert_id = t2.concert_id group by t1.concert_id",
        J=("concert", "concert_Name",
           "select t3.concert_name, count(*) from singer_in_concert as t1 join concert as t2 on t1.concert_id = t2.concert_id join concert_concert_name as t3 on t2.concert_id = t3.concert_id group by t1.concert_id"),
    ),
    dict(
        db="concert_singer",
        shape="join",
        q="What is the name of the stadium that hosted the most concerts?",
        sql="select t2.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id group by t1.stadium_id order by count(*) desc limit 1",
        J=("stadium", "Name",
           "select t3.name from concert as t1 join stadium as t2 on t1.stadium_id = t2.stadium_id join stadium_name as t3 on t2.stadium_id = t3.stadium_id group by t1.stadium_id order by count(*) desc limit 1"),
    ),
    dict(
        db="concert_singer",
        shape="nested",
        q="List the names of stadiums that have never hosted a concert.",
        sql="select name from stadium where stadium_id not in (select stadium_id from concert)",
    ),
    dict(
        db="concert_singer",
        shape="nested",
        q="Give the names of the singers who performed in concerts in both 2014 and 2015.",
        sql="select t2.name from singer_in_concert as t1 join singer as t2 on t1.singer_id = t2.singer_id join concert as t3 on t1.concert_id = t3.concert_id where t3.year = 2014 intersect select t2.name from singer_in_concert as t1 join singer as t2 on t1.singer_id = t2.singer_id join concert as t3 on t1.concert_id = t3.concert_id where t3.year = 2015",
        J=("concert", "Year",
           "select t2.name from singer_in_concert as t1 join singer as t2 on t1.singer_id = t2.singer_id join concert as t3 on t1.concert_id = t3.concert_id join concert_year as t4 on t3.concert_id = t4.concert_id where t4.year = 2014 intersect select t2.name from singer_in_concert as t1 join singer as t2 on t1.singer_id = t2.singer_id join concert as t3 on t1.concert_id = t3.concert_id join concert_year as t4 on t3.concert_id = t4.concert_id where t4.year = 2015"),
    ),
    dict(
        db="concert_singer",
        shape="simple",
        q="Find the names of the singers and the names of their songs for songs released after 2005.",
        sql="select name, song_name from singer where song_release_year > 2005",
        J=("singer", "Song_Name",
           "select t1.name, t2.song_name from singer as t1 join singer_song_name as t2 on t1.singer_id = t2.singer_id where t1.song_release_year > 2005"),
    ),
    dict(
        db="concert_singer",
        shape="agg",
        q="Which countries have more than one singer?",
        sql="select country from singer group by country having count(*) > 1",
    ),
    # ------------------------------------------------------------------ singer
    dict(
        db="singer",
        shape="simple",
        q="What are the names of the singers born after 1950?",
        sql="select name from singer where birth_year > 1950",
        J=("singer", "Birth_Year",
           "select t1.name from singer as t1 join singer_birth_year as t2 on t1.singer_id = t2.singer_id where t2.birth_year > 1950"),
        C=("singer", "Birth_Year", "year_of_birth", "born_in",
           "select name from singer where {c} > 1950"),
    ),
    dict(
        db="singer",
        shape="simple",
        q="List the titles of the songs that sold more than 300000 copies, ordered by sales in descending order.",
        sql="select title from song where sales > 300000 order by sales desc",
        J=("song", "Sales",
           "select t1.title from song as t1 join song_sales as t2 on t1.song_id = t2.song_id where t2.sales > 300000 order by t2.sales desc"),
        C=("song", "Sales", "units_sold", "copies_sold",
           "select title from song where {c} > 300000 order by {c} desc"),
    ),
    dict(
        db="singer",
        shape="agg",
        q="What is the total net worth of the singers from the United States?",
        sql="select sum(net_worth_millions) from singer where citizenship = 'United States'",
        J=("singer", "Net_Worth_Millions",
           "select sum(t2.net_worth_millions) from singer as t1 join singer_net_worth_millions as t2 on t1.singer_id = t2.singer_id where t1.citizenship = 'United States'"),
    ),
    dict(
        db="singer",
        shape="agg",
        q="How many songs have a highest chart position of 1?",
        sql="select count(*) from song where highest_position = 1",
    ),
    dict(
        db="singer",
        shape="join",
        q="Show the title of each song together with the name of its singer.",
        sql="select t1.title, t2.name from song as t1 join singer as t2 on t1.singer_id = t2.singer_id",
        J=("singer", "Name",
           "select t1.title, t3.name from song as t1 join singer as t2 on t1.singer_id = t2.singer_id join singer_name as t3 on t2.singer_id = t3.singer_id"),
        C=("song", "Title", "song_name", "track_title",
           "select t1.{c}, t2.name from song as t1 join singer as t2 on t1.singer_id = t2.singer_id"),
    ),
    dict(
        db="singer",
        shape="join",
        q="Who sang the song with the highest sales? Give the singer's name.",
        sql="select t1.name from singer as t1 join song as t2 on t1.singer_id = t2.singer_id order by t2.sales desc limit 1",
    ),
    dict(
        db="singer",
        shape="join",
        q="Which singers have more than one song? List their names.",
        sql="select t1.name from singer as t1 join song as t2 on t1.singer_id = t2.singer_id group by t1.name having count(*) > 1",
        J=("singer", "Name",
           "select t3.name from singer as t1 join song as t2 on t1.singer_id = t2.singer_id join singer_name as t3 on t1.singer_id = t3.singer_id group by t3.name having count(*) > 1"),
    ),
    dict(
        db="singer",
        shape="nested",
        q="List the names of singers who do not have any songs.",
        sql="select name from singer where singer_id not in (select singer_id from song)",
    ),
    dict(
        db="singer",
        shape="agg",
        q="What is the average net worth of singers in each citizenship?",
        sql="select citizenship, avg(net_worth_millions) from singer group by citizenship",
        J=("singer", "Citizenship",
           "select t2.citizenship, avg(t1.net_worth_millions) from singer as t1 join singer_citizenship as t2 on t1.singer_id = t2.singer_id group by t2.citizenship"),
        C=("singer", "Citizenship", "country", "nation",
           "select {c}, avg(net_worth_millions) from singer group by {c}"),
    ),
    dict(
        db="singer",
        shape="simple",
        q="What is the name and citizenship of the singer with the highest net worth?",
        sql="select name, citizenship from singer order by net_worth_millions desc limit 1",
    ),
    # ------------------------------------------------------------------ poker_player
    dict(
        db="poker_player",
        shape="simple",
        q="What are the names of the people from Russia who are taller than 195?",
        sql="select name from people where nationality = 'Russia' and height > 195",
        J=("people", "Height",
           "select t1.name from people as t1 join people_height as t2 on t1.people_id = t2.people_id where t1.nationality = 'Russia' and t2.height > 195"),
        C=("people", "Nationality", "country", "citizenship",
           "select name from people where {c} = 'Russia' and height > 195"),
    ),
    dict(
        db="poker_player",
        shape="simple",
        q="List the names and heights of all people, from the tallest to the shortest.",
        sql="select name, height from people order by height desc",
        J=("people", "Name",
           "select t2.name, t1.height from people as t1 join people_name as t2 on t1.people_id = t2.people_id order by t1.height desc"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="Show each nationality and the number of people with that nationality.",
        sql="select nationality, count(*) from people group by nationality",
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="What are the maximum and minimum heights of people from Russia?",
        sql="select max(height), min(height) from people where nationality = 'Russia'",
        C=("people", "Height", "height_cm", "stature",
           "select max({c}), min({c}) from people where nationality = 'Russia'"),
    ),
    dict(
        db="poker_player",
        shape="join",
        q="Show the names of the poker players and their money ranks, sorted by money rank.",
        sql="select t1.name, t2.money_rank from people as t1 join poker_player as t2 on t1.people_id = t2.people_id order by t2.money_rank",
        J=("poker_player", "Money_Rank",
           "select t1.name, t3.money_rank from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join poker_player_money_rank as t3 on t2.poker_player_id = t3.poker_player_id order by t3.money_rank"),
    ),
    dict(
        db="poker_player",
        shape="join",
        q="Give the name and height of the poker player who made the most final tables.",
        sql="select t1.name, t1.height from people as t1 join poker_player as t2 on t1.people_id = t2.people_id order by t2.final_table_made desc limit 1",
    ),
    dict(
        db="poker_player",
        shape="nested",
        q="List the names of the people who are not poker players.",
        sql="select name from people where people_id not in (select people_id from poker_player)",
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="How many poker players have earnings between 100000 and 200000?",
        sql="select count(*) from poker_player where earnings between 100000 and 200000",
    ),
    dict(
        db="poker_player",
        shape="join",
        q="Show each nationality together with the total earnings of the poker players of that nationality.",
        sql="select t1.nationality, sum(t2.earnings) from people as t1 join poker_player as t2 on t1.people_id = t2.people_id group by t1.nationality",
        J=("people", "Nationality",
           "select t3.nationality, sum(t2.earnings) from people as t1 join poker_player as t2 on t1.people_id = t2.people_id join people_nationality as t3 on t1.people_id = t3.people_id group by t3.nationality"),
        C=("poker_player", "Earnings", "winnings", "prize_money",
           "select t1.nationality, sum(t2.{c}) from people as t1 join poker_player as t2 on t1.people_id = t2.people_id group by t1.nationality"),
    ),
    dict(
        db="poker_player",
        shape="simple",
        q="Return the earnings of the poker players who made more than 20 final tables.",
        sql="select earnings from poker_player where final_table_made > 20",
        J=("poker_player", "Earnings",
           "select t2.earnings from poker_player as t1 join poker_player_earnings as t2 on t1.poker_player_id = t2.poker_player_id where t1.final_table_made > 20"),
    ),
    dict(
        db="poker_player",
        shape="agg",
        q="For each best finish, what is the lowest money rank among the poker players?",
        sql="select best_finish, min(money_rank) from poker_player group by best_finish",
        J=("poker_player", "Money_Rank",
           "select t1.best_finish, min(t2.money_rank) from poker_player as t1 join poker_player_money_rank as t2 on t1.poker_player_id = t2.poker_player_id group by t1.best_finish"),
    ),
    # ------------------------------------------------------------------ museum_visit
    dict(
        db="museum_visit",
        shape="simple",
        q="List the names of the museums that opened after 2010, in order of opening year.",
        sql="select name from museum where open_year > 2010 order by open_year",
        J=("museum", "Open_Year",
           "select t1.name from museum as t1 join museum_open_year as t2 on t1.museum_id = t2.museum_id where t2.open_year > 2010 order by t2.open_year"),
        C=("museum", "Name", "museum_name", "gallery_name",
           "select {c} from museum where open_year > 2010 order by open_year"),
    ),
    dict(
        db="museum_visit",
        shape="simple",
        q="Which visitors are younger than 30? Show their names and membership levels.",
        sql="select name, level_of_membership from visitor where age < 30",
        J=("visitor", "Age",
           "select t1.name, t1.level_of_membership from visitor as t1 join visitor_age as t2 on t1.id = t2.id where t2.age < 30"),
        C=("visitor", "Level_of_membership", "membership_tier", "loyalty_level",
           "select name, {c} from visitor where age < 30"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="What is the total amount spent at each museum? Show the museum id and the total.",
        sql="select museum_id, sum(total_spent) from visit group by museum_id",
        C=("visit", "Total_spent", "amount_spent", "expenditure",
           "select museum_id, sum({c}) from visit group by museum_id"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="How many museums have more than 15 staff members?",
        sql="select count(*) from museum where num_of_staff > 15",
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="Show the names of the museums together with the names of the visitors who visited them.",
        sql="select t1.name, t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id",
        J=("visitor", "Name",
           "select t1.name, t4.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join visitor_name as t4 on t3.id = t4.id"),
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="For each museum that has been visited, give its name and the total number of tickets sold.",
        sql="select t1.name, sum(t2.num_of_ticket) from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id group by t1.museum_id",
    ),
    dict(
        db="museum_visit",
        shape="join",
        q="Which museum received the most money from its visitors? Give its name.",
        sql="select t1.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id group by t1.museum_id order by sum(t2.total_spent) desc limit 1",
        J=("museum", "Name",
           "select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join museum_name as t3 on t1.museum_id = t3.museum_id group by t1.museum_id order by sum(t2.total_spent) desc limit 1"),
    ),
    dict(
        db="museum_visit",
        shape="nested",
        q="Find the names of the visitors who have never visited any museum.",
        sql="select name from visitor where id not in (select visitor_id from visit)",
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="What is the average age of the visitors at each membership level?",
        sql="select level_of_membership, avg(age) from visitor group by level_of_membership",
        J=("visitor", "Age",
           "select t1.level_of_membership, avg(t2.age) from visitor as t1 join visitor_age as t2 on t1.id = t2.id group by t1.level_of_membership"),
    ),
    dict(
        db="museum_visit",
        shape="nested",
        q="Find the names of the visitors who visited both the Plaza Museum and the Capital Plaza Museum.",
        sql="select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t1.name = 'Plaza Museum' intersect select t3.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id where t1.name = 'Capital Plaza Museum'",
        J=("visitor", "Name",
           "select t4.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join visitor_name as t4 on t3.id = t4.id where t1.name = 'Plaza Museum' intersect select t4.name from museum as t1 join visit as t2 on t1.museum_id = t2.museum_id join visitor as t3 on t2.visitor_id = t3.id join visitor_name as t4 on t3.id = t4.id where t1.name = 'Capital Plaza Museum'"),
    ),
    dict(
        db="museum_visit",
        shape="simple",
        q="What are the opening years of the museums whose names contain 'Plaza'?",
        sql="select open_year from museum where name like '%Plaza%'",
        J=("museum", "Name",
           "select t1.open_year from museum as t1 join museum_name as t2 on t1.museum_id = t2.museum_id where t2.name like '%Plaza%'"),
    ),
    dict(
        db="museum_visit",
        shape="agg",
        q="What is the largest number of tickets bought in a single visit by each visitor? Show the visitor id and that number.",
        sql="select visitor_id, max(num_of_ticket) from visit group by visitor_id",
        C=("visit", "Num_of_Ticket", "ticket_count", "tickets_bought",
           "select visitor_id, max({c}) from visit group by visitor_id"),
    ),
    # ------------------------------------------------------------------ course_teach
    dict(
        db="course_teach",
        shape="agg",
        q="How many teachers are older than 35?",
        sql="select count(*) from teacher where age > 35",
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="List the names and ages of the teachers whose hometown ends with 'Urban District'.",
        sql="select name, age from teacher where hometown like '%Urban District'",
        J=("teacher", "Hometown",
           "select t1.name, t1.age from teacher as t1 join teacher_hometown as t2 on t1.teacher_id = t2.teacher_id where t2.hometown like '%Urban District'"),
        C=("teacher", "Hometown", "native_town", "home_city",
           "select name, age from teacher where {c} like '%Urban District'"),
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="List all course names in alphabetical order.",
        sql="select course from course order by course",
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="What is the starting date of the Math course?",
        sql="select staring_date from course where course = 'Math'",
        J=("course", "Staring_Date",
           "select t2.staring_date from course as t1 join course_staring_date as t2 on t1.course_id = t2.course_id where t1.course = 'Math'"),
        C=("course", "Staring_Date", "start_date", "begin_date",
           "select {c} from course where course = 'Math'"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="Which teachers teach the History course? List their names.",
        sql="select t3.name from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t2.course = 'History'",
        J=("course", "Course",
           "select t3.name from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id join course_course as t4 on t2.course_id = t4.course_id where t4.course = 'History'"),
        C=("teacher", "Name", "teacher_name", "instructor_name",
           "select t3.{c} from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t2.course = 'History'"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="Show the course names and grades taught by Anne Walker.",
        sql="select t2.course, t1.grade from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t3.name = 'Anne Walker'",
        C=("course", "Course", "course_name", "subject_name",
           "select t2.{c}, t1.grade from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join teacher as t3 on t1.teacher_id = t3.teacher_id where t3.name = 'Anne Walker'"),
    ),
    dict(
        db="course_teach",
        shape="join",
        q="Which teachers are arranged to teach at least two courses? Give their names.",
        sql="select t2.name from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id group by t2.name having count(*) >= 2",
        J=("teacher", "Name",
           "select t3.name from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id join teacher_name as t3 on t2.teacher_id = t3.teacher_id group by t3.name having count(*) >= 2"),
    ),
    dict(
        db="course_teach",
        shape="simple",
        q="What is the name of the oldest teacher?",
        sql="select name from teacher order by age desc limit 1",
        J=("teacher", "Name",
           "select t2.name from teacher as t1 join teacher_name as t2 on t1.teacher_id = t2.teacher_id order by t1.age desc limit 1"),
    ),
    dict(
        db="course_teach",
        shape="nested",
        q="Which courses are not taught by any teacher?",
        sql="select course from course except select t2.course from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id",
        J=("course", "Course",
           "select t2.course from course as t1 join course_course as t2 on t1.course_id = t2.course_id except select t3.course from course_arrange as t1 join course as t2 on t1.course_id = t2.course_id join course_course as t3 on t2.course_id = t3.course_id"),
    ),
    dict(
        db="course_teach",
        shape="agg",
        q="How many different hometowns do the teachers come from?",
        sql="select count(distinct hometown) from teacher",
    ),
    dict(
        db="course_teach",
        shape="nested",
        q="List the names of the teachers who teach grade 7 or are younger than 30.",
        sql="select t2.name from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id where t1.grade = 7 union select name from teacher where age < 30",
        J=("teacher", "Age",
           "select t2.name from course_arrange as t1 join teacher as t2 on t1.teacher_id = t2.teacher_id where t1.grade = 7 union select t1.name from teacher as t1 join teacher_age as t2 on t1.teacher_id = t2.teacher_id where t2.age < 30"),
    ),
    # ------------------------------------------------------------------ employee_hire_evaluation
    dict(
        db="employee_hire_evaluation",
        shape="simple",
        q="What are the names of the employees from Bristol, ordered by age?",
        sql="select name from employee where city = 'Bristol' order by age",
        J=("employee", "City",
           "select t1.name from employee as t1 join employee_city as t2 on t1.employee_id = t2.employee_id where t2.city = 'Bristol' order by t1.age"),
        C=("employee", "City", "hometown", "town",
           "select name from employee where {c} = 'Bristol' order by age"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="simple",
        q="Which shops have more than 5000 products? Show their names and locations.",
        sql="select name, location from shop where number_products > 5000",
        J=("shop", "Location",
           "select t1.name, t2.location from shop as t1 join shop_location as t2 on t1.shop_id = t2.shop_id where t1.number_products > 5000"),
        C=("shop", "Location", "city", "town",
           "select name, {c} from shop where number_products > 5000"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="How many employees are younger than 30?",
        sql="select count(*) from employee where age < 30",
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="What is the average age of the employees in each city?",
        sql="select city, avg(age) from employee group by city",
        J=("employee", "Age",
           "select t1.city, avg(t2.age) from employee as t1 join employee_age as t2 on t1.employee_id = t2.employee_id group by t1.city"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="What is the average bonus for each year awarded?",
        sql="select year_awarded, avg(bonus) from evaluation group by year_awarded",
        C=("evaluation", "Bonus", "bonus_amount", "reward",
           "select year_awarded, avg({c}) from evaluation group by year_awarded"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="Show the names of the employees and the names of the shops they work at.",
        sql="select t1.name, t3.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id",
        J=("shop", "Name",
           "select t1.name, t4.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id join shop_name as t4 on t3.shop_id = t4.shop_id"),
        C=("shop", "Name", "shop_name", "store_name",
           "select t1.name, t3.{c} from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join shop as t3 on t2.shop_id = t3.shop_id"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="Which shop has hired the most employees? Give its name.",
        sql="select t2.name from hiring as t1 join shop as t2 on t1.shop_id = t2.shop_id group by t1.shop_id order by count(*) desc limit 1",
    ),
    dict(
        db="employee_hire_evaluation",
        shape="join",
        q="Find the names of the full-time employees who started before 2010.",
        sql="select t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id where t2.is_full_time = 'T' and t2.start_from < 2010",
        J=("hiring", "Start_from",
           "select t1.name from employee as t1 join hiring as t2 on t1.employee_id = t2.employee_id join hiring_start_from as t3 on t2.employee_id = t3.employee_id where t2.is_full_time = 'T' and t3.start_from < 2010"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="nested",
        q="Which cities have both employees older than 35 and employees younger than 30?",
        sql="select city from employee where age > 35 intersect select city from employee where age < 30",
        J=("employee", "City",
           "select t2.city from employee as t1 join employee_city as t2 on t1.employee_id = t2.employee_id where t1.age > 35 intersect select t2.city from employee as t1 join employee_city as t2 on t1.employee_id = t2.employee_id where t1.age < 30"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="nested",
        q="Show the names of the employees who received an award in 2016 or are older than 40.",
        sql="select t1.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id where t2.year_awarded = 2016 union select name from employee where age > 40",
        J=("employee", "Age",
           "select t1.name from employee as t1 join evaluation as t2 on t1.employee_id = t2.employee_id where t2.year_awarded = 2016 union select t1.name from employee as t1 join employee_age as t2 on t1.employee_id = t2.employee_id where t2.age > 40"),
    ),
    dict(
        db="employee_hire_evaluation",
        shape="agg",
        q="How many evaluations were awarded in each year? Show the year and the count.",
        sql="select year_awarded, count(*) from evaluation group by year_awarded",
    ),
    # ------------------------------------------------------------------ pets_1
    dict(
        db="pets_1",
        shape="simple",
        q="How many female students are older than 20?",
        sql="select count(*) from student where sex = 'F' and age > 20",
        J=("Student", "Age",
           "select count(*) from student as t1 join student_age as t2 on t1.stuid = t2.stuid where t1.sex = 'F' and t2.age > 20"),
    ),
    dict(
        db="pets_1",
        shape="simple",
        q="Give me the first and last names of the students whose city code is BAL.",
        sql="select fname, lname from student where city_code = 'BAL'",
        J=("Student", "city_code",
           "select t1.fname, t1.lname from student as t1 join student_city_code as t2 on t1.stuid = t2.stuid where t2.city_code = 'BAL'"),
    ),
    dict(
        db="pets_1",
        shape="simple",
        q="What are the last names of the students whose first name starts with 'M'?",
        sql="select lname from student where fname like 'M%'",
        J=("Student", "Fname",
           "select t1.lname from student as t1 join student_fname as t2 on t1.stuid = t2.stuid where t2.fname like 'M%'"),
        C=("Student", "LName", "surname", "family_name",
           "select {c} from student where fname like 'M%'"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="How many students are there in each major?",
        sql="select major, count(*) from student group by major",
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="What is the average age of the students of each sex?",
        sql="select sex, avg(age) from student group by sex",
        C=("Student", "Sex", "gender", "biological_sex",
           "select {c}, avg(age) from student group by {c}"),
    ),
    dict(
        db="pets_1",
        shape="agg",
        q="Which advisors have more than 3 students? Return the advisor ids.",
        sql="select advisor from student group by advisor having count(*) > 3",
        C=("Student", "Advisor", "mentor", "supervisor_id",
           "select {c} from student group by {c} having count(*) > 3"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="List the first names of the students who own pets, together with the type of each pet.",
        sql="select t1.fname, t3.pettype from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid",
        J=("Pets", "PetType",
           "select t1.fname, t4.pettype from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join pets_pettype as t4 on t3.petid = t4.petid"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="What is the total weight of the pets owned by each student? Show the last name and the total weight.",
        sql="select t1.lname, sum(t3.weight) from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid group by t1.stuid",
        J=("Pets", "weight",
           "select t1.lname, sum(t4.weight) from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join pets_weight as t4 on t3.petid = t4.petid group by t1.stuid"),
        C=("Pets", "weight", "weight_kg", "pet_weight",
           "select t1.lname, sum(t3.{c}) from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid group by t1.stuid"),
    ),
    dict(
        db="pets_1",
        shape="join",
        q="What is the last name of the student who owns the heaviest pet?",
        sql="select t1.lname from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid order by t3.weight desc limit 1",
        J=("Student", "LName",
           "select t4.lname from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join student_lname as t4 on t1.stuid = t4.stuid order by t3.weight desc limit 1"),
    ),
    dict(
        db="pets_1",
        shape="nested",
        q="Find the first names of the students who are older than the average age of all students.",
        sql="select fname from student where age > (select avg(age) from student)",
    ),
    dict(
        db="pets_1",
        shape="nested",
        q="Find the last names of the students who are older than 25 or own a dog.",
        sql="select lname from student where age > 25 union select t1.lname from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid where t3.pettype = 'dog'",
        J=("Pets", "PetType",
           "select lname from student where age > 25 union select t1.lname from student as t1 join has_pet as t2 on t1.stuid = t2.stuid join pets as t3 on t2.petid = t3.petid join pets_pettype as t4 on t3.petid = t4.petid where t4.pettype = 'dog'"),
    ),
    # ------------------------------------------------------------------ car_1
    dict(
        db="car_1",
        shape="join",
        q="List the names of all the countries in Europe.",
        sql="select t1.countryname from countries as t1 join continents as t2 on t1.continent = t2.contid where t2.continent = 'europe'",
        J=("countries", "CountryName",
           "select t3.countryname from countries as t1 join continents as t2 on t1.continent = t2.contid join countries_countryname as t3 on t1.countryid = t3.countryid where t2.continent = 'europe'"),
        C=("countries", "CountryName", "country", "nation_name",
           "select t1.{c} from countries as t1 join continents as t2 on t1.continent = t2.contid where t2.continent = 'europe'"),
    ),
    dict(
        db="car_1",
        shape="simple",
        q="What is the full name of the car maker whose short name is gm?",
        sql="select fullname from car_makers where maker = 'gm'",
        J=("car_makers", "FullName",
           "select t2.fullname from car_makers as t1 join car_makers_fullname as t2 on t1.id = t2.id where t1.maker = 'gm'"),
        C=("car_makers", "FullName", "official_name", "company_name",
           "select {c} from car_makers where maker = 'gm'"),
    ),
    dict(
        db="car_1",
        shape="simple",
        q="How many 6-cylinder cars were made in 1978?",
        sql="select count(*) from cars_data where cylinders = 6 and year = 1978",
    ),
    dict(
        db="car_1",
        shape="simple",
        q="List the makes of all the cars whose model is subaru.",
        sql="select make from car_names where model = 'subaru'",
        J=("car_names", "Make",
           "select t2.make from car_names as t1 join car_names_make as t2 on t1.makeid = t2.makeid where t1.model = 'subaru'"),
        C=("car_names", "Make", "brand", "vehicle_make",
           "select {c} from car_names where model = 'subaru'"),
    ),
    dict(
        db="car_1",
        shape="agg",
        q="What is the average engine displacement for each year?",
        sql="select year, avg(edispl) from cars_data group by year",
        J=("cars_data", "Edispl",
           "select t1.year, avg(t2.edispl) from cars_data as t1 join cars_data_edispl as t2 on t1.id = t2.id group by t1.year"),
    ),
    dict(
        db="car_1",
        shape="agg",
        q="How many car makers are there in each country? List the country id and the count.",
        sql="select country, count(*) from car_makers group by country",
    ),
    dict(
        db="car_1",
        shape="agg",
        q="Which years had more than 35 cars? List the years.",
        sql="select year from cars_data group by year having count(*) > 35",
        C=("cars_data", "Year", "manufacture_year", "release_year",
           "select {c} from cars_data group by {c} having count(*) > 35"),
    ),
    dict(
        db="car_1",
        shape="join",
        q="What is the name of the country of the maker that makes the model volvo?",
        sql="select t3.countryname from model_list as t1 join car_makers as t2 on t1.maker = t2.id join countries as t3 on t2.country = t3.countryid where t1.model = 'volvo'",
        J=("countries", "CountryName",
           "select t4.countryname from model_list as t1 join car_makers as t2 on t1.maker = t2.id join countries as t3 on t2.country = t3.countryid join countries_countryname as t4 on t3.countryid = t4.countryid where t1.model = 'volvo'"),
    ),
    dict(
        db="car_1",
        shape="join",
        q="What is the make of the heaviest car?",
        sql="select t1.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id order by t2.weight desc limit 1",
        J=("cars_data", "Weight",
           "select t1.make from car_names as t1 join cars_data as t2 on t1.makeid = t2.id join cars_data_weight as t3 on t2.id = t3.id order by t3.weight desc limit 1"),
    ),
    dict(
        db="car_1",
        shape="nested",
        q="List the names of the countries that have no car makers.",
        sql="select countryname from countries where countryid not in (select country from car_makers)",
    ),
    dict(
        db="car_1",
        shape="nested",
        q="In which years were cars with 3 cylinders and cars with 5 cylinders both produced?",
        sql="select year from cars_data where cylinders = 3 intersect select year from cars_data where cylinders = 5",
        J=("cars_data", "Year",
           "select t2.year from cars_data as t1 join cars_data_year as t2 on t1.id = t2.id where t1.cylinders = 3 intersect select t2.year from cars_data as t1 join cars_data_year as t2 on t1.id = t2.id where t1.cylinders = 5"),
    ),
    dict(
        db="car_1",
        shape="simple",
        q="What are the distinct numbers of cylinders of the cars made after 1981?",
        sql="select distinct cylinders from cars_data where year > 1981",
        J=("cars_data", "Cylinders",
           "select distinct t2.cylinders from cars_data as t1 join cars_data_cylinders as t2 on t1.id = t2.id where t1.year > 1981"),
    ),
]


# ---------------------------------------------------------------- schema helpers


def q(name):
    return '"' + name + '"'


def open_ro(dbs, db_id):
    if db_id not in ALLOWED_DBS:
        raise SystemExit(f"database {db_id!r} is not one of the allowed dev databases")
    path = Path(dbs) / f"{db_id}.sqlite"
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


class Schema:
    def __init__(self, con):
        self.tables = [r[0] for r in con.execute(
            "select name from sqlite_master where type = 'table' order by name")]
        self.columns = {}  # table -> [(name, declared type, pk)]
        self.fk_columns = set()  # (table lower, column lower) on either side of a foreign key
        for t in self.tables:
            self.columns[t] = [(r[1], r[2], r[5]) for r in con.execute(f"pragma table_info({q(t)})")]
            for fk in con.execute(f"pragma foreign_key_list({q(t)})"):
                self.fk_columns.add((t.lower(), fk[3].lower()))
                if fk[4]:
                    self.fk_columns.add((fk[2].lower(), fk[4].lower()))

    def table(self, name):
        for t in self.tables:
            if t == name:
                return t
        raise KeyError(f"no table {name!r}")

    def column(self, table, name):
        for c, typ, _ in self.columns[table]:
            if c == name:
                return c, typ.upper()
        raise KeyError(f"no column {table}.{name}")

    def key(self, table):
        pks = [(c, typ.upper()) for c, typ, pk in self.columns[table] if pk]
        if len(pks) != 1:
            raise ValueError(f"{table} has no single-column primary key")
        return pks[0]

    def is_key(self, table, column):
        if any(c == column and pk for c, _, pk in self.columns[table]):
            return True
        return (table.lower(), column.lower()) in self.fk_columns


def shifted(select_col, table):
    """The value of the next row (by rowid), wrapping to the first: dev.jsonl's shift."""
    t = q(table)
    return (f"coalesce((select {q(select_col)} from {t} x where x.rowid > {t}.rowid order by x.rowid limit 1), "
            f"(select {q(select_col)} from {t} x order by x.rowid limit 1))")


def j_setup(schema, table, column):
    table = schema.table(table)
    col, typ = schema.column(table, column)
    key, ktyp = schema.key(table)
    if col == key:
        raise ValueError(f"J column {table}.{col} is the key")
    split = f"{table.lower()}_{col.lower()}"
    return split, [
        f"create table {q(split)} ({q(key)} {ktyp}, {q(col)} {typ})",
        f"insert into {q(split)} select {q(key)}, {shifted(col, table)} from {q(table)}",
    ]


def c_setup(schema, table, column, syn0, syn1):
    table = schema.table(table)
    col, typ = schema.column(table, column)
    if schema.is_key(table, col):
        raise ValueError(f"C column {table}.{col} is a key; this script only renames non-key columns")
    t = q(table)
    return [
        f"alter table {t} rename column {q(col)} to {q(syn0)}",
        f"alter table {t} add column {q(syn1)} {typ}",
        f"update {t} set {q(syn1)} = (select case when typeof(v) in ('integer','real') then v + 1 else v end "
        f"from (select {shifted(syn0, table)} as v))",
    ]


# ---------------------------------------------------------------- verification


def rows(con, sql):
    return con.execute(sql).fetchall()


def same(sql, a, b):
    """Execution match as the evaluator does it: multisets, in order only with ORDER BY."""
    if "order by" in sql.lower():
        return a == b
    key = lambda r: tuple((v is None, type(v).__name__, v if v is not None else 0) for v in r)
    return sorted(a, key=key) == sorted(b, key=key)


def non_empty(result):
    return bool(result) and any(v is not None for r in result for v in r)


def modified(src, setup):
    mem = sqlite3.connect(":memory:")
    src.backup(mem)
    for stmt in setup:
        mem.execute(stmt)
    mem.commit()
    return mem


def check_variant(problems, where, kind, src, setup, sql, base, gold, note_tie=None):
    """Checks a J or C variant on a modified copy; returns its record, or None when it fails.
    gold[0] must give the base result, gold[1] rows of its own that differ from it."""
    mem = modified(src, setup)
    try:
        r0, r1 = rows(mem, gold[0]), rows(mem, gold[1])
        if not same(sql, r0, base):
            problems.append(f"{where}: {kind} gold[0] differs from the base result")
        if same(sql, r0, r1):
            problems.append(f"{where}: {kind} readings return the same result")
        if not non_empty(r1):
            problems.append(f"{where}: {kind} gold[1] returns no rows")
        if note_tie and note_tie(mem, gold[1]):
            problems.append(f"{where}: {kind} gold[1] has a tie for the top row")
        return dict(kind=kind, gold=list(gold), setup=setup)
    except sqlite3.Error as e:
        problems.append(f"{where}: {kind} fails: {e}")
        return None
    finally:
        mem.close()


def build(dbs, questions=None, note_tie=None):
    """Every record of `questions` (default: this file's), checked; `note_tie(con, sql)` is an
    extra check that a superlative has no tie for its top row."""
    questions = QUESTIONS if questions is None else questions
    records = {"B": [], "J": [], "C": []}
    problems = []
    cache = {}
    for i, item in enumerate(questions):
        db = item["db"]
        if db not in cache:
            con = open_ro(dbs, db)
            cache[db] = (con, Schema(con))
        src, schema = cache[db]
        sql = item["sql"]
        where = f"#{i} ({db}: {item['q']})"
        if sql != sql.strip() or "  " in sql:
            problems.append(f"{where}: stray whitespace in SQL")
        try:
            base = rows(src, sql)
        except sqlite3.Error as e:
            problems.append(f"{where}: base SQL fails: {e}")
            continue
        if not non_empty(base):
            problems.append(f"{where}: base SQL returns no rows")
        if note_tie and note_tie(src, sql):
            problems.append(f"{where}: tie for the top row of the superlative")
        records["B"].append(dict(kind="B", db_id=db, question=item["q"], gold=[sql, sql], setup=[]))

        variants = []
        if "J" in item:
            table, column, gold1 = item["J"]
            split, setup = j_setup(schema, table, column)
            if split not in gold1:
                problems.append(f"{where}: J gold[1] does not read {split}")
            variants.append(("J", setup, (sql, gold1)))
        if "C" in item:
            table, column, syn0, syn1, template = item["C"]
            if template.format(c=column.lower()) != sql:
                problems.append(f"{where}: C template does not give back the base SQL")
            setup = c_setup(schema, table, column, syn0, syn1)
            variants.append(("C", setup, (template.format(c=syn0), template.format(c=syn1))))
        for kind, setup, gold in variants:
            rec = check_variant(problems, where, kind, src, setup, sql, base, gold, note_tie)
            if rec:
                records[kind].append(dict(rec, db_id=db, question=item["q"]))
    for con, _ in cache.values():
        con.close()
    return records, problems


def write(out_path, records, questions):
    """Writes the records as JSON lines, ids per kind, and prints what was written."""
    out = []
    for kind in ("B", "J", "C"):
        for n, rec in enumerate(records[kind]):
            out.append(dict(id=f"{kind}-{n:03d}", **rec))
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for rec in out:
            f.write(json.dumps({k: rec[k] for k in ("id", "kind", "db_id", "question", "gold", "setup")},
                               ensure_ascii=False) + "\n")
    counts = ", ".join(f"{k} {len(v)}" for k, v in records.items())
    shapes = {}
    for item in questions:
        shapes[item["shape"]] = shapes.get(item["shape"], 0) + 1
    print(f"wrote {len(out)} records to {out_path} ({counts}); shapes: {shapes}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dbs", default=str(DEFAULT_DBS), help="folder with the dev .sqlite files")
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    args = ap.parse_args()

    seen = set()
    for item in QUESTIONS:
        key = (item["db"], item["q"].lower())
        if key in seen:
            raise SystemExit(f"duplicate question: {item['q']}")
        seen.add(key)

    records, problems = build(args.dbs)
    if problems:
        for p in problems:
            print("problem:", p, file=sys.stderr)
        raise SystemExit(f"{len(problems)} problem(s); nothing written")

    write(args.out, records, QUESTIONS)

if __name__ == "__main__":
    main()
