#!/usr/bin/env python3
"""Build eval-data/probe8a.jsonl and three new SQLite databases in eval-data/dbs8/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (software_conference, cycling_tour, insurance_claims), their data,
the questions and the gold SQL were all written fresh for this project, in the style of Spider;
none of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened,
and the parser's sources were not read). The structure, setup shapes and checks copy
make_probe7a.py; the shared helpers come from probe_kit.py.

The schemas copy the untidiness of Spider's real databases: naming styles mixed within one
database (`RoomID`, `Seat_Count`, `Lvl`, `Fname`, `Lname`, `first_yr`, `amt_paid`, `RiderID`,
`dob`, `Pos`, `Pts`, `dist_km`, `Prem_Amt`, `comm_rate`, `yr_hired`, `method_code`), columns
whose name is not the word the question uses ("capacity" is `Seat_Count`, "level" is `Lvl`,
"budget" is `total_allocation`, "career wins" is `Pro_Wins`, "premium" is `Prem_Amt`, "coverage"
is `Sum_Insured`, "sponsorship" is `Pledge_Amt` / `amt`), years and dates stored as text
(`first_yr`, `Founded`, `dob`, `Date_Filed`), numeric codes (`Day_No`, `Climb_Cat`,
`Risk_Class`), a few NULLs (a speaker's company, talk ratings, settled amounts), and the same
column name in two or three tables (`name` in track, attendee and sponsor; `id` in track and
attendee; `Country` in speaker, attendee and sponsor, and in team, rider and sponsor; `State` in
Customers and Agents). Each database has a link table with a two-column key (talk_speaker,
stage_result, Customer_Policies), which is never split, and tables reached only through two hops
(the rooms a speaker spoke in through talk_speaker and talk; a team's stage wins through rider
and stage_result; a customer's claims and agents through Customer_Policies and Policies).

Each database is created from the inline SQL below (CREATE TABLE with primary and foreign keys,
then INSERT). Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL],
`setup`, `spider_sql`), with setup statements shaped exactly like dev.jsonl's:

  B  the base question on the unmodified database: setup [], gold [sql, sql]
  J  one non-key column c of table t copied, shifted by one row, into a new table "t_c" (key, c);
     gold[0] is the base SQL, gold[1] reads c through a join on the key (also inside subqueries
     and on both sides of a set operation)
  C  c renamed to a synonym, and a second synonym column added with the shifted (+1 for numbers)
     values; gold[0] uses the first synonym, gold[1] the second
  T  table t renamed to a synonym, and a copy under a second synonym with every third row deleted;
     gold[0] uses the first table name, gold[1] the second
  P  a precomputed aggregate table "<t>_<c>" (count / sum / avg / min / max of c, grouped by the
     grouping or filter column), every value +1; gold[1] reads the precomputed column

Record ids are "<kind>8a-NNNN" (J8a-0001, ...), numbered from 1 within each kind.

Every intent is asked twice in different words, as Spider's annotators do (imperative and
interrogative, possessives, passives, "at least 3" / "more than two", "both ... and", "but not",
"either ... or", "never", "above the average"). The second wording's gold is an equivalent SQL
written the way that wording suggests (columns in the order it names them, the join read from
the other side, `>= 3` for `> 2`, `<= 2009` for `< 2010`, `= (select max ...)` for
`order by ... limit 1`, EXCEPT for NOT IN, the operands of a set operation swapped, a subquery
of distinct values for `count(distinct ...)`), because the checks refuse two records with the
same SQL on one database. Select columns follow the order in which the question names them;
joins use Spider's aliases T1, T2, ... (lowercased, as dev.jsonl's golds are).

Checks, on an in-memory copy of each database (SQLite backup API); if any fails nothing is
written (no database, no jsonl):
  - no question and no base SQL repeats one of an existing eval-data/probe*.jsonl (this script's
    own output excepted) or of ../shared/data/ambiqt/dev.jsonl (compared case- and
    space-insensitively);
  - every database has 4-7 tables of 8-20 rows each and no foreign key violation;
  - every gold runs; the base SQL returns at least one non-null row;
  - gold[0] of a variant gives the base result on the modified database;
  - the two golds of a J / C / T / P record return different results (multisets, in order only
    when the SQL has ORDER BY); a variant whose readings agree is dropped (and reported), not
    treated as a failure;
  - the variant's gold[1] gives the base result on an unperturbed twin of the setup (J: the split
    table holds the unshifted values; C: the second synonym holds a plain copy; T: nothing is
    deleted; P: no +1), so that gold[1] really is the same question read another way;
  - an "... order by ... limit 1" superlative has no tie for its top row (base and gold[1]);
  - template variants (C / T) give back the base SQL for the original name;
  - no two questions (or two golds) of one database are the same.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe8a.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe8a.jsonl"
DEFAULT_DBS = HERE / "dbs8"
DEFAULT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"
ID_TAG = "8a"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["software_conference"] = r'''
CREATE TABLE "Room" (
"RoomID" int,
"Room_Name" text,
"Building" text,
"Floor" int,
"Seat_Count" int,
"Has_Stream" text,
PRIMARY KEY ("RoomID")
);
create table track (
  id INTEGER PRIMARY KEY,
  name VARCHAR(40),
  Chair VARCHAR(40),
  Day_No INTEGER
);
CREATE TABLE talk (
  talk_id INTEGER PRIMARY KEY,
  title TEXT,
  track_id INTEGER,
  RoomID INTEGER,
  Talk_Date TEXT,
  Start_Time TEXT,
  Duration_Min INTEGER,
  Lvl TEXT,
  Avg_Rating REAL,
  FOREIGN KEY (track_id) REFERENCES track(id),
  FOREIGN KEY (RoomID) REFERENCES Room(RoomID)
);
CREATE TABLE "speaker" (
"SpeakerID" int,
"Fname" text,
"Lname" text,
"Company" text,
"Country" text,
"first_yr" text,
"Fee" real,
PRIMARY KEY ("SpeakerID")
);
CREATE TABLE "talk_speaker" (
"talk_id" int,
"SpeakerID" int,
"Role" text,
PRIMARY KEY ("talk_id","SpeakerID"),
FOREIGN KEY ("talk_id") REFERENCES "talk"("talk_id"),
FOREIGN KEY ("SpeakerID") REFERENCES "speaker"("SpeakerID")
);
create table attendee (
  id INTEGER PRIMARY KEY,
  name VARCHAR(40),
  Company VARCHAR(40),
  Country VARCHAR(30),
  Ticket_Type VARCHAR(12),
  amt_paid REAL,
  reg_date VARCHAR(10)
);
CREATE TABLE sponsor (
  sponsor_id INTEGER PRIMARY KEY,
  name TEXT,
  Tier TEXT,
  Country TEXT,
  track_id INTEGER,
  Pledge_Amt REAL,
  since_yr TEXT,
  FOREIGN KEY (track_id) REFERENCES track(id)
);
INSERT INTO "Room" VALUES (1,'Aurora Hall','North Wing',1,600,'Y');
INSERT INTO "Room" VALUES (2,'Boreal Room','North Wing',2,180,'Y');
INSERT INTO "Room" VALUES (3,'Cobalt Lab','South Wing',1,60,'N');
INSERT INTO "Room" VALUES (4,'Delta Suite','South Wing',2,240,'Y');
INSERT INTO "Room" VALUES (5,'Ember Room','East Annex',1,120,'N');
INSERT INTO "Room" VALUES (6,'Fjord Room','East Annex',3,90,'N');
INSERT INTO "Room" VALUES (7,'Granite Theatre','North Wing',0,850,'Y');
INSERT INTO "Room" VALUES (8,'Harbor Room','South Wing',3,150,'Y');
INSERT INTO "Room" VALUES (9,'Iris Pod','East Annex',2,40,'N');
insert into track values (1,'Systems Programming','Ines Albrecht',1);
insert into track values (2,'Web Frontends','Marco Bellini',1);
insert into track values (3,'Data Engineering','Keiko Sato',2);
insert into track values (4,'Machine Learning','Ravi Menon',2);
insert into track values (5,'Security','Olga Petrenko',3);
insert into track values (6,'DevOps','Samuel Okoro',3);
insert into track values (7,'Programming Languages','Ines Albrecht',2);
insert into track values (8,'Community','Hannah Ruiz',1);
insert into talk values (1,'Rust Without Fear',1,7,'2024-06-11','09:00',45,'Beginner',4.6);
insert into talk values (2,'Inside the Borrow Checker',7,2,'2024-06-12','10:30',40,'Advanced',4.8);
insert into talk values (3,'Zero-Copy Parsing',1,4,'2024-06-11','11:00',30,'Advanced',4.1);
insert into talk values (4,'Signals in Modern UIs',2,1,'2024-06-11','14:00',45,'Intermediate',3.9);
insert into talk values (5,'CSS Grid in Practice',2,5,'2024-06-11','15:30',30,'Beginner',3.5);
insert into talk values (6,'Streaming Joins at Scale',3,4,'2024-06-12','09:00',45,'Advanced',4.3);
insert into talk values (7,'Lakehouse Lessons',3,2,'2024-06-12','13:30',30,'Intermediate',NULL);
insert into talk values (8,'Fine-Tuning on a Budget',4,7,'2024-06-12','16:00',60,'Intermediate',4.7);
insert into talk values (9,'Evaluating LLM Agents',4,1,'2024-06-12','11:00',45,'Advanced',4.4);
insert into talk values (10,'Threat Modelling 101',5,8,'2024-06-13','09:30',30,'Beginner',4.0);
insert into talk values (11,'Supply Chain Attacks',5,4,'2024-06-13','11:00',45,'Advanced',4.5);
insert into talk values (12,'GitOps Pitfalls',6,5,'2024-06-13','13:00',30,'Intermediate',3.6);
insert into talk values (13,'Observability for Humans',6,8,'2024-06-13','14:30',45,'Beginner',NULL);
insert into talk values (14,'Effect Systems Explained',7,6,'2024-06-12','15:00',60,'Advanced',4.2);
insert into talk values (15,'Running a Meetup',8,3,'2024-06-11','16:30',20,'Beginner',3.8);
insert into talk values (16,'Mentoring New Contributors',8,7,'2024-06-11','10:00',25,'Beginner',4.05);
insert into talk values (17,'Kernel Bypass Networking',1,2,'2024-06-13','10:00',40,'Advanced',3.7);
insert into talk values (18,'Vector Search Internals',4,7,'2024-06-13','15:30',45,'Intermediate',4.25);
insert into talk values (19,'Retrieval Pipelines That Work',4,1,'2024-06-11','11:30',30,'Intermediate',4.15);
INSERT INTO "speaker" VALUES (1,'Ana','Ferreira','Ferrous Labs','Portugal','2018',1500);
INSERT INTO "speaker" VALUES (2,'Ben','Okafor','Cloudnine','Nigeria','2021',1200);
INSERT INTO "speaker" VALUES (3,'Chloe','Martin',NULL,'France','2016',2000);
INSERT INTO "speaker" VALUES (4,'Dmitri','Volkov','Quanta AI','Germany','2019',2500);
INSERT INTO "speaker" VALUES (5,'Emma','Lindgren','Cloudnine','Sweden','2022',1000);
INSERT INTO "speaker" VALUES (6,'Farid','Haddad','SecureStack','Lebanon','2017',1800);
INSERT INTO "speaker" VALUES (7,'Grace','Nakamura','Quanta AI','Japan','2020',2200);
INSERT INTO "speaker" VALUES (8,'Hugo','Becker','Ferrous Labs','Germany','2015',3000);
INSERT INTO "speaker" VALUES (9,'Isha','Kapoor','DataForge','India','2023',900);
INSERT INTO "speaker" VALUES (10,'Jonas','Berg','Nordic Dev','Sweden','2019',NULL);
INSERT INTO "speaker" VALUES (11,'Kira','Tanaka','DataForge','Japan','2021',1400);
INSERT INTO "speaker" VALUES (12,'Liam','Walsh','SecureStack','Ireland','2018',1600);
INSERT INTO "speaker" VALUES (13,'Maya','Cohen','Cloudnine','Israel','2024',800);
INSERT INTO "speaker" VALUES (14,'Noah','Schmidt','Opsly','Germany','2020',1300);
INSERT INTO "speaker" VALUES (15,'Olivia','Reyes','Opsly','Mexico','2024',NULL);
INSERT INTO "talk_speaker" VALUES (1,1,'Lead');
INSERT INTO "talk_speaker" VALUES (1,8,'Co-presenter');
INSERT INTO "talk_speaker" VALUES (2,8,'Lead');
INSERT INTO "talk_speaker" VALUES (3,1,'Lead');
INSERT INTO "talk_speaker" VALUES (4,5,'Lead');
INSERT INTO "talk_speaker" VALUES (4,2,'Co-presenter');
INSERT INTO "talk_speaker" VALUES (5,13,'Lead');
INSERT INTO "talk_speaker" VALUES (6,9,'Lead');
INSERT INTO "talk_speaker" VALUES (7,11,'Lead');
INSERT INTO "talk_speaker" VALUES (8,4,'Lead');
INSERT INTO "talk_speaker" VALUES (8,7,'Co-presenter');
INSERT INTO "talk_speaker" VALUES (9,7,'Lead');
INSERT INTO "talk_speaker" VALUES (10,12,'Lead');
INSERT INTO "talk_speaker" VALUES (11,6,'Lead');
INSERT INTO "talk_speaker" VALUES (11,12,'Co-presenter');
INSERT INTO "talk_speaker" VALUES (12,14,'Lead');
INSERT INTO "talk_speaker" VALUES (13,2,'Lead');
INSERT INTO "talk_speaker" VALUES (14,3,'Lead');
INSERT INTO "talk_speaker" VALUES (15,10,'Lead');
INSERT INTO "talk_speaker" VALUES (17,8,'Lead');
insert into attendee values (1,'Aiden Clarke','Cloudnine','Ireland','Standard',450,'2024-03-02');
insert into attendee values (2,'Bea Santos','Ferrous Labs','Portugal','Early Bird',300,'2024-01-15');
insert into attendee values (3,'Carl Jensen','Aarhus University','Denmark','Student',90,'2024-04-20');
insert into attendee values (4,'Dana White','Opsly','USA','VIP',1200,'2024-02-10');
insert into attendee values (5,'Eli Novak','DataForge','Czechia','Standard',450,'2024-05-01');
insert into attendee values (6,'Fatima Zahra','Quanta AI','Morocco','Early Bird',300,'2024-01-28');
insert into attendee values (7,'Gus Weber','Bitwise GmbH','Germany','Standard',450,'2024-03-19');
insert into attendee values (8,'Hana Kim','KAIST','South Korea','Student',90,'2024-05-22');
insert into attendee values (9,'Ivan Petrov','Bitwise GmbH','Bulgaria','Early Bird',300,'2024-01-09');
insert into attendee values (10,'Julia Rossi','Cloudnine','Italy','VIP',1200,'2024-02-27');
insert into attendee values (11,'Kofi Mensah','Opsly','Ghana','Standard',450,'2024-04-03');
insert into attendee values (12,'Lena Fischer','Ferrous Labs','Germany','Standard',425,'2024-04-11');
insert into attendee values (13,'Mateo Garcia','Nimbus Retail','Spain','Early Bird',280,'2024-01-05');
insert into attendee values (14,'Nora Ali','Nimbus Retail','Egypt','Student',90,'2024-05-30');
insert into attendee values (15,'Omar Haddad','SecureStack','Lebanon','VIP',1150,'2024-03-12');
insert into attendee values (16,'Priya Nair','DataForge','India','Standard',450,'2024-04-25');
INSERT INTO sponsor VALUES (1,'Cloudnine','Platinum','USA',4,50000,'2019');
INSERT INTO sponsor VALUES (2,'Ferrous Labs','Gold','Germany',1,25000,'2020');
INSERT INTO sponsor VALUES (3,'SecureStack','Gold','UK',5,22000,'2021');
INSERT INTO sponsor VALUES (4,'Opsly','Silver','Germany',6,12000,'2022');
INSERT INTO sponsor VALUES (5,'DataForge','Silver','India',3,10000,'2021');
INSERT INTO sponsor VALUES (6,'Quanta AI','Platinum','Canada',4,60000,'2023');
INSERT INTO sponsor VALUES (7,'Pixel Forge','Bronze','USA',2,5000,'2022');
INSERT INTO sponsor VALUES (8,'Bitwise GmbH','Bronze','Germany',1,4500,'2024');
INSERT INTO sponsor VALUES (9,'Meridian Bank','Gold','UK',3,30000,'2018');
INSERT INTO sponsor VALUES (10,'OpenHearth Foundation','Bronze','Netherlands',8,3000,'2020');
'''

DATABASES["cycling_tour"] = r'''
CREATE TABLE "team" (
"Team_ID" int,
"Team_Name" text,
"Country" text,
"Founded" text,
"total_allocation" real,
"Manager" text,
PRIMARY KEY ("Team_ID")
);
CREATE TABLE "rider" (
"RiderID" int,
"Fname" text,
"Lname" text,
"dob" text,
"Country" text,
"Team_ID" int,
"Spec" text,
"Pro_Wins" int,
PRIMARY KEY ("RiderID"),
FOREIGN KEY ("Team_ID") REFERENCES "team"("Team_ID")
);
create table stage (
  stage_id INTEGER PRIMARY KEY,
  Stage_No INTEGER,
  Start_Town VARCHAR(30),
  Finish_Town VARCHAR(30),
  dist_km REAL,
  Stage_Type VARCHAR(10),
  Stage_Date VARCHAR(10),
  Climb_Cat INTEGER
);
create table stage_result (
  RiderID INTEGER,
  stage_id INTEGER,
  Pos INTEGER,
  Gap_Sec INTEGER,
  Pts INTEGER,
  PRIMARY KEY (RiderID, stage_id),
  FOREIGN KEY (RiderID) REFERENCES rider(RiderID),
  FOREIGN KEY (stage_id) REFERENCES stage(stage_id)
);
CREATE TABLE sponsor (
  sponsor_id INTEGER PRIMARY KEY,
  name TEXT,
  Industry TEXT,
  Country TEXT,
  Team_ID INTEGER,
  amt REAL,
  since_yr TEXT,
  FOREIGN KEY (Team_ID) REFERENCES team(Team_ID)
);
CREATE TABLE bike (
  bike_id INTEGER PRIMARY KEY,
  Brand TEXT,
  Model TEXT,
  Weight_kg REAL,
  Team_ID INTEGER,
  yr TEXT,
  FOREIGN KEY (Team_ID) REFERENCES team(Team_ID)
);
INSERT INTO "team" VALUES (1,'Azure Velo','France','2005',38.5,'Luc Moreau');
INSERT INTO "team" VALUES (2,'Nordkap Racing','Norway','2012',22.0,'Erik Dahl');
INSERT INTO "team" VALUES (3,'Sierra Pro Cycling','Spain','1998',31.2,'Javier Ortega');
INSERT INTO "team" VALUES (4,'Bergwerk','Germany','2009',27.8,'Tobias Kern');
INSERT INTO "team" VALUES (5,'Tricolore Ciclismo','Italy','1991',35.0,'Paolo Ferri');
INSERT INTO "team" VALUES (6,'Lowlands Cycling','Netherlands','2001',41.3,'Sanne de Vries');
INSERT INTO "team" VALUES (7,'Maple Peloton','Canada','2016',15.6,'Owen Clarke');
INSERT INTO "team" VALUES (8,'Kestrel Racing','UK','2010',44.9,'Alice Grant');
INSERT INTO "team" VALUES (9,'Andes Pedal','Colombia','2014',18.4,'Camilo Rojas');
INSERT INTO "rider" VALUES (1,'Mathis','Girard','1998-02-14','France',1,'Climber',12);
INSERT INTO "rider" VALUES (2,'Lars','Hagen','1996-07-03','Norway',2,'Sprinter',21);
INSERT INTO "rider" VALUES (3,'Diego','Navarro','1999-11-21','Spain',3,'All-rounder',8);
INSERT INTO "rider" VALUES (4,'Felix','Brandt','1995-04-09','Germany',4,'Time Trialist',15);
INSERT INTO "rider" VALUES (5,'Marco','Bellucci','1997-09-30','Italy',5,'Sprinter',27);
INSERT INTO "rider" VALUES (6,'Jan','Visser','2000-01-17','Netherlands',6,'All-rounder',6);
INSERT INTO "rider" VALUES (7,'Noah','Tremblay','2001-06-25','Canada',7,'Climber',2);
INSERT INTO "rider" VALUES (8,'Oliver','Hughes','1994-12-02','UK',8,'Time Trialist',19);
INSERT INTO "rider" VALUES (9,'Nairo','Castillo','1998-08-11','Colombia',9,'Climber',10);
INSERT INTO "rider" VALUES (10,'Julien','Lefevre','2002-03-05','France',1,'Sprinter',4);
INSERT INTO "rider" VALUES (11,'Tom','Bakker','1997-05-19','Netherlands',6,'Sprinter',14);
INSERT INTO "rider" VALUES (12,'Sam','Whitaker','1999-10-08','UK',8,'Climber',9);
INSERT INTO "rider" VALUES (13,'Andrea','Conti','1996-02-27','Italy',5,'Climber',11);
INSERT INTO "rider" VALUES (14,'Pablo','Ruiz','2001-08-14','Colombia',3,'All-rounder',3);
INSERT INTO "rider" VALUES (15,'Kasper','Nilsen','1995-12-29','Denmark',2,'All-rounder',7);
INSERT INTO "rider" VALUES (16,'Egan','Mora','2000-06-02','Colombia',9,'Climber',NULL);
INSERT INTO "rider" VALUES (17,'Remco','Janssen','2003-04-11','Belgium',8,'Time Trialist',5);
insert into stage values (101,1,'Lyon','Macon',168.5,'Flat','2024-07-06',0);
insert into stage values (102,2,'Macon','Dijon',182.0,'Flat','2024-07-07',0);
insert into stage values (103,3,'Dijon','Dijon',32.4,'ITT','2024-07-08',0);
insert into stage values (104,4,'Besancon','Gerardmer',176.2,'Hilly','2024-07-09',3);
insert into stage values (105,5,'Gerardmer','Colmar',154.8,'Hilly','2024-07-10',2);
insert into stage values (106,6,'Colmar','Grand Ballon',145.0,'Mountain','2024-07-12',1);
insert into stage values (107,7,'Mulhouse','Belfort',201.3,'Flat','2024-07-13',0);
insert into stage values (108,8,'Belfort','La Planche',160.7,'Mountain','2024-07-14',1);
insert into stage values (109,9,'Pontarlier','Pontarlier',41.0,'ITT','2024-07-16',0);
insert into stage values (110,10,'Annecy','Col de la Croix',171.9,'Mountain','2024-07-17',1);
insert into stage values (111,11,'Chambery','Grenoble',188.4,'Hilly','2024-07-18',2);
insert into stage values (112,12,'Grenoble','Alpe Rouge',139.6,'Mountain','2024-07-19',1);
insert into stage_result values (5,101,1,0,50);
insert into stage_result values (2,101,2,0,30);
insert into stage_result values (2,102,1,0,50);
insert into stage_result values (11,102,2,0,30);
insert into stage_result values (4,103,1,0,20);
insert into stage_result values (8,103,3,21,12);
insert into stage_result values (3,104,1,0,20);
insert into stage_result values (1,104,2,5,15);
insert into stage_result values (6,105,1,0,20);
insert into stage_result values (9,105,2,3,15);
insert into stage_result values (1,106,1,0,20);
insert into stage_result values (9,106,2,8,15);
insert into stage_result values (10,107,1,0,50);
insert into stage_result values (9,108,1,0,20);
insert into stage_result values (1,108,2,22,15);
insert into stage_result values (8,109,1,0,20);
insert into stage_result values (4,109,2,9,15);
insert into stage_result values (16,110,1,0,20);
insert into stage_result values (12,111,1,0,20);
insert into stage_result values (9,112,1,0,20);
INSERT INTO sponsor VALUES (1,'Solaris Energy','Energy','France',1,6.5,'2018');
INSERT INTO sponsor VALUES (2,'Fjord Telecom','Telecom','Norway',2,4.0,'2015');
INSERT INTO sponsor VALUES (3,'Banco Mirador','Banking','Spain',3,5.2,'2010');
INSERT INTO sponsor VALUES (4,'Kraftwerk Tools','Manufacturing','Germany',4,3.8,'2019');
INSERT INTO sponsor VALUES (5,'Vino Rosso','Beverages','Italy',5,2.9,'2021');
INSERT INTO sponsor VALUES (6,'Polder Bank','Banking','Netherlands',6,7.1,'2008');
INSERT INTO sponsor VALUES (7,'Northern Lumber','Manufacturing','Canada',7,1.5,'2022');
INSERT INTO sponsor VALUES (8,'Thames Insurance','Insurance','UK',8,8.3,'2012');
INSERT INTO sponsor VALUES (9,'Cafe Altura','Beverages','Colombia',9,2.2,'2016');
INSERT INTO sponsor VALUES (10,'Alpine Kredit','Banking','Switzerland',8,4.4,'2020');
INSERT INTO sponsor VALUES (11,'Azur Mutuelle','Insurance','France',1,3.1,'2023');
INSERT INTO bike VALUES (1,'Veloce','Aero R9',6.9,1,'2024');
INSERT INTO bike VALUES (2,'Fjell','Climb X',6.8,2,'2023');
INSERT INTO bike VALUES (3,'Veloce','Aero R9 Disc',7.1,3,'2024');
INSERT INTO bike VALUES (4,'Stahlrad','TT Pro',8.2,4,'2023');
INSERT INTO bike VALUES (5,'Corsa','Leggera',6.7,5,'2024');
INSERT INTO bike VALUES (6,'Dutch Frame','Polder SL',7.0,6,'2022');
INSERT INTO bike VALUES (7,'Corsa','Strada',7.4,7,'2022');
INSERT INTO bike VALUES (8,'Kestrel','K-One',6.75,8,'2024');
INSERT INTO bike VALUES (9,'Fjell','Andes Lite',6.85,9,'2023');
INSERT INTO bike VALUES (10,'Kestrel','K-TT',7.9,8,'2024');
'''

DATABASES["insurance_claims"] = r'''
CREATE TABLE Customers (
Customer_ID INTEGER NOT NULL,
Fname VARCHAR(20),
Lname VARCHAR(20),
dob VARCHAR(10),
State VARCHAR(20),
Gender VARCHAR(1),
Cust_Since VARCHAR(4),
PRIMARY KEY (Customer_ID)
);
CREATE TABLE Agents (
agent_id INTEGER PRIMARY KEY,
name VARCHAR(40),
Office VARCHAR(30),
State VARCHAR(20),
yr_hired VARCHAR(4),
comm_rate DECIMAL(4,3)
);
CREATE TABLE Policies (
Policy_ID INTEGER NOT NULL,
agent_id INTEGER NOT NULL,
Policy_Type VARCHAR(15),
Start_Date VARCHAR(10),
Prem_Amt DECIMAL(10,2),
Sum_Insured DECIMAL(12,2),
Risk_Class INTEGER,
PRIMARY KEY (Policy_ID),
FOREIGN KEY (agent_id) REFERENCES Agents (agent_id)
);
CREATE TABLE Customer_Policies (
Customer_ID INTEGER NOT NULL,
Policy_ID INTEGER NOT NULL,
Date_Opened VARCHAR(10),
PRIMARY KEY (Customer_ID, Policy_ID),
FOREIGN KEY (Customer_ID) REFERENCES Customers (Customer_ID),
FOREIGN KEY (Policy_ID) REFERENCES Policies (Policy_ID)
);
CREATE TABLE Claims (
Claim_ID INTEGER NOT NULL,
Policy_ID INTEGER NOT NULL,
Date_Filed VARCHAR(10),
Incident VARCHAR(30),
Amount_Claimed DECIMAL(10,2),
Amount_Settled DECIMAL(10,2),
Status_Code VARCHAR(10),
PRIMARY KEY (Claim_ID),
FOREIGN KEY (Policy_ID) REFERENCES Policies (Policy_ID)
);
CREATE TABLE Claim_Payments (
payment_id INTEGER NOT NULL,
Claim_ID INTEGER NOT NULL,
date_paid VARCHAR(10),
amt DECIMAL(10,2),
method_code VARCHAR(10),
PRIMARY KEY (payment_id),
FOREIGN KEY (Claim_ID) REFERENCES Claims (Claim_ID)
);
INSERT INTO Customers VALUES (1,'Alice','Morgan','1980-03-14','Ohio','F','2010');
INSERT INTO Customers VALUES (2,'Brian','Kelly','1975-11-02','Texas','M','2008');
INSERT INTO Customers VALUES (3,'Carmen','Diaz','1990-06-21','Ohio','F','2015');
INSERT INTO Customers VALUES (4,'David','Nguyen','1985-09-09','California','M','2012');
INSERT INTO Customers VALUES (5,'Erin','Walsh','1992-01-30','New York','F','2019');
INSERT INTO Customers VALUES (6,'Frank','Osei','1968-07-17','Texas','M','2001');
INSERT INTO Customers VALUES (7,'Gina','Russo','1979-12-05','Ohio','F','2011');
INSERT INTO Customers VALUES (8,'Henry','Park','1995-04-26','California','M','2020');
INSERT INTO Customers VALUES (9,'Irene','Schultz','1972-08-13','Florida','F','2005');
INSERT INTO Customers VALUES (10,'Jamal','Reed','1988-02-19','New York','M','2016');
INSERT INTO Customers VALUES (11,'Karen','Liu','1983-10-01','Florida','F','2013');
INSERT INTO Customers VALUES (12,'Leo','Martins','1998-05-07','Ohio','M','2022');
INSERT INTO Customers VALUES (13,'Mona','Haddad','1960-12-24','Texas','F','1999');
INSERT INTO Customers VALUES (14,'Nate','Brooks','1993-03-03','California','M','2021');
INSERT INTO Agents VALUES (1,'Paula Grant','Columbus','Ohio','2009',0.08);
INSERT INTO Agents VALUES (2,'Victor Hale','Austin','Texas','2012',0.07);
INSERT INTO Agents VALUES (3,'Wendy Cho','San Diego','California','2015',0.09);
INSERT INTO Agents VALUES (4,'Marcus Lee','Cleveland','Ohio','2018',0.06);
INSERT INTO Agents VALUES (5,'Sofia Ramos','Miami','Florida','2011',0.085);
INSERT INTO Agents VALUES (6,'Tariq Aziz','Albany','New York','2020',0.065);
INSERT INTO Agents VALUES (7,'Helen Ward','Houston','Texas','2005',0.075);
INSERT INTO Agents VALUES (8,'Gabe Turner','Sacramento','California','2022',0.055);
INSERT INTO Agents VALUES (9,'Ruth Olsen','Dayton','Ohio','2016',0.072);
INSERT INTO Policies VALUES (101,1,'Auto','2019-04-01',1150,30000,2);
INSERT INTO Policies VALUES (102,1,'Home','2015-06-15',1800,350000,1);
INSERT INTO Policies VALUES (103,2,'Auto','2020-01-10',1420,25000,3);
INSERT INTO Policies VALUES (104,3,'Life','2012-09-01',960,500000,1);
INSERT INTO Policies VALUES (105,3,'Auto','2021-03-22',1680,40000,4);
INSERT INTO Policies VALUES (106,5,'Home','2010-11-30',2100,420000,2);
INSERT INTO Policies VALUES (107,2,'Travel','2023-05-05',210,10000,1);
INSERT INTO Policies VALUES (108,4,'Auto','2022-07-18',1300,28000,3);
INSERT INTO Policies VALUES (109,6,'Home','2016-02-14',1950,380000,2);
INSERT INTO Policies VALUES (110,7,'Life','2003-08-08',1200,750000,2);
INSERT INTO Policies VALUES (111,7,'Home','2001-05-20',2350,460000,3);
INSERT INTO Policies VALUES (112,5,'Auto','2014-12-01',990,22000,1);
INSERT INTO Policies VALUES (113,8,'Travel','2024-01-15',180,8000,NULL);
INSERT INTO Policies VALUES (114,4,'Life','2011-10-10',870,300000,1);
INSERT INTO Policies VALUES (115,3,'Home','2021-06-01',2600,520000,5);
INSERT INTO Policies VALUES (116,6,'Auto','2017-09-09',1250,26000,2);
INSERT INTO Policies VALUES (117,8,'Auto','2018-02-02',1380,27000,3);
INSERT INTO Customer_Policies VALUES (1,101,'2019-04-01');
INSERT INTO Customer_Policies VALUES (1,102,'2015-06-15');
INSERT INTO Customer_Policies VALUES (2,103,'2020-01-10');
INSERT INTO Customer_Policies VALUES (2,107,'2023-05-05');
INSERT INTO Customer_Policies VALUES (3,108,'2022-07-18');
INSERT INTO Customer_Policies VALUES (4,104,'2012-09-01');
INSERT INTO Customer_Policies VALUES (4,105,'2021-03-22');
INSERT INTO Customer_Policies VALUES (5,109,'2019-08-01');
INSERT INTO Customer_Policies VALUES (6,110,'2003-08-08');
INSERT INTO Customer_Policies VALUES (6,111,'2001-05-20');
INSERT INTO Customer_Policies VALUES (13,111,'2001-05-20');
INSERT INTO Customer_Policies VALUES (7,114,'2011-10-10');
INSERT INTO Customer_Policies VALUES (8,113,'2024-01-15');
INSERT INTO Customer_Policies VALUES (9,106,'2010-11-30');
INSERT INTO Customer_Policies VALUES (9,112,'2014-12-01');
INSERT INTO Customer_Policies VALUES (10,116,'2017-09-09');
INSERT INTO Customer_Policies VALUES (11,115,'2021-06-01');
INSERT INTO Customer_Policies VALUES (6,117,'2018-02-02');
INSERT INTO Claims VALUES (1,101,'2020-02-11','Collision',4200,3900,'Approved');
INSERT INTO Claims VALUES (2,101,'2022-09-03','Theft',1500,NULL,'Denied');
INSERT INTO Claims VALUES (3,102,'2018-01-22','Water Damage',12500,11000,'Approved');
INSERT INTO Claims VALUES (4,103,'2021-06-14','Collision',6800,6800,'Approved');
INSERT INTO Claims VALUES (5,105,'2023-11-02','Collision',9100,NULL,'Open');
INSERT INTO Claims VALUES (6,106,'2012-04-18','Fire',48000,45000,'Approved');
INSERT INTO Claims VALUES (7,108,'2023-03-27','Vandalism',2300,2000,'Approved');
INSERT INTO Claims VALUES (8,109,'2020-07-07','Storm',15800,14200,'Approved');
INSERT INTO Claims VALUES (9,111,'2017-06-21','Storm',21000,19500,'Approved');
INSERT INTO Claims VALUES (10,111,'2022-02-02','Burglary',7400,NULL,'Open');
INSERT INTO Claims VALUES (11,112,'2016-08-15','Collision',3100,2600,'Approved');
INSERT INTO Claims VALUES (12,107,'2023-06-20','Lost Luggage',850,850,'Approved');
INSERT INTO Claims VALUES (13,116,'2019-12-12','Theft',5200,NULL,'Denied');
INSERT INTO Claims VALUES (14,115,'2023-09-09','Water Damage',18200,NULL,'Open');
INSERT INTO Claims VALUES (15,117,'2021-05-05','Collision',7600,7100,'Approved');
INSERT INTO Claims VALUES (16,113,'2024-02-28','Medical',3400,3400,'Approved');
INSERT INTO Claims VALUES (17,102,'2023-01-15','Storm',9700,9000,'Approved');
INSERT INTO Claim_Payments VALUES (1,1,'2020-03-01',3900,'Transfer');
INSERT INTO Claim_Payments VALUES (2,3,'2018-02-10',6000,'Cheque');
INSERT INTO Claim_Payments VALUES (3,3,'2018-03-10',5000,'Cheque');
INSERT INTO Claim_Payments VALUES (4,4,'2021-07-01',6800,'Transfer');
INSERT INTO Claim_Payments VALUES (5,6,'2012-05-20',25000,'Transfer');
INSERT INTO Claim_Payments VALUES (6,6,'2012-06-20',20000,'Transfer');
INSERT INTO Claim_Payments VALUES (7,7,'2023-04-15',2000,'Card');
INSERT INTO Claim_Payments VALUES (8,8,'2020-08-01',14200,'Transfer');
INSERT INTO Claim_Payments VALUES (9,9,'2017-07-15',10000,'Cheque');
INSERT INTO Claim_Payments VALUES (10,9,'2017-08-15',9500,'Cheque');
INSERT INTO Claim_Payments VALUES (11,11,'2016-09-01',2600,'Cheque');
INSERT INTO Claim_Payments VALUES (12,12,'2023-07-02',850,'Card');
INSERT INTO Claim_Payments VALUES (13,15,'2021-06-01',7100,'Transfer');
INSERT INTO Claim_Payments VALUES (14,16,'2024-03-20',3400,'Card');
'''

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
#      builds dev.jsonl's "create table ... as select <g> as <g>, count(*) as number, ..." setup
# Every intent is asked twice; the two wordings follow each other.

QUESTIONS = [
    # ------------------------------------------------------------------ software_conference
    dict(
        db="software_conference", shape="simple",
        q="List the names and capacities of all rooms, from the largest capacity to the smallest.",
        sql="select room_name, seat_count from room order by seat_count desc",
        J=[("room", "Seat_Count",
            "select t1.room_name, t2.seat_count from room as t1 join room_seat_count as t2 on t1.roomid = t2.roomid order by t2.seat_count desc"),
           ("room", "Room_Name",
            "select t2.room_name, t1.seat_count from room as t1 join room_room_name as t2 on t1.roomid = t2.roomid order by t1.seat_count desc")],
        C=("room", "Seat_Count", "capacity", "max_attendance",
           "select room_name, {c} from room order by {c} desc"),
    ),
    dict(
        db="software_conference", shape="simple",
        q="What are the capacities and names of the rooms, in descending order of capacity?",
        sql="select seat_count, room_name from room order by seat_count desc",
        J=[("room", "Seat_Count",
            "select t2.seat_count, t1.room_name from room as t1 join room_seat_count as t2 on t1.roomid = t2.roomid order by t2.seat_count desc")],
        T=("room", "hall", "meeting_room",
           "select seat_count, room_name from {t} order by seat_count desc"),
    ),
    dict(
        db="software_conference", shape="simple",
        q="Which talks are at the Advanced level? Give their titles and ratings.",
        sql="select title, avg_rating from talk where lvl = 'Advanced'",
        J=[("talk", "Lvl",
            "select t1.title, t1.avg_rating from talk as t1 join talk_lvl as t2 on t1.talk_id = t2.talk_id where t2.lvl = 'Advanced'"),
           ("talk", "Avg_Rating",
            "select t1.title, t2.avg_rating from talk as t1 join talk_avg_rating as t2 on t1.talk_id = t2.talk_id where t1.lvl = 'Advanced'")],
        C=("talk", "Lvl", "difficulty", "audience_level",
           "select title, avg_rating from talk where {c} = 'Advanced'"),
    ),
    dict(
        db="software_conference", shape="simple",
        q="Show the rating and title of every advanced-level talk.",
        sql="select avg_rating, title from talk where lvl = 'Advanced'",
        J=[("talk", "Lvl",
            "select t1.avg_rating, t1.title from talk as t1 join talk_lvl as t2 on t1.talk_id = t2.talk_id where t2.lvl = 'Advanced'")],
        T=("talk", "session", "presentation",
           "select avg_rating, title from {t} where lvl = 'Advanced'"),
    ),
    dict(
        db="software_conference", shape="simple",
        q="What is the title of the talk with the highest rating?",
        sql="select title from talk order by avg_rating desc limit 1",
        J=[("talk", "Avg_Rating",
            "select t1.title from talk as t1 join talk_avg_rating as t2 on t1.talk_id = t2.talk_id order by t2.avg_rating desc limit 1"),
           ("talk", "title",
            "select t2.title from talk as t1 join talk_title as t2 on t1.talk_id = t2.talk_id order by t1.avg_rating desc limit 1")],
        C=("talk", "Avg_Rating", "rating", "audience_score",
           "select title from talk order by {c} desc limit 1"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Which talk received the best audience rating? Return its title.",
        sql="select title from talk where avg_rating = (select max(avg_rating) from talk)",
        J=[("talk", "Avg_Rating",
            "select t1.title from talk as t1 join talk_avg_rating as t2 on t1.talk_id = t2.talk_id where t2.avg_rating = (select max(avg_rating) from talk_avg_rating)")],
    ),
    dict(
        db="software_conference", shape="agg",
        q="How many talks are there at each level?",
        sql="select count(*), lvl from talk group by lvl",
        T=("talk", "session", "presentation",
           "select count(*), lvl from {t} group by lvl"),
        P=("talk_duration_min", "talk", "lvl", "duration_min",
           "select number, lvl from talk_duration_min"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="For each level, show the level and the number of talks at that level.",
        sql="select lvl, count(*) from talk group by lvl",
        T=("talk", "session", "presentation",
           "select lvl, count(*) from {t} group by lvl"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="What are the largest and smallest room capacities in each building?",
        sql="select max(seat_count), min(seat_count), building from room group by building",
        J=[("room", "Seat_Count",
            "select max(t2.seat_count), min(t2.seat_count), t1.building from room as t1 join room_seat_count as t2 on t1.roomid = t2.roomid group by t1.building"),
           ("room", "Building",
            "select max(t1.seat_count), min(t1.seat_count), t2.building from room as t1 join room_building as t2 on t1.roomid = t2.roomid group by t2.building")],
        P=("room_seat_count", "room", "building", "seat_count",
           "select max_seat_count, min_seat_count, building from room_seat_count"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="For every building, give the building name and the maximum and minimum capacity of its rooms.",
        sql="select building, max(seat_count), min(seat_count) from room group by building",
        J=[("room", "Seat_Count",
            "select t1.building, max(t2.seat_count), min(t2.seat_count) from room as t1 join room_seat_count as t2 on t1.roomid = t2.roomid group by t1.building")],
        C=("room", "Seat_Count", "capacity", "max_attendance",
           "select building, max({c}), min({c}) from room group by building"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="Which companies employ more than one speaker?",
        sql="select company from speaker group by company having count(*) > 1",
        T=("speaker", "presenter", "lecturer",
           "select company from {t} group by company having count(*) > 1"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="List the companies that at least two of the speakers work for.",
        sql="select company from speaker group by company having count(*) >= 2",
        T=("speaker", "presenter", "lecturer",
           "select company from {t} group by company having count(*) >= 2"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="How many different countries do the attendees with Standard tickets come from?",
        sql="select count(distinct country) from attendee where ticket_type = 'Standard'",
        J=[("attendee", "Ticket_Type",
            "select count(distinct t1.country) from attendee as t1 join attendee_ticket_type as t2 on t1.id = t2.id where t2.ticket_type = 'Standard'"),
           ("attendee", "Country",
            "select count(distinct t2.country) from attendee as t1 join attendee_country as t2 on t1.id = t2.id where t1.ticket_type = 'Standard'")],
        C=("attendee", "Ticket_Type", "pass_type", "ticket_class",
           "select count(distinct country) from attendee where {c} = 'Standard'"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="Count the distinct home countries of the attendees holding a Standard ticket.",
        sql="select count(*) from (select distinct country from attendee where ticket_type = 'Standard')",
        J=[("attendee", "Ticket_Type",
            "select count(*) from (select distinct t1.country from attendee as t1 join attendee_ticket_type as t2 on t1.id = t2.id where t2.ticket_type = 'Standard')")],
    ),
    dict(
        db="software_conference", shape="agg",
        q="What is the total amount paid by attendees for each ticket type?",
        sql="select sum(amt_paid), ticket_type from attendee group by ticket_type",
        J=[("attendee", "amt_paid",
            "select sum(t2.amt_paid), t1.ticket_type from attendee as t1 join attendee_amt_paid as t2 on t1.id = t2.id group by t1.ticket_type"),
           ("attendee", "Ticket_Type",
            "select sum(t1.amt_paid), t2.ticket_type from attendee as t1 join attendee_ticket_type as t2 on t1.id = t2.id group by t2.ticket_type")],
        C=("attendee", "amt_paid", "amount_paid", "registration_fee",
           "select sum({c}), ticket_type from attendee group by ticket_type"),
        P=("attendee_amt_paid", "attendee", "ticket_type", "amt_paid",
           "select sum_amt_paid, ticket_type from attendee_amt_paid"),
    ),
    dict(
        db="software_conference", shape="agg",
        q="Show each ticket type and the total money collected from the attendees who bought it.",
        sql="select ticket_type, sum(amt_paid) from attendee group by ticket_type",
        J=[("attendee", "amt_paid",
            "select t1.ticket_type, sum(t2.amt_paid) from attendee as t1 join attendee_amt_paid as t2 on t1.id = t2.id group by t1.ticket_type")],
        T=("attendee", "participant", "delegate",
           "select ticket_type, sum(amt_paid) from {t} group by ticket_type"),
    ),
    dict(
        db="software_conference", shape="join",
        q="List the titles of the talks together with the names of the rooms they are held in.",
        sql="select t1.title, t2.room_name from talk as t1 join room as t2 on t1.roomid = t2.roomid",
        J=[("talk", "title",
            "select t3.title, t2.room_name from talk as t1 join room as t2 on t1.roomid = t2.roomid join talk_title as t3 on t1.talk_id = t3.talk_id"),
           ("room", "Room_Name",
            "select t1.title, t3.room_name from talk as t1 join room as t2 on t1.roomid = t2.roomid join room_room_name as t3 on t2.roomid = t3.roomid")],
        C=("room", "Room_Name", "hall_name", "location",
           "select t1.title, t2.{c} from talk as t1 join room as t2 on t1.roomid = t2.roomid"),
        T=("room", "hall", "meeting_room",
           "select t1.title, t2.room_name from talk as t1 join {t} as t2 on t1.roomid = t2.roomid"),
    ),
    dict(
        db="software_conference", shape="join",
        q="For each talk, give the name of its room and the talk's title.",
        sql="select t1.room_name, t2.title from room as t1 join talk as t2 on t1.roomid = t2.roomid",
        J=[("room", "Room_Name",
            "select t3.room_name, t2.title from room as t1 join talk as t2 on t1.roomid = t2.roomid join room_room_name as t3 on t1.roomid = t3.roomid")],
    ),
    dict(
        db="software_conference", shape="join",
        q="What are the titles of the talks given by Hugo Becker?",
        sql="select t3.title from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t1.fname = 'Hugo' and t1.lname = 'Becker'",
        J=[("talk", "title",
            "select t4.title from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join talk_title as t4 on t3.talk_id = t4.talk_id where t1.fname = 'Hugo' and t1.lname = 'Becker'")],
        T=("talk_speaker", "session_speaker", "presenter_slot",
           "select t3.title from speaker as t1 join {t} as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t1.fname = 'Hugo' and t1.lname = 'Becker'"),
    ),
    dict(
        db="software_conference", shape="join",
        q="Which talks did Hugo Becker present? List the titles.",
        sql="select t1.title from talk as t1 join talk_speaker as t2 on t1.talk_id = t2.talk_id join speaker as t3 on t2.speakerid = t3.speakerid where t3.fname = 'Hugo' and t3.lname = 'Becker'",
        J=[("talk", "title",
            "select t4.title from talk as t1 join talk_speaker as t2 on t1.talk_id = t2.talk_id join speaker as t3 on t2.speakerid = t3.speakerid join talk_title as t4 on t1.talk_id = t4.talk_id where t3.fname = 'Hugo' and t3.lname = 'Becker'")],
    ),
    dict(
        db="software_conference", shape="join",
        q="How many talks has each speaker given? Show the speaker's first name, last name and the number of talks.",
        sql="select t1.fname, t1.lname, count(*) from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid group by t1.speakerid",
        J=[("speaker", "Fname",
            "select t3.fname, t1.lname, count(*) from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join speaker_fname as t3 on t1.speakerid = t3.speakerid group by t1.speakerid"),
           ("speaker", "Lname",
            "select t1.fname, t3.lname, count(*) from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join speaker_lname as t3 on t1.speakerid = t3.speakerid group by t1.speakerid")],
        T=("talk_speaker", "session_speaker", "presenter_slot",
           "select t1.fname, t1.lname, count(*) from speaker as t1 join {t} as t2 on t1.speakerid = t2.speakerid group by t1.speakerid"),
    ),
    dict(
        db="software_conference", shape="join",
        q="For every speaker with a talk, list the last name, first name and how many talks they are on.",
        sql="select t2.lname, t2.fname, count(*) from talk_speaker as t1 join speaker as t2 on t1.speakerid = t2.speakerid group by t1.speakerid",
        J=[("speaker", "Lname",
            "select t3.lname, t2.fname, count(*) from talk_speaker as t1 join speaker as t2 on t1.speakerid = t2.speakerid join speaker_lname as t3 on t2.speakerid = t3.speakerid group by t1.speakerid")],
    ),
    dict(
        db="software_conference", shape="join",
        q="Which speaker has given the most talks? Give the first and last name.",
        sql="select t1.fname, t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid group by t1.speakerid order by count(*) desc limit 1",
        J=[("speaker", "Fname",
            "select t3.fname, t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join speaker_fname as t3 on t1.speakerid = t3.speakerid group by t1.speakerid order by count(*) desc limit 1"),
           ("speaker", "Lname",
            "select t1.fname, t3.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join speaker_lname as t3 on t1.speakerid = t3.speakerid group by t1.speakerid order by count(*) desc limit 1")],
    ),
    dict(
        db="software_conference", shape="join",
        q="Find the full name of the speaker who appears on the largest number of talks.",
        sql="select t2.fname, t2.lname from talk_speaker as t1 join speaker as t2 on t1.speakerid = t2.speakerid group by t1.speakerid order by count(*) desc limit 1",
        J=[("speaker", "Lname",
            "select t2.fname, t3.lname from talk_speaker as t1 join speaker as t2 on t1.speakerid = t2.speakerid join speaker_lname as t3 on t2.speakerid = t3.speakerid group by t1.speakerid order by count(*) desc limit 1")],
    ),
    dict(
        db="software_conference", shape="join",
        q="Which rooms host at least 3 talks? List the room names.",
        sql="select t1.room_name from room as t1 join talk as t2 on t1.roomid = t2.roomid group by t1.roomid having count(*) >= 3",
        J=[("room", "Room_Name",
            "select t3.room_name from room as t1 join talk as t2 on t1.roomid = t2.roomid join room_room_name as t3 on t1.roomid = t3.roomid group by t1.roomid having count(*) >= 3")],
        T=("talk", "session", "presentation",
           "select t1.room_name from room as t1 join {t} as t2 on t1.roomid = t2.roomid group by t1.roomid having count(*) >= 3"),
    ),
    dict(
        db="software_conference", shape="join",
        q="Show the names of the rooms that have more than two talks scheduled.",
        sql="select t2.room_name from talk as t1 join room as t2 on t1.roomid = t2.roomid group by t2.roomid having count(*) > 2",
        J=[("room", "Room_Name",
            "select t3.room_name from talk as t1 join room as t2 on t1.roomid = t2.roomid join room_room_name as t3 on t2.roomid = t3.roomid group by t2.roomid having count(*) > 2")],
    ),
    dict(
        db="software_conference", shape="join",
        q="Which rooms did Ana Ferreira speak in? Give the room names.",
        sql="select distinct t4.room_name from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join room as t4 on t3.roomid = t4.roomid where t1.fname = 'Ana' and t1.lname = 'Ferreira'",
        J=[("room", "Room_Name",
            "select distinct t5.room_name from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join room as t4 on t3.roomid = t4.roomid join room_room_name as t5 on t4.roomid = t5.roomid where t1.fname = 'Ana' and t1.lname = 'Ferreira'")],
        C=("room", "Room_Name", "hall_name", "location",
           "select distinct t4.{c} from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join room as t4 on t3.roomid = t4.roomid where t1.fname = 'Ana' and t1.lname = 'Ferreira'"),
        T=("talk_speaker", "session_speaker", "presenter_slot",
           "select distinct t4.room_name from speaker as t1 join {t} as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join room as t4 on t3.roomid = t4.roomid where t1.fname = 'Ana' and t1.lname = 'Ferreira'"),
    ),
    dict(
        db="software_conference", shape="join",
        q="Find the names of the rooms where Ana Ferreira gave talks.",
        sql="select distinct t1.room_name from room as t1 join talk as t2 on t1.roomid = t2.roomid join talk_speaker as t3 on t2.talk_id = t3.talk_id join speaker as t4 on t3.speakerid = t4.speakerid where t4.fname = 'Ana' and t4.lname = 'Ferreira'",
        J=[("room", "Room_Name",
            "select distinct t5.room_name from room as t1 join talk as t2 on t1.roomid = t2.roomid join talk_speaker as t3 on t2.talk_id = t3.talk_id join speaker as t4 on t3.speakerid = t4.speakerid join room_room_name as t5 on t1.roomid = t5.roomid where t4.fname = 'Ana' and t4.lname = 'Ferreira'")],
    ),
    dict(
        db="software_conference", shape="join",
        q="What is the average rating of the talks in each track? Show the track name and the average rating.",
        sql="select t2.name, avg(t1.avg_rating) from talk as t1 join track as t2 on t1.track_id = t2.id group by t2.name",
        J=[("talk", "Avg_Rating",
            "select t2.name, avg(t3.avg_rating) from talk as t1 join track as t2 on t1.track_id = t2.id join talk_avg_rating as t3 on t1.talk_id = t3.talk_id group by t2.name"),
           ("track", "name",
            "select t3.name, avg(t1.avg_rating) from talk as t1 join track as t2 on t1.track_id = t2.id join track_name as t3 on t2.id = t3.id group by t3.name")],
        C=("talk", "Avg_Rating", "rating", "audience_score",
           "select t2.name, avg(t1.{c}) from talk as t1 join track as t2 on t1.track_id = t2.id group by t2.name"),
        P=("talk_track_avg_rating", "talk as t1 join track as t2 on t1.track_id = t2.id",
           "t2.name", "t1.avg_rating",
           "select name, avg_avg_rating from talk_track_avg_rating"),
    ),
    dict(
        db="software_conference", shape="join",
        q="For each track, give its name and the mean rating of its talks.",
        sql="select t1.name, avg(t2.avg_rating) from track as t1 join talk as t2 on t1.id = t2.track_id group by t1.id",
        J=[("track", "name",
            "select t3.name, avg(t2.avg_rating) from track as t1 join talk as t2 on t1.id = t2.track_id join track_name as t3 on t1.id = t3.id group by t1.id")],
        T=("track", "stream", "theme",
           "select t1.name, avg(t2.avg_rating) from {t} as t1 join talk as t2 on t1.id = t2.track_id group by t1.id"),
    ),
    dict(
        db="software_conference", shape="join",
        q="Which track received the largest total sponsorship? Give the track name.",
        sql="select t1.name from track as t1 join sponsor as t2 on t1.id = t2.track_id group by t1.id order by sum(t2.pledge_amt) desc limit 1",
        J=[("sponsor", "Pledge_Amt",
            "select t1.name from track as t1 join sponsor as t2 on t1.id = t2.track_id join sponsor_pledge_amt as t3 on t2.sponsor_id = t3.sponsor_id group by t1.id order by sum(t3.pledge_amt) desc limit 1"),
           ("track", "name",
            "select t3.name from track as t1 join sponsor as t2 on t1.id = t2.track_id join track_name as t3 on t1.id = t3.id group by t1.id order by sum(t2.pledge_amt) desc limit 1")],
        C=("sponsor", "Pledge_Amt", "contribution", "sponsorship_amount",
           "select t1.name from track as t1 join sponsor as t2 on t1.id = t2.track_id group by t1.id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="software_conference", shape="join",
        q="Name the track whose sponsors pledged the most money in total.",
        sql="select t2.name from sponsor as t1 join track as t2 on t1.track_id = t2.id group by t1.track_id order by sum(t1.pledge_amt) desc limit 1",
        J=[("sponsor", "Pledge_Amt",
            "select t2.name from sponsor as t1 join track as t2 on t1.track_id = t2.id join sponsor_pledge_amt as t3 on t1.sponsor_id = t3.sponsor_id group by t1.track_id order by sum(t3.pledge_amt) desc limit 1")],
    ),
    dict(
        db="software_conference", shape="join",
        q="What are the names of the sponsors of the Machine Learning track?",
        sql="select t1.name from sponsor as t1 join track as t2 on t1.track_id = t2.id where t2.name = 'Machine Learning'",
        J=[("sponsor", "name",
            "select t3.name from sponsor as t1 join track as t2 on t1.track_id = t2.id join sponsor_name as t3 on t1.sponsor_id = t3.sponsor_id where t2.name = 'Machine Learning'"),
           ("track", "name",
            "select t1.name from sponsor as t1 join track as t2 on t1.track_id = t2.id join track_name as t3 on t2.id = t3.id where t3.name = 'Machine Learning'")],
        T=("sponsor", "backer", "partner",
           "select t1.name from {t} as t1 join track as t2 on t1.track_id = t2.id where t2.name = 'Machine Learning'"),
    ),
    dict(
        db="software_conference", shape="join",
        q="Which sponsors support the Machine Learning track? List their names.",
        sql="select t2.name from track as t1 join sponsor as t2 on t1.id = t2.track_id where t1.name = 'Machine Learning'",
        J=[("sponsor", "name",
            "select t3.name from track as t1 join sponsor as t2 on t1.id = t2.track_id join sponsor_name as t3 on t2.sponsor_id = t3.sponsor_id where t1.name = 'Machine Learning'")],
    ),
    dict(
        db="software_conference", shape="nested",
        q="What are the titles of the talks that have no speaker assigned?",
        sql="select title from talk where talk_id not in (select talk_id from talk_speaker)",
        J=[("talk", "title",
            "select t2.title from talk as t1 join talk_title as t2 on t1.talk_id = t2.talk_id where t1.talk_id not in (select talk_id from talk_speaker)")],
        T=("talk_speaker", "session_speaker", "presenter_slot",
           "select title from talk where talk_id not in (select talk_id from {t})"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Find the titles of the talks that do not have any speakers.",
        sql="select title from talk except select t1.title from talk as t1 join talk_speaker as t2 on t1.talk_id = t2.talk_id",
        J=[("talk", "title",
            "select t2.title from talk as t1 join talk_title as t2 on t1.talk_id = t2.talk_id except select t3.title from talk as t1 join talk_speaker as t2 on t1.talk_id = t2.talk_id join talk_title as t3 on t1.talk_id = t3.talk_id")],
        T=("talk_speaker", "session_speaker", "presenter_slot",
           "select title from talk except select t1.title from talk as t1 join {t} as t2 on t1.talk_id = t2.talk_id"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Which companies have both speakers and attendees at the conference?",
        sql="select company from speaker intersect select company from attendee",
        T=("speaker", "presenter", "lecturer",
           "select company from {t} intersect select company from attendee"),
    ),
    dict(
        db="software_conference", shape="join",
        q="Find the companies that send speakers and also send attendees.",
        sql="select distinct t1.company from speaker as t1 join attendee as t2 on t1.company = t2.company",
        T=("attendee", "participant", "delegate",
           "select distinct t1.company from speaker as t1 join {t} as t2 on t1.company = t2.company"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Which countries have sponsors but no speakers?",
        sql="select country from sponsor except select country from speaker",
        T=("sponsor", "backer", "partner",
           "select country from {t} except select country from speaker"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="List the sponsor countries that no speaker comes from.",
        sql="select distinct country from sponsor where country not in (select country from speaker)",
        T=("speaker", "presenter", "lecturer",
           "select distinct country from sponsor where country not in (select country from {t})"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Find the names of the tracks that either have a Platinum sponsor or are chaired by Ines Albrecht.",
        sql="select t1.name from track as t1 join sponsor as t2 on t1.id = t2.track_id where t2.tier = 'Platinum' union select name from track where chair = 'Ines Albrecht'",
        J=[("sponsor", "Tier",
            "select t1.name from track as t1 join sponsor as t2 on t1.id = t2.track_id join sponsor_tier as t3 on t2.sponsor_id = t3.sponsor_id where t3.tier = 'Platinum' union select name from track where chair = 'Ines Albrecht'"),
           ("track", "Chair",
            "select t1.name from track as t1 join sponsor as t2 on t1.id = t2.track_id where t2.tier = 'Platinum' union select t1.name from track as t1 join track_chair as t2 on t1.id = t2.id where t2.chair = 'Ines Albrecht'")],
        C=("sponsor", "Tier", "level", "sponsorship_level",
           "select t1.name from track as t1 join sponsor as t2 on t1.id = t2.track_id where t2.{c} = 'Platinum' union select name from track where chair = 'Ines Albrecht'"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Which tracks are chaired by Ines Albrecht or sponsored at the Platinum level? Give the track names.",
        sql="select name from track where chair = 'Ines Albrecht' union select t2.name from sponsor as t1 join track as t2 on t1.track_id = t2.id where t1.tier = 'Platinum'",
        J=[("sponsor", "Tier",
            "select name from track where chair = 'Ines Albrecht' union select t2.name from sponsor as t1 join track as t2 on t1.track_id = t2.id join sponsor_tier as t3 on t1.sponsor_id = t3.sponsor_id where t3.tier = 'Platinum'")],
    ),
    dict(
        db="software_conference", shape="nested",
        q="Which speakers have given both Beginner and Advanced talks? Give their last names.",
        sql="select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t3.lvl = 'Beginner' intersect select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t3.lvl = 'Advanced'",
        J=[("talk", "Lvl",
            "select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join talk_lvl as t4 on t3.talk_id = t4.talk_id where t4.lvl = 'Beginner' intersect select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join talk_lvl as t4 on t3.talk_id = t4.talk_id where t4.lvl = 'Advanced'"),
           ("speaker", "Lname",
            "select t4.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join speaker_lname as t4 on t1.speakerid = t4.speakerid where t3.lvl = 'Beginner' intersect select t4.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join speaker_lname as t4 on t1.speakerid = t4.speakerid where t3.lvl = 'Advanced'")],
        C=("talk", "Lvl", "difficulty", "audience_level",
           "select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t3.{c} = 'Beginner' intersect select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t3.{c} = 'Advanced'"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Find the last names of the speakers who have presented an Advanced talk as well as a Beginner talk.",
        sql="select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t3.lvl = 'Advanced' intersect select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id where t3.lvl = 'Beginner'",
        J=[("talk", "Lvl",
            "select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join talk_lvl as t4 on t3.talk_id = t4.talk_id where t4.lvl = 'Advanced' intersect select t1.lname from speaker as t1 join talk_speaker as t2 on t1.speakerid = t2.speakerid join talk as t3 on t2.talk_id = t3.talk_id join talk_lvl as t4 on t3.talk_id = t4.talk_id where t4.lvl = 'Beginner'")],
    ),
    dict(
        db="software_conference", shape="nested",
        q="Which speakers charge more than the average speaker fee? List their first names, last names and fees.",
        sql="select fname, lname, fee from speaker where fee > (select avg(fee) from speaker)",
        J=[("speaker", "Fee",
            "select t1.fname, t1.lname, t2.fee from speaker as t1 join speaker_fee as t2 on t1.speakerid = t2.speakerid where t2.fee > (select avg(fee) from speaker_fee)"),
           ("speaker", "Fname",
            "select t2.fname, t1.lname, t1.fee from speaker as t1 join speaker_fname as t2 on t1.speakerid = t2.speakerid where t1.fee > (select avg(fee) from speaker)")],
        C=("speaker", "Fee", "honorarium", "speaker_fee",
           "select fname, lname, {c} from speaker where {c} > (select avg({c}) from speaker)"),
    ),
    dict(
        db="software_conference", shape="nested",
        q="Show the last name, first name and fee of every speaker whose fee is above average.",
        sql="select lname, fname, fee from speaker where fee > (select avg(fee) from speaker)",
        J=[("speaker", "Fee",
            "select t1.lname, t1.fname, t2.fee from speaker as t1 join speaker_fee as t2 on t1.speakerid = t2.speakerid where t2.fee > (select avg(fee) from speaker_fee)")],
    ),
    # ------------------------------------------------------------------ cycling_tour
    dict(
        db="cycling_tour", shape="simple",
        q="List the names and budgets of all teams, from the largest budget to the smallest.",
        sql="select team_name, total_allocation from team order by total_allocation desc",
        J=[("team", "total_allocation",
            "select t1.team_name, t2.total_allocation from team as t1 join team_total_allocation as t2 on t1.team_id = t2.team_id order by t2.total_allocation desc"),
           ("team", "Team_Name",
            "select t2.team_name, t1.total_allocation from team as t1 join team_team_name as t2 on t1.team_id = t2.team_id order by t1.total_allocation desc")],
        C=("team", "total_allocation", "budget", "annual_budget",
           "select team_name, {c} from team order by {c} desc"),
    ),
    dict(
        db="cycling_tour", shape="simple",
        q="What are the budgets and names of the teams in descending order of budget?",
        sql="select total_allocation, team_name from team order by total_allocation desc",
        J=[("team", "total_allocation",
            "select t2.total_allocation, t1.team_name from team as t1 join team_total_allocation as t2 on t1.team_id = t2.team_id order by t2.total_allocation desc")],
        T=("team", "squad", "outfit",
           "select total_allocation, team_name from {t} order by total_allocation desc"),
    ),
    dict(
        db="cycling_tour", shape="simple",
        q="Which riders were born in 2000 or later? Show their first names, last names and dates of birth.",
        sql="select fname, lname, dob from rider where dob >= '2000-01-01'",
        J=[("rider", "dob",
            "select t1.fname, t1.lname, t2.dob from rider as t1 join rider_dob as t2 on t1.riderid = t2.riderid where t2.dob >= '2000-01-01'"),
           ("rider", "Fname",
            "select t2.fname, t1.lname, t1.dob from rider as t1 join rider_fname as t2 on t1.riderid = t2.riderid where t1.dob >= '2000-01-01'")],
        C=("rider", "dob", "birth_date", "date_of_birth",
           "select fname, lname, {c} from rider where {c} >= '2000-01-01'"),
    ),
    dict(
        db="cycling_tour", shape="simple",
        q="Give the last name, first name and birth date of every rider born since the start of 2000.",
        sql="select lname, fname, dob from rider where dob > '1999-12-31'",
        J=[("rider", "dob",
            "select t1.lname, t1.fname, t2.dob from rider as t1 join rider_dob as t2 on t1.riderid = t2.riderid where t2.dob > '1999-12-31'")],
        T=("rider", "cyclist", "racer",
           "select lname, fname, dob from {t} where dob > '1999-12-31'"),
    ),
    dict(
        db="cycling_tour", shape="simple",
        q="What are the start and finish towns of the longest stage?",
        sql="select start_town, finish_town from stage order by dist_km desc limit 1",
        J=[("stage", "dist_km",
            "select t1.start_town, t1.finish_town from stage as t1 join stage_dist_km as t2 on t1.stage_id = t2.stage_id order by t2.dist_km desc limit 1"),
           ("stage", "Start_Town",
            "select t2.start_town, t1.finish_town from stage as t1 join stage_start_town as t2 on t1.stage_id = t2.stage_id order by t1.dist_km desc limit 1")],
        C=("stage", "dist_km", "distance", "length_km",
           "select start_town, finish_town from stage order by {c} desc limit 1"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Which stage covers the greatest distance? Tell me where it starts and where it finishes.",
        sql="select start_town, finish_town from stage where dist_km = (select max(dist_km) from stage)",
        J=[("stage", "dist_km",
            "select t1.start_town, t1.finish_town from stage as t1 join stage_dist_km as t2 on t1.stage_id = t2.stage_id where t2.dist_km = (select max(dist_km) from stage_dist_km)")],
    ),
    dict(
        db="cycling_tour", shape="simple",
        q="List the stage numbers and dates of all mountain stages, in order of stage number.",
        sql="select stage_no, stage_date from stage where stage_type = 'Mountain' order by stage_no",
        J=[("stage", "Stage_Type",
            "select t1.stage_no, t1.stage_date from stage as t1 join stage_stage_type as t2 on t1.stage_id = t2.stage_id where t2.stage_type = 'Mountain' order by t1.stage_no"),
           ("stage", "Stage_No",
            "select t2.stage_no, t1.stage_date from stage as t1 join stage_stage_no as t2 on t1.stage_id = t2.stage_id where t1.stage_type = 'Mountain' order by t2.stage_no")],
        C=("stage", "Stage_Type", "terrain", "profile",
           "select stage_no, stage_date from stage where {c} = 'Mountain' order by stage_no"),
    ),
    dict(
        db="cycling_tour", shape="simple",
        q="Show the date and number of every stage of type Mountain, sorted by stage number.",
        sql="select stage_date, stage_no from stage where stage_type = 'Mountain' order by stage_no",
        J=[("stage", "Stage_Type",
            "select t1.stage_date, t1.stage_no from stage as t1 join stage_stage_type as t2 on t1.stage_id = t2.stage_id where t2.stage_type = 'Mountain' order by t1.stage_no")],
        T=("stage", "leg", "etape",
           "select stage_date, stage_no from {t} where stage_type = 'Mountain' order by stage_no"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="How many riders are there of each speciality?",
        sql="select count(*), spec from rider group by spec",
        T=("rider", "cyclist", "racer",
           "select count(*), spec from {t} group by spec"),
        P=("rider_pro_wins", "rider", "spec", "pro_wins",
           "select number, spec from rider_pro_wins"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="For each rider speciality, show the speciality and the number of riders.",
        sql="select spec, count(*) from rider group by spec",
        T=("rider", "cyclist", "racer",
           "select spec, count(*) from {t} group by spec"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="What is the average number of career wins for each speciality?",
        sql="select avg(pro_wins), spec from rider group by spec",
        J=[("rider", "Pro_Wins",
            "select avg(t2.pro_wins), t1.spec from rider as t1 join rider_pro_wins as t2 on t1.riderid = t2.riderid group by t1.spec"),
           ("rider", "Spec",
            "select avg(t1.pro_wins), t2.spec from rider as t1 join rider_spec as t2 on t1.riderid = t2.riderid group by t2.spec")],
        C=("rider", "Pro_Wins", "career_wins", "victories",
           "select avg({c}), spec from rider group by spec"),
        P=("rider_pro_wins", "rider", "spec", "pro_wins",
           "select avg_pro_wins, spec from rider_pro_wins"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="Give each speciality along with the mean number of professional wins of its riders.",
        sql="select spec, avg(pro_wins) from rider group by spec",
        J=[("rider", "Pro_Wins",
            "select t1.spec, avg(t2.pro_wins) from rider as t1 join rider_pro_wins as t2 on t1.riderid = t2.riderid group by t1.spec")],
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="What are the total, longest and shortest stage distances?",
        sql="select sum(dist_km), max(dist_km), min(dist_km) from stage",
        C=("stage", "dist_km", "distance", "length_km",
           "select sum({c}), max({c}), min({c}) from stage"),
        T=("stage", "leg", "etape",
           "select sum(dist_km), max(dist_km), min(dist_km) from {t}"),
        P=("stage_dist_km", "stage", None, "dist_km",
           "select sum_dist_km, max_dist_km, min_dist_km from stage_dist_km"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="Show the shortest, the longest and the total distance over all stages.",
        sql="select min(dist_km), max(dist_km), sum(dist_km) from stage",
        T=("stage", "leg", "etape",
           "select min(dist_km), max(dist_km), sum(dist_km) from {t}"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="Which stage types have more than two stages?",
        sql="select stage_type from stage group by stage_type having count(*) > 2",
        T=("stage", "leg", "etape",
           "select stage_type from {t} group by stage_type having count(*) > 2"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="List the stage types with at least three stages.",
        sql="select stage_type from stage group by stage_type having count(*) >= 3",
        T=("stage", "leg", "etape",
           "select stage_type from {t} group by stage_type having count(*) >= 3"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="What is the total budget of the teams founded before 2010?",
        sql="select sum(total_allocation) from team where founded < 2010",
        J=[("team", "Founded",
            "select sum(t1.total_allocation) from team as t1 join team_founded as t2 on t1.team_id = t2.team_id where t2.founded < 2010"),
           ("team", "total_allocation",
            "select sum(t2.total_allocation) from team as t1 join team_total_allocation as t2 on t1.team_id = t2.team_id where t1.founded < 2010")],
        C=("team", "total_allocation", "budget", "annual_budget",
           "select sum({c}) from team where founded < 2010"),
    ),
    dict(
        db="cycling_tour", shape="agg",
        q="Find the combined budget of all teams founded in 2009 or earlier.",
        sql="select sum(total_allocation) from team where founded <= 2009",
        J=[("team", "Founded",
            "select sum(t1.total_allocation) from team as t1 join team_founded as t2 on t1.team_id = t2.team_id where t2.founded <= 2009")],
    ),
    dict(
        db="cycling_tour", shape="join",
        q="List each rider's last name together with the name of his team.",
        sql="select t1.lname, t2.team_name from rider as t1 join team as t2 on t1.team_id = t2.team_id",
        J=[("rider", "Lname",
            "select t3.lname, t2.team_name from rider as t1 join team as t2 on t1.team_id = t2.team_id join rider_lname as t3 on t1.riderid = t3.riderid"),
           ("team", "Team_Name",
            "select t1.lname, t3.team_name from rider as t1 join team as t2 on t1.team_id = t2.team_id join team_team_name as t3 on t2.team_id = t3.team_id")],
        C=("team", "Team_Name", "squad_name", "outfit_name",
           "select t1.lname, t2.{c} from rider as t1 join team as t2 on t1.team_id = t2.team_id"),
        T=("rider", "cyclist", "racer",
           "select t1.lname, t2.team_name from {t} as t1 join team as t2 on t1.team_id = t2.team_id"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="For every rider, show the team name and the rider's last name.",
        sql="select t1.team_name, t2.lname from team as t1 join rider as t2 on t1.team_id = t2.team_id",
        J=[("rider", "Lname",
            "select t1.team_name, t3.lname from team as t1 join rider as t2 on t1.team_id = t2.team_id join rider_lname as t3 on t2.riderid = t3.riderid")],
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Which team has the most riders? Give the team name.",
        sql="select t2.team_name from rider as t1 join team as t2 on t1.team_id = t2.team_id group by t1.team_id order by count(*) desc limit 1",
        J=[("team", "Team_Name",
            "select t3.team_name from rider as t1 join team as t2 on t1.team_id = t2.team_id join team_team_name as t3 on t2.team_id = t3.team_id group by t1.team_id order by count(*) desc limit 1")],
        C=("team", "Team_Name", "squad_name", "outfit_name",
           "select t2.{c} from rider as t1 join team as t2 on t1.team_id = t2.team_id group by t1.team_id order by count(*) desc limit 1"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="What is the name of the team with the largest number of riders?",
        sql="select t1.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id group by t1.team_id order by count(*) desc limit 1",
        J=[("team", "Team_Name",
            "select t3.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id join team_team_name as t3 on t1.team_id = t3.team_id group by t1.team_id order by count(*) desc limit 1")],
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Who won stage 8? Give the rider's first and last name.",
        sql="select t1.fname, t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.stage_no = 8 and t2.pos = 1",
        J=[("stage", "Stage_No",
            "select t1.fname, t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join stage_stage_no as t4 on t3.stage_id = t4.stage_id where t4.stage_no = 8 and t2.pos = 1"),
           ("rider", "Fname",
            "select t4.fname, t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join rider_fname as t4 on t1.riderid = t4.riderid where t3.stage_no = 8 and t2.pos = 1")],
        T=("stage_result", "result", "finish",
           "select t1.fname, t1.lname from rider as t1 join {t} as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.stage_no = 8 and t2.pos = 1"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Find the first name and last name of the rider who finished first on stage number 8.",
        sql="select t3.fname, t3.lname from stage as t1 join stage_result as t2 on t1.stage_id = t2.stage_id join rider as t3 on t2.riderid = t3.riderid where t1.stage_no = 8 and t2.pos = 1",
        J=[("rider", "Fname",
            "select t4.fname, t3.lname from stage as t1 join stage_result as t2 on t1.stage_id = t2.stage_id join rider as t3 on t2.riderid = t3.riderid join rider_fname as t4 on t3.riderid = t4.riderid where t1.stage_no = 8 and t2.pos = 1")],
    ),
    dict(
        db="cycling_tour", shape="join",
        q="How many stage wins does each team have? Show the team name and the number of wins.",
        sql="select t1.team_name, count(*) from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid where t3.pos = 1 group by t1.team_id",
        J=[("team", "Team_Name",
            "select t4.team_name, count(*) from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid join team_team_name as t4 on t1.team_id = t4.team_id where t3.pos = 1 group by t1.team_id")],
        T=("stage_result", "result", "finish",
           "select t1.team_name, count(*) from team as t1 join rider as t2 on t1.team_id = t2.team_id join {t} as t3 on t2.riderid = t3.riderid where t3.pos = 1 group by t1.team_id"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="For every team that won a stage, list how many stages its riders won and the team name.",
        sql="select count(*), t3.team_name from stage_result as t1 join rider as t2 on t1.riderid = t2.riderid join team as t3 on t2.team_id = t3.team_id where t1.pos = 1 group by t3.team_id",
        J=[("team", "Team_Name",
            "select count(*), t4.team_name from stage_result as t1 join rider as t2 on t1.riderid = t2.riderid join team as t3 on t2.team_id = t3.team_id join team_team_name as t4 on t3.team_id = t4.team_id where t1.pos = 1 group by t3.team_id")],
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Which team's riders scored the most points in total?",
        sql="select t1.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid group by t1.team_id order by sum(t3.pts) desc limit 1",
        J=[("team", "Team_Name",
            "select t4.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid join team_team_name as t4 on t1.team_id = t4.team_id group by t1.team_id order by sum(t3.pts) desc limit 1")],
        C=("stage_result", "Pts", "points", "score",
           "select t1.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid group by t1.team_id order by sum(t3.{c}) desc limit 1"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Name the team that collected the highest total of stage points.",
        sql="select t3.team_name from stage_result as t1 join rider as t2 on t1.riderid = t2.riderid join team as t3 on t2.team_id = t3.team_id group by t3.team_id order by sum(t1.pts) desc limit 1",
        J=[("team", "Team_Name",
            "select t4.team_name from stage_result as t1 join rider as t2 on t1.riderid = t2.riderid join team as t3 on t2.team_id = t3.team_id join team_team_name as t4 on t3.team_id = t4.team_id group by t3.team_id order by sum(t1.pts) desc limit 1")],
    ),
    dict(
        db="cycling_tour", shape="join",
        q="What is the total sponsorship amount of each team? List the team names and totals.",
        sql="select t1.team_name, sum(t2.amt) from team as t1 join sponsor as t2 on t1.team_id = t2.team_id group by t1.team_id",
        J=[("sponsor", "amt",
            "select t1.team_name, sum(t3.amt) from team as t1 join sponsor as t2 on t1.team_id = t2.team_id join sponsor_amt as t3 on t2.sponsor_id = t3.sponsor_id group by t1.team_id"),
           ("team", "Team_Name",
            "select t3.team_name, sum(t2.amt) from team as t1 join sponsor as t2 on t1.team_id = t2.team_id join team_team_name as t3 on t1.team_id = t3.team_id group by t1.team_id")],
        C=("sponsor", "amt", "annual_amount", "sponsorship_value",
           "select t1.team_name, sum(t2.{c}) from team as t1 join sponsor as t2 on t1.team_id = t2.team_id group by t1.team_id"),
        P=("sponsor_team_amt", "sponsor as t1 join team as t2 on t1.team_id = t2.team_id",
           "t2.team_name", "t1.amt",
           "select team_name, sum_amt from sponsor_team_amt"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Show the sum of the sponsors' annual amounts for every team, along with the team name.",
        sql="select sum(t1.amt), t2.team_name from sponsor as t1 join team as t2 on t1.team_id = t2.team_id group by t1.team_id",
        J=[("sponsor", "amt",
            "select sum(t3.amt), t2.team_name from sponsor as t1 join team as t2 on t1.team_id = t2.team_id join sponsor_amt as t3 on t1.sponsor_id = t3.sponsor_id group by t1.team_id")],
        T=("sponsor", "backer", "partner",
           "select sum(t1.amt), t2.team_name from {t} as t1 join team as t2 on t1.team_id = t2.team_id group by t1.team_id"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="What brand and model of bike does Kestrel Racing use?",
        sql="select t1.brand, t1.model from bike as t1 join team as t2 on t1.team_id = t2.team_id where t2.team_name = 'Kestrel Racing'",
        J=[("bike", "Brand",
            "select t3.brand, t1.model from bike as t1 join team as t2 on t1.team_id = t2.team_id join bike_brand as t3 on t1.bike_id = t3.bike_id where t2.team_name = 'Kestrel Racing'"),
           ("bike", "Model",
            "select t1.brand, t3.model from bike as t1 join team as t2 on t1.team_id = t2.team_id join bike_model as t3 on t1.bike_id = t3.bike_id where t2.team_name = 'Kestrel Racing'")],
        C=("bike", "Brand", "manufacturer", "make",
           "select t1.{c}, t1.model from bike as t1 join team as t2 on t1.team_id = t2.team_id where t2.team_name = 'Kestrel Racing'"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Tell me the bike brand and model ridden by team Kestrel Racing.",
        sql="select t2.brand, t2.model from team as t1 join bike as t2 on t1.team_id = t2.team_id where t1.team_name = 'Kestrel Racing'",
        J=[("bike", "Model",
            "select t2.brand, t3.model from team as t1 join bike as t2 on t1.team_id = t2.team_id join bike_model as t3 on t2.bike_id = t3.bike_id where t1.team_name = 'Kestrel Racing'")],
    ),
    dict(
        db="cycling_tour", shape="join",
        q="Which riders have finished in the top two on at least two stages? Give their last names.",
        sql="select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.pos <= 2 group by t1.riderid having count(*) >= 2",
        J=[("rider", "Lname",
            "select t3.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join rider_lname as t3 on t1.riderid = t3.riderid where t2.pos <= 2 group by t1.riderid having count(*) >= 2")],
        C=("stage_result", "Pos", "placing", "finish_position",
           "select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.{c} <= 2 group by t1.riderid having count(*) >= 2"),
    ),
    dict(
        db="cycling_tour", shape="join",
        q="List the last names of the riders with more than one top-two stage finish.",
        sql="select t2.lname from stage_result as t1 join rider as t2 on t1.riderid = t2.riderid where t1.pos <= 2 group by t1.riderid having count(*) > 1",
        J=[("rider", "Lname",
            "select t3.lname from stage_result as t1 join rider as t2 on t1.riderid = t2.riderid join rider_lname as t3 on t2.riderid = t3.riderid where t1.pos <= 2 group by t1.riderid having count(*) > 1")],
        T=("stage_result", "result", "finish",
           "select t2.lname from {t} as t1 join rider as t2 on t1.riderid = t2.riderid where t1.pos <= 2 group by t1.riderid having count(*) > 1"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Which riders have no stage results? List their first and last names.",
        sql="select fname, lname from rider where riderid not in (select riderid from stage_result)",
        J=[("rider", "Fname",
            "select t2.fname, t1.lname from rider as t1 join rider_fname as t2 on t1.riderid = t2.riderid where t1.riderid not in (select riderid from stage_result)"),
           ("rider", "Lname",
            "select t1.fname, t2.lname from rider as t1 join rider_lname as t2 on t1.riderid = t2.riderid where t1.riderid not in (select riderid from stage_result)")],
        T=("stage_result", "result", "finish",
           "select fname, lname from rider where riderid not in (select riderid from {t})"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Give the last names and first names of the riders who never appear in the stage results.",
        sql="select lname, fname from rider except select t1.lname, t1.fname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid",
        J=[("rider", "Lname",
            "select t2.lname, t1.fname from rider as t1 join rider_lname as t2 on t1.riderid = t2.riderid except select t3.lname, t1.fname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join rider_lname as t3 on t1.riderid = t3.riderid")],
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Which teams have a budget above the average team budget? Give the team names and countries.",
        sql="select team_name, country from team where total_allocation > (select avg(total_allocation) from team)",
        J=[("team", "total_allocation",
            "select t1.team_name, t1.country from team as t1 join team_total_allocation as t2 on t1.team_id = t2.team_id where t2.total_allocation > (select avg(total_allocation) from team_total_allocation)"),
           ("team", "Country",
            "select t1.team_name, t2.country from team as t1 join team_country as t2 on t1.team_id = t2.team_id where t1.total_allocation > (select avg(total_allocation) from team)")],
        C=("team", "total_allocation", "budget", "annual_budget",
           "select team_name, country from team where {c} > (select avg({c}) from team)"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Show the country and name of each team whose budget is higher than the average.",
        sql="select country, team_name from team where total_allocation > (select avg(total_allocation) from team)",
        J=[("team", "total_allocation",
            "select t1.country, t1.team_name from team as t1 join team_total_allocation as t2 on t1.team_id = t2.team_id where t2.total_allocation > (select avg(total_allocation) from team_total_allocation)")],
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Which riders have results on both hilly and mountain stages? Give their last names.",
        sql="select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.stage_type = 'Hilly' intersect select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.stage_type = 'Mountain'",
        J=[("stage", "Stage_Type",
            "select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join stage_stage_type as t4 on t3.stage_id = t4.stage_id where t4.stage_type = 'Hilly' intersect select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join stage_stage_type as t4 on t3.stage_id = t4.stage_id where t4.stage_type = 'Mountain'"),
           ("rider", "Lname",
            "select t4.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join rider_lname as t4 on t1.riderid = t4.riderid where t3.stage_type = 'Hilly' intersect select t4.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join rider_lname as t4 on t1.riderid = t4.riderid where t3.stage_type = 'Mountain'")],
        C=("stage", "Stage_Type", "terrain", "profile",
           "select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.{c} = 'Hilly' intersect select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.{c} = 'Mountain'"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Find the last names of the riders who have a result on a mountain stage and also on a hilly stage.",
        sql="select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.stage_type = 'Mountain' intersect select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id where t3.stage_type = 'Hilly'",
        J=[("stage", "Stage_Type",
            "select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join stage_stage_type as t4 on t3.stage_id = t4.stage_id where t4.stage_type = 'Mountain' intersect select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join stage as t3 on t2.stage_id = t3.stage_id join stage_stage_type as t4 on t3.stage_id = t4.stage_id where t4.stage_type = 'Hilly'")],
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="List the names of the teams that have not won any stage.",
        sql="select team_name from team except select t1.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid where t3.pos = 1",
        J=[("team", "Team_Name",
            "select t2.team_name from team as t1 join team_team_name as t2 on t1.team_id = t2.team_id except select t4.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid join team_team_name as t4 on t1.team_id = t4.team_id where t3.pos = 1")],
        C=("stage_result", "Pos", "placing", "finish_position",
           "select team_name from team except select t1.team_name from team as t1 join rider as t2 on t1.team_id = t2.team_id join stage_result as t3 on t2.riderid = t3.riderid where t3.{c} = 1"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Which teams have never had a stage winner? Give their names.",
        sql="select team_name from team where team_id not in (select t1.team_id from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.pos = 1)",
        J=[("team", "Team_Name",
            "select t2.team_name from team as t1 join team_team_name as t2 on t1.team_id = t2.team_id where t1.team_id not in (select t3.team_id from rider as t3 join stage_result as t4 on t3.riderid = t4.riderid where t4.pos = 1)")],
        T=("stage_result", "result", "finish",
           "select team_name from team where team_id not in (select t1.team_id from rider as t1 join {t} as t2 on t1.riderid = t2.riderid where t2.pos = 1)"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Find the last names of the riders who either won a stage or ride for an Italian team.",
        sql="select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.pos = 1 union select t1.lname from rider as t1 join team as t2 on t1.team_id = t2.team_id where t2.country = 'Italy'",
        J=[("team", "Country",
            "select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.pos = 1 union select t1.lname from rider as t1 join team as t2 on t1.team_id = t2.team_id join team_country as t3 on t2.team_id = t3.team_id where t3.country = 'Italy'"),
           ("rider", "Lname",
            "select t3.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid join rider_lname as t3 on t1.riderid = t3.riderid where t2.pos = 1 union select t3.lname from rider as t1 join team as t2 on t1.team_id = t2.team_id join rider_lname as t3 on t1.riderid = t3.riderid where t2.country = 'Italy'")],
        C=("team", "Country", "nation", "home_country",
           "select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.pos = 1 union select t1.lname from rider as t1 join team as t2 on t1.team_id = t2.team_id where t2.{c} = 'Italy'"),
    ),
    dict(
        db="cycling_tour", shape="nested",
        q="Which riders ride for a team from Italy or have won at least one stage? List their last names.",
        sql="select t1.lname from rider as t1 join team as t2 on t1.team_id = t2.team_id where t2.country = 'Italy' union select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.pos = 1",
        J=[("team", "Country",
            "select t1.lname from rider as t1 join team as t2 on t1.team_id = t2.team_id join team_country as t3 on t2.team_id = t3.team_id where t3.country = 'Italy' union select t1.lname from rider as t1 join stage_result as t2 on t1.riderid = t2.riderid where t2.pos = 1")],
    ),
    # ------------------------------------------------------------------ insurance_claims
    dict(
        db="insurance_claims", shape="simple",
        q="List the first and last names of the customers who live in Ohio.",
        sql="select fname, lname from customers where state = 'Ohio'",
        J=[("customers", "State",
            "select t1.fname, t1.lname from customers as t1 join customers_state as t2 on t1.customer_id = t2.customer_id where t2.state = 'Ohio'"),
           ("customers", "Fname",
            "select t2.fname, t1.lname from customers as t1 join customers_fname as t2 on t1.customer_id = t2.customer_id where t1.state = 'Ohio'")],
        C=("customers", "State", "home_state", "residence_state",
           "select fname, lname from customers where {c} = 'Ohio'"),
        T=("customers", "clients", "policyholders",
           "select fname, lname from {t} where state = 'Ohio'"),
    ),
    dict(
        db="insurance_claims", shape="simple",
        q="Which customers are from Ohio? Give their last names and first names.",
        sql="select lname, fname from customers where state = 'Ohio'",
        J=[("customers", "State",
            "select t1.lname, t1.fname from customers as t1 join customers_state as t2 on t1.customer_id = t2.customer_id where t2.state = 'Ohio'")],
    ),
    dict(
        db="insurance_claims", shape="simple",
        q="Show the ids, types and premiums of all policies, ordered by premium from highest to lowest.",
        sql="select policy_id, policy_type, prem_amt from policies order by prem_amt desc",
        J=[("policies", "Policy_Type",
            "select t1.policy_id, t2.policy_type, t1.prem_amt from policies as t1 join policies_policy_type as t2 on t1.policy_id = t2.policy_id order by t1.prem_amt desc"),
           ("policies", "Prem_Amt",
            "select t1.policy_id, t1.policy_type, t2.prem_amt from policies as t1 join policies_prem_amt as t2 on t1.policy_id = t2.policy_id order by t2.prem_amt desc")],
        C=("policies", "Prem_Amt", "premium", "annual_premium",
           "select policy_id, policy_type, {c} from policies order by {c} desc"),
    ),
    dict(
        db="insurance_claims", shape="simple",
        q="What are the premiums, types and ids of the policies, in descending order of premium?",
        sql="select prem_amt, policy_type, policy_id from policies order by prem_amt desc",
        J=[("policies", "Prem_Amt",
            "select t2.prem_amt, t1.policy_type, t1.policy_id from policies as t1 join policies_prem_amt as t2 on t1.policy_id = t2.policy_id order by t2.prem_amt desc")],
        T=("policies", "contracts", "insurance_policy",
           "select prem_amt, policy_type, policy_id from {t} order by prem_amt desc"),
    ),
    dict(
        db="insurance_claims", shape="simple",
        q="Which agent has the highest commission rate? Give the name and office.",
        sql="select name, office from agents order by comm_rate desc limit 1",
        J=[("agents", "comm_rate",
            "select t1.name, t1.office from agents as t1 join agents_comm_rate as t2 on t1.agent_id = t2.agent_id order by t2.comm_rate desc limit 1"),
           ("agents", "name",
            "select t2.name, t1.office from agents as t1 join agents_name as t2 on t1.agent_id = t2.agent_id order by t1.comm_rate desc limit 1")],
        C=("agents", "comm_rate", "commission", "commission_pct",
           "select name, office from agents order by {c} desc limit 1"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Find the name and office of the agent whose commission rate is the largest.",
        sql="select name, office from agents where comm_rate = (select max(comm_rate) from agents)",
        J=[("agents", "comm_rate",
            "select t1.name, t1.office from agents as t1 join agents_comm_rate as t2 on t1.agent_id = t2.agent_id where t2.comm_rate = (select max(comm_rate) from agents_comm_rate)")],
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="How many policies are there of each type?",
        sql="select count(*), policy_type from policies group by policy_type",
        T=("policies", "contracts", "insurance_policy",
           "select count(*), policy_type from {t} group by policy_type"),
        P=("policies_prem_amt", "policies", "policy_type", "prem_amt",
           "select number, policy_type from policies_prem_amt"),
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="For each policy type, show the type and the number of policies of that type.",
        sql="select policy_type, count(*) from policies group by policy_type",
        T=("policies", "contracts", "insurance_policy",
           "select policy_type, count(*) from {t} group by policy_type"),
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="What is the average premium and the maximum coverage for each policy type?",
        sql="select avg(prem_amt), max(sum_insured), policy_type from policies group by policy_type",
        J=[("policies", "Prem_Amt",
            "select avg(t2.prem_amt), max(t1.sum_insured), t1.policy_type from policies as t1 join policies_prem_amt as t2 on t1.policy_id = t2.policy_id group by t1.policy_type"),
           ("policies", "Sum_Insured",
            "select avg(t1.prem_amt), max(t2.sum_insured), t1.policy_type from policies as t1 join policies_sum_insured as t2 on t1.policy_id = t2.policy_id group by t1.policy_type")],
        C=("policies", "Sum_Insured", "coverage", "coverage_amount",
           "select avg(prem_amt), max({c}), policy_type from policies group by policy_type"),
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="For every policy type, give the type, its mean premium and its largest sum insured.",
        sql="select policy_type, avg(prem_amt), max(sum_insured) from policies group by policy_type",
        J=[("policies", "Sum_Insured",
            "select t1.policy_type, avg(t1.prem_amt), max(t2.sum_insured) from policies as t1 join policies_sum_insured as t2 on t1.policy_id = t2.policy_id group by t1.policy_type")],
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="Which incident types appear in more than two claims?",
        sql="select incident from claims group by incident having count(*) > 2",
        T=("claims", "claim_record", "insurance_claim",
           "select incident from {t} group by incident having count(*) > 2"),
        P=("claims_amount_claimed", "claims", "incident", "amount_claimed",
           "select incident from claims_amount_claimed where number > 2"),
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="List the incident types with at least three claims.",
        sql="select incident from claims group by incident having count(*) >= 3",
        T=("claims", "claim_record", "insurance_claim",
           "select incident from {t} group by incident having count(*) >= 3"),
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="How many different incident types are there among the approved claims?",
        sql="select count(distinct incident) from claims where status_code = 'Approved'",
        J=[("claims", "Status_Code",
            "select count(distinct t1.incident) from claims as t1 join claims_status_code as t2 on t1.claim_id = t2.claim_id where t2.status_code = 'Approved'"),
           ("claims", "Incident",
            "select count(distinct t2.incident) from claims as t1 join claims_incident as t2 on t1.claim_id = t2.claim_id where t1.status_code = 'Approved'")],
        C=("claims", "Status_Code", "status", "claim_status",
           "select count(distinct incident) from claims where {c} = 'Approved'"),
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="Count the distinct kinds of incident for the claims whose status is Approved.",
        sql="select count(*) from (select distinct incident from claims where status_code = 'Approved')",
        J=[("claims", "Status_Code",
            "select count(*) from (select distinct t1.incident from claims as t1 join claims_status_code as t2 on t1.claim_id = t2.claim_id where t2.status_code = 'Approved')")],
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="What are the total amount claimed and the total amount settled for each claim status?",
        sql="select sum(amount_claimed), sum(amount_settled), status_code from claims group by status_code",
        J=[("claims", "Amount_Claimed",
            "select sum(t2.amount_claimed), sum(t1.amount_settled), t1.status_code from claims as t1 join claims_amount_claimed as t2 on t1.claim_id = t2.claim_id group by t1.status_code"),
           ("claims", "Amount_Settled",
            "select sum(t1.amount_claimed), sum(t2.amount_settled), t1.status_code from claims as t1 join claims_amount_settled as t2 on t1.claim_id = t2.claim_id group by t1.status_code")],
        C=("claims", "Amount_Settled", "payout", "settled_amount",
           "select sum(amount_claimed), sum({c}), status_code from claims group by status_code"),
    ),
    dict(
        db="insurance_claims", shape="agg",
        q="For each status, show the status and the sums of the claimed and settled amounts.",
        sql="select status_code, sum(amount_claimed), sum(amount_settled) from claims group by status_code",
        J=[("claims", "Amount_Claimed",
            "select t1.status_code, sum(t2.amount_claimed), sum(t1.amount_settled) from claims as t1 join claims_amount_claimed as t2 on t1.claim_id = t2.claim_id group by t1.status_code")],
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Show the policy types and the names of the agents who sold them.",
        sql="select t1.policy_type, t2.name from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id",
        J=[("policies", "Policy_Type",
            "select t3.policy_type, t2.name from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id join policies_policy_type as t3 on t1.policy_id = t3.policy_id"),
           ("agents", "name",
            "select t1.policy_type, t3.name from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id join agents_name as t3 on t2.agent_id = t3.agent_id")],
        C=("agents", "name", "agent_name", "full_name",
           "select t1.policy_type, t2.{c} from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id"),
        T=("agents", "broker", "representative",
           "select t1.policy_type, t2.name from policies as t1 join {t} as t2 on t1.agent_id = t2.agent_id"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="For every policy, list the agent's name and the policy type.",
        sql="select t1.name, t2.policy_type from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id",
        J=[("policies", "Policy_Type",
            "select t1.name, t3.policy_type from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join policies_policy_type as t3 on t2.policy_id = t3.policy_id")],
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Which agent has sold the most policies? Give the agent's name.",
        sql="select t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id group by t1.agent_id order by count(*) desc limit 1",
        J=[("agents", "name",
            "select t3.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join agents_name as t3 on t1.agent_id = t3.agent_id group by t1.agent_id order by count(*) desc limit 1")],
        C=("agents", "name", "agent_name", "full_name",
           "select t1.{c} from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id group by t1.agent_id order by count(*) desc limit 1"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Find the name of the agent responsible for the largest number of policies.",
        sql="select t2.name from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id group by t1.agent_id order by count(*) desc limit 1",
        J=[("agents", "name",
            "select t3.name from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id join agents_name as t3 on t2.agent_id = t3.agent_id group by t1.agent_id order by count(*) desc limit 1")],
    ),
    dict(
        db="insurance_claims", shape="join",
        q="What is the total premium of the policies sold by each agent? List the agent names and totals.",
        sql="select t1.name, sum(t2.prem_amt) from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id group by t1.agent_id",
        J=[("policies", "Prem_Amt",
            "select t1.name, sum(t3.prem_amt) from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join policies_prem_amt as t3 on t2.policy_id = t3.policy_id group by t1.agent_id"),
           ("agents", "name",
            "select t3.name, sum(t2.prem_amt) from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join agents_name as t3 on t1.agent_id = t3.agent_id group by t1.agent_id")],
        C=("policies", "Prem_Amt", "premium", "annual_premium",
           "select t1.name, sum(t2.{c}) from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id group by t1.agent_id"),
        P=("policies_agents_prem_amt", "policies as t1 join agents as t2 on t1.agent_id = t2.agent_id",
           "t2.name", "t1.prem_amt",
           "select name, sum_prem_amt from policies_agents_prem_amt"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="For every agent, show the sum of the premiums on their policies along with the agent's name.",
        sql="select sum(t1.prem_amt), t2.name from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id group by t1.agent_id",
        J=[("policies", "Prem_Amt",
            "select sum(t3.prem_amt), t2.name from policies as t1 join agents as t2 on t1.agent_id = t2.agent_id join policies_prem_amt as t3 on t1.policy_id = t3.policy_id group by t1.agent_id")],
        T=("policies", "contracts", "insurance_policy",
           "select sum(t1.prem_amt), t2.name from {t} as t1 join agents as t2 on t1.agent_id = t2.agent_id group by t1.agent_id"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="What types of policies does Irene Schultz hold?",
        sql="select t3.policy_type from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t1.fname = 'Irene' and t1.lname = 'Schultz'",
        J=[("policies", "Policy_Type",
            "select t4.policy_type from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join policies_policy_type as t4 on t3.policy_id = t4.policy_id where t1.fname = 'Irene' and t1.lname = 'Schultz'")],
        C=("policies", "Policy_Type", "coverage_type", "product_line",
           "select t3.{c} from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t1.fname = 'Irene' and t1.lname = 'Schultz'"),
        T=("customer_policies", "policy_holder", "holding",
           "select t3.policy_type from customers as t1 join {t} as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t1.fname = 'Irene' and t1.lname = 'Schultz'"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="List the policy types held by the customer Irene Schultz.",
        sql="select t1.policy_type from policies as t1 join customer_policies as t2 on t1.policy_id = t2.policy_id join customers as t3 on t2.customer_id = t3.customer_id where t3.fname = 'Irene' and t3.lname = 'Schultz'",
        J=[("policies", "Policy_Type",
            "select t4.policy_type from policies as t1 join customer_policies as t2 on t1.policy_id = t2.policy_id join customers as t3 on t2.customer_id = t3.customer_id join policies_policy_type as t4 on t1.policy_id = t4.policy_id where t3.fname = 'Irene' and t3.lname = 'Schultz'")],
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Which customer has filed the most claims? Give the first and last name.",
        sql="select t1.fname, t1.lname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join claims as t3 on t2.policy_id = t3.policy_id group by t1.customer_id order by count(*) desc limit 1",
        J=[("customers", "Fname",
            "select t4.fname, t1.lname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join claims as t3 on t2.policy_id = t3.policy_id join customers_fname as t4 on t1.customer_id = t4.customer_id group by t1.customer_id order by count(*) desc limit 1"),
           ("customers", "Lname",
            "select t1.fname, t4.lname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join claims as t3 on t2.policy_id = t3.policy_id join customers_lname as t4 on t1.customer_id = t4.customer_id group by t1.customer_id order by count(*) desc limit 1")],
        T=("claims", "claim_record", "insurance_claim",
           "select t1.fname, t1.lname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join {t} as t3 on t2.policy_id = t3.policy_id group by t1.customer_id order by count(*) desc limit 1"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Find the full name of the customer with the largest number of claims.",
        sql="select t3.fname, t3.lname from claims as t1 join customer_policies as t2 on t1.policy_id = t2.policy_id join customers as t3 on t2.customer_id = t3.customer_id group by t2.customer_id order by count(*) desc limit 1",
        J=[("customers", "Fname",
            "select t4.fname, t3.lname from claims as t1 join customer_policies as t2 on t1.policy_id = t2.policy_id join customers as t3 on t2.customer_id = t3.customer_id join customers_fname as t4 on t3.customer_id = t4.customer_id group by t2.customer_id order by count(*) desc limit 1")],
    ),
    dict(
        db="insurance_claims", shape="join",
        q="What are the ids and amounts of the claims filed by customers from Texas?",
        sql="select distinct t3.claim_id, t3.amount_claimed from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join claims as t3 on t2.policy_id = t3.policy_id where t1.state = 'Texas'",
        J=[("customers", "State",
            "select distinct t3.claim_id, t3.amount_claimed from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join claims as t3 on t2.policy_id = t3.policy_id join customers_state as t4 on t1.customer_id = t4.customer_id where t4.state = 'Texas'"),
           ("claims", "Amount_Claimed",
            "select distinct t3.claim_id, t4.amount_claimed from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join claims as t3 on t2.policy_id = t3.policy_id join claims_amount_claimed as t4 on t3.claim_id = t4.claim_id where t1.state = 'Texas'")],
        C=("customers", "State", "home_state", "residence_state",
           "select distinct t3.claim_id, t3.amount_claimed from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join claims as t3 on t2.policy_id = t3.policy_id where t1.{c} = 'Texas'"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="List the amount claimed and the claim id for every claim made by a customer living in Texas.",
        sql="select distinct t1.amount_claimed, t1.claim_id from claims as t1 join customer_policies as t2 on t1.policy_id = t2.policy_id join customers as t3 on t2.customer_id = t3.customer_id where t3.state = 'Texas'",
        J=[("claims", "Amount_Claimed",
            "select distinct t4.amount_claimed, t1.claim_id from claims as t1 join customer_policies as t2 on t1.policy_id = t2.policy_id join customers as t3 on t2.customer_id = t3.customer_id join claims_amount_claimed as t4 on t1.claim_id = t4.claim_id where t3.state = 'Texas'")],
        T=("customers", "clients", "policyholders",
           "select distinct t1.amount_claimed, t1.claim_id from claims as t1 join customer_policies as t2 on t1.policy_id = t2.policy_id join {t} as t3 on t2.customer_id = t3.customer_id where t3.state = 'Texas'"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Which policies have more than one claim? Show the policy id and type.",
        sql="select t1.policy_id, t1.policy_type from policies as t1 join claims as t2 on t1.policy_id = t2.policy_id group by t1.policy_id having count(*) > 1",
        J=[("policies", "Policy_Type",
            "select t1.policy_id, t3.policy_type from policies as t1 join claims as t2 on t1.policy_id = t2.policy_id join policies_policy_type as t3 on t1.policy_id = t3.policy_id group by t1.policy_id having count(*) > 1")],
        T=("claims", "claim_record", "insurance_claim",
           "select t1.policy_id, t1.policy_type from policies as t1 join {t} as t2 on t1.policy_id = t2.policy_id group by t1.policy_id having count(*) > 1"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="List the ids and types of the policies with at least two claims.",
        sql="select t2.policy_id, t2.policy_type from claims as t1 join policies as t2 on t1.policy_id = t2.policy_id group by t1.policy_id having count(*) >= 2",
        J=[("policies", "Policy_Type",
            "select t2.policy_id, t3.policy_type from claims as t1 join policies as t2 on t1.policy_id = t2.policy_id join policies_policy_type as t3 on t2.policy_id = t3.policy_id group by t1.policy_id having count(*) >= 2")],
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Which agents sold policies to customers in California? List the agent names.",
        sql="select distinct t4.name from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join agents as t4 on t3.agent_id = t4.agent_id where t1.state = 'California'",
        J=[("customers", "State",
            "select distinct t4.name from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join agents as t4 on t3.agent_id = t4.agent_id join customers_state as t5 on t1.customer_id = t5.customer_id where t5.state = 'California'"),
           ("agents", "name",
            "select distinct t5.name from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join agents as t4 on t3.agent_id = t4.agent_id join agents_name as t5 on t4.agent_id = t5.agent_id where t1.state = 'California'")],
        T=("customer_policies", "policy_holder", "holding",
           "select distinct t4.name from customers as t1 join {t} as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join agents as t4 on t3.agent_id = t4.agent_id where t1.state = 'California'"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="Give the names of the agents whose customers include someone living in California.",
        sql="select distinct t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join customer_policies as t3 on t2.policy_id = t3.policy_id join customers as t4 on t3.customer_id = t4.customer_id where t4.state = 'California'",
        J=[("agents", "name",
            "select distinct t5.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join customer_policies as t3 on t2.policy_id = t3.policy_id join customers as t4 on t3.customer_id = t4.customer_id join agents_name as t5 on t1.agent_id = t5.agent_id where t4.state = 'California'")],
    ),
    dict(
        db="insurance_claims", shape="join",
        q="What is the average amount claimed for each policy type?",
        sql="select avg(t2.amount_claimed), t1.policy_type from policies as t1 join claims as t2 on t1.policy_id = t2.policy_id group by t1.policy_type",
        J=[("claims", "Amount_Claimed",
            "select avg(t3.amount_claimed), t1.policy_type from policies as t1 join claims as t2 on t1.policy_id = t2.policy_id join claims_amount_claimed as t3 on t2.claim_id = t3.claim_id group by t1.policy_type"),
           ("policies", "Policy_Type",
            "select avg(t2.amount_claimed), t3.policy_type from policies as t1 join claims as t2 on t1.policy_id = t2.policy_id join policies_policy_type as t3 on t1.policy_id = t3.policy_id group by t3.policy_type")],
        P=("claims_policies_amount_claimed", "claims as t1 join policies as t2 on t1.policy_id = t2.policy_id",
           "t2.policy_type", "t1.amount_claimed",
           "select avg_amount_claimed, policy_type from claims_policies_amount_claimed"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="For each policy type, give the type and the mean amount claimed on its policies.",
        sql="select t2.policy_type, avg(t1.amount_claimed) from claims as t1 join policies as t2 on t1.policy_id = t2.policy_id group by t2.policy_type",
        J=[("claims", "Amount_Claimed",
            "select t2.policy_type, avg(t3.amount_claimed) from claims as t1 join policies as t2 on t1.policy_id = t2.policy_id join claims_amount_claimed as t3 on t1.claim_id = t3.claim_id group by t2.policy_type")],
        C=("claims", "Amount_Claimed", "claim_amount", "requested_amount",
           "select t2.policy_type, avg(t1.{c}) from claims as t1 join policies as t2 on t1.policy_id = t2.policy_id group by t2.policy_type"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="What is the total amount paid for each claim? Show the claim id, the incident and the total.",
        sql="select t1.claim_id, t1.incident, sum(t2.amt) from claims as t1 join claim_payments as t2 on t1.claim_id = t2.claim_id group by t1.claim_id",
        J=[("claims", "Incident",
            "select t1.claim_id, t3.incident, sum(t2.amt) from claims as t1 join claim_payments as t2 on t1.claim_id = t2.claim_id join claims_incident as t3 on t1.claim_id = t3.claim_id group by t1.claim_id"),
           ("claim_payments", "amt",
            "select t1.claim_id, t1.incident, sum(t3.amt) from claims as t1 join claim_payments as t2 on t1.claim_id = t2.claim_id join claim_payments_amt as t3 on t2.payment_id = t3.payment_id group by t1.claim_id")],
        C=("claim_payments", "amt", "amount", "paid_amount",
           "select t1.claim_id, t1.incident, sum(t2.{c}) from claims as t1 join claim_payments as t2 on t1.claim_id = t2.claim_id group by t1.claim_id"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="For every claim with payments, give the incident type, the claim id and the sum of its payments.",
        sql="select t2.incident, t2.claim_id, sum(t1.amt) from claim_payments as t1 join claims as t2 on t1.claim_id = t2.claim_id group by t1.claim_id",
        J=[("claim_payments", "amt",
            "select t2.incident, t2.claim_id, sum(t3.amt) from claim_payments as t1 join claims as t2 on t1.claim_id = t2.claim_id join claim_payments_amt as t3 on t1.payment_id = t3.payment_id group by t1.claim_id")],
        T=("claim_payments", "settlement", "payout",
           "select t2.incident, t2.claim_id, sum(t1.amt) from {t} as t1 join claims as t2 on t1.claim_id = t2.claim_id group by t1.claim_id"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Which customers do not hold any policy? Give their first and last names.",
        sql="select fname, lname from customers where customer_id not in (select customer_id from customer_policies)",
        J=[("customers", "Fname",
            "select t2.fname, t1.lname from customers as t1 join customers_fname as t2 on t1.customer_id = t2.customer_id where t1.customer_id not in (select customer_id from customer_policies)"),
           ("customers", "Lname",
            "select t1.fname, t2.lname from customers as t1 join customers_lname as t2 on t1.customer_id = t2.customer_id where t1.customer_id not in (select customer_id from customer_policies)")],
        T=("customer_policies", "policy_holder", "holding",
           "select fname, lname from customers where customer_id not in (select customer_id from {t})"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Find the last and first names of the customers with no policies.",
        sql="select lname, fname from customers except select t1.lname, t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id",
        J=[("customers", "Lname",
            "select t2.lname, t1.fname from customers as t1 join customers_lname as t2 on t1.customer_id = t2.customer_id except select t3.lname, t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join customers_lname as t3 on t1.customer_id = t3.customer_id")],
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="List the ids and types of the policies that have never had a claim.",
        sql="select policy_id, policy_type from policies where policy_id not in (select policy_id from claims)",
        J=[("policies", "Policy_Type",
            "select t1.policy_id, t2.policy_type from policies as t1 join policies_policy_type as t2 on t1.policy_id = t2.policy_id where t1.policy_id not in (select policy_id from claims)")],
        T=("claims", "claim_record", "insurance_claim",
           "select policy_id, policy_type from policies where policy_id not in (select policy_id from {t})"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Which policies have no claims filed against them? Show their types and ids.",
        sql="select policy_type, policy_id from policies except select t1.policy_type, t1.policy_id from policies as t1 join claims as t2 on t1.policy_id = t2.policy_id",
        J=[("policies", "Policy_Type",
            "select t2.policy_type, t1.policy_id from policies as t1 join policies_policy_type as t2 on t1.policy_id = t2.policy_id except select t3.policy_type, t1.policy_id from policies as t1 join claims as t2 on t1.policy_id = t2.policy_id join policies_policy_type as t3 on t1.policy_id = t3.policy_id")],
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Which claims asked for more than the average amount claimed? Show the claim ids and incident types.",
        sql="select claim_id, incident from claims where amount_claimed > (select avg(amount_claimed) from claims)",
        J=[("claims", "Amount_Claimed",
            "select t1.claim_id, t1.incident from claims as t1 join claims_amount_claimed as t2 on t1.claim_id = t2.claim_id where t2.amount_claimed > (select avg(amount_claimed) from claims_amount_claimed)"),
           ("claims", "Incident",
            "select t1.claim_id, t2.incident from claims as t1 join claims_incident as t2 on t1.claim_id = t2.claim_id where t1.amount_claimed > (select avg(amount_claimed) from claims)")],
        C=("claims", "Amount_Claimed", "claim_amount", "requested_amount",
           "select claim_id, incident from claims where {c} > (select avg({c}) from claims)"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Give the incident type and id of each claim whose claimed amount is above average.",
        sql="select incident, claim_id from claims where amount_claimed > (select avg(amount_claimed) from claims)",
        J=[("claims", "Amount_Claimed",
            "select t1.incident, t1.claim_id from claims as t1 join claims_amount_claimed as t2 on t1.claim_id = t2.claim_id where t2.amount_claimed > (select avg(amount_claimed) from claims_amount_claimed)")],
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Which customers hold both an Auto policy and a Home policy? Give their first names.",
        sql="select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Auto' intersect select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Home'",
        J=[("policies", "Policy_Type",
            "select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join policies_policy_type as t4 on t3.policy_id = t4.policy_id where t4.policy_type = 'Auto' intersect select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join policies_policy_type as t4 on t3.policy_id = t4.policy_id where t4.policy_type = 'Home'"),
           ("customers", "Fname",
            "select t4.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join customers_fname as t4 on t1.customer_id = t4.customer_id where t3.policy_type = 'Auto' intersect select t4.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join customers_fname as t4 on t1.customer_id = t4.customer_id where t3.policy_type = 'Home'")],
        C=("policies", "Policy_Type", "coverage_type", "product_line",
           "select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.{c} = 'Auto' intersect select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.{c} = 'Home'"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Find the first names of the customers who have a Home policy as well as an Auto policy.",
        sql="select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Home' intersect select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Auto'",
        J=[("policies", "Policy_Type",
            "select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join policies_policy_type as t4 on t3.policy_id = t4.policy_id where t4.policy_type = 'Home' intersect select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join policies_policy_type as t4 on t3.policy_id = t4.policy_id where t4.policy_type = 'Auto'")],
        T=("customer_policies", "policy_holder", "holding",
           "select t1.fname from customers as t1 join {t} as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Home' intersect select t1.fname from customers as t1 join {t} as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Auto'"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Find the names of the agents who sold an Auto policy but no Home policy.",
        sql="select t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id where t2.policy_type = 'Auto' except select t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id where t2.policy_type = 'Home'",
        J=[("policies", "Policy_Type",
            "select t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join policies_policy_type as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Auto' except select t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join policies_policy_type as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Home'"),
           ("agents", "name",
            "select t3.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join agents_name as t3 on t1.agent_id = t3.agent_id where t2.policy_type = 'Auto' except select t3.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join agents_name as t3 on t1.agent_id = t3.agent_id where t2.policy_type = 'Home'")],
        C=("policies", "Policy_Type", "coverage_type", "product_line",
           "select t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id where t2.{c} = 'Auto' except select t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id where t2.{c} = 'Home'"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Which agents have sold Auto policies but never a Home policy? List their names.",
        sql="select distinct t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id where t2.policy_type = 'Auto' and t1.agent_id not in (select agent_id from policies where policy_type = 'Home')",
        J=[("policies", "Policy_Type",
            "select distinct t1.name from agents as t1 join policies as t2 on t1.agent_id = t2.agent_id join policies_policy_type as t3 on t2.policy_id = t3.policy_id where t3.policy_type = 'Auto' and t1.agent_id not in (select t4.agent_id from policies as t4 join policies_policy_type as t5 on t4.policy_id = t5.policy_id where t5.policy_type = 'Home')")],
        T=("policies", "contracts", "insurance_policy",
           "select distinct t1.name from agents as t1 join {t} as t2 on t1.agent_id = t2.agent_id where t2.policy_type = 'Auto' and t1.agent_id not in (select agent_id from {t} where policy_type = 'Home')"),
    ),
    dict(
        db="insurance_claims", shape="join",
        q="What is the first name of the customer holding the policy with the largest sum insured?",
        sql="select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id order by t3.sum_insured desc limit 1",
        J=[("policies", "Sum_Insured",
            "select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join policies_sum_insured as t4 on t3.policy_id = t4.policy_id order by t4.sum_insured desc limit 1"),
           ("customers", "Fname",
            "select t4.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join customers_fname as t4 on t1.customer_id = t4.customer_id order by t3.sum_insured desc limit 1")],
        C=("policies", "Sum_Insured", "coverage", "coverage_amount",
           "select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id order by t3.{c} desc limit 1"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Which customer holds the policy with the highest coverage? Give the first name.",
        sql="select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id where t3.sum_insured = (select max(sum_insured) from policies)",
        J=[("policies", "Sum_Insured",
            "select t1.fname from customers as t1 join customer_policies as t2 on t1.customer_id = t2.customer_id join policies as t3 on t2.policy_id = t3.policy_id join policies_sum_insured as t4 on t3.policy_id = t4.policy_id where t4.sum_insured = (select max(sum_insured) from policies_sum_insured)")],
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="Which approved claims have not received any payment? Give the claim ids and the dates they were filed.",
        sql="select claim_id, date_filed from claims where status_code = 'Approved' and claim_id not in (select claim_id from claim_payments)",
        J=[("claims", "Status_Code",
            "select t1.claim_id, t1.date_filed from claims as t1 join claims_status_code as t2 on t1.claim_id = t2.claim_id where t2.status_code = 'Approved' and t1.claim_id not in (select claim_id from claim_payments)"),
           ("claims", "Date_Filed",
            "select t1.claim_id, t2.date_filed from claims as t1 join claims_date_filed as t2 on t1.claim_id = t2.claim_id where t1.status_code = 'Approved' and t1.claim_id not in (select claim_id from claim_payments)")],
        T=("claim_payments", "settlement", "payout",
           "select claim_id, date_filed from claims where status_code = 'Approved' and claim_id not in (select claim_id from {t})"),
    ),
    dict(
        db="insurance_claims", shape="nested",
        q="List the filing dates and ids of the approved claims that have no payments.",
        sql="select date_filed, claim_id from claims where status_code = 'Approved' except select t1.date_filed, t1.claim_id from claims as t1 join claim_payments as t2 on t1.claim_id = t2.claim_id",
        J=[("claims", "Status_Code",
            "select t1.date_filed, t1.claim_id from claims as t1 join claims_status_code as t2 on t1.claim_id = t2.claim_id where t2.status_code = 'Approved' except select t1.date_filed, t1.claim_id from claims as t1 join claim_payments as t2 on t1.claim_id = t2.claim_id")],
    ),
]


def main():
    probe_kit.checked_main(__doc__, HERE, DEFAULT_OUT, DEFAULT_DBS, DEFAULT_DEV, DATABASES, QUESTIONS,
                           ROWS_PER_TABLE, ID_TAG)


if __name__ == "__main__":
    main()
