#!/usr/bin/env python3
"""Build eval-data/probe4a.jsonl and eval-data/dbs4/*.sqlite: a held-in probe set on NEW schemas.

Everything in this file -- the three SQLite databases (city_library, regional_hospital,
amateur_league), their data, the questions and the gold SQL -- was written fresh for this
project. Nothing is taken from Spider, AmbiQT or any other benchmark; only the record format and
the way the ambiguous variants are built follow AmbiQT, so that the set measures how well the
parser generalises to databases and schemas it has never seen.

The script:
  1. creates eval-data/dbs4/<db_id>.sqlite from the inline CREATE TABLE / INSERT SQL below
     (any existing file is replaced);
  2. for every base question emits records in AmbiQT's format (id, kind, db_id, question, gold
     [2 SQL], setup [SQL], spider_sql = the base SQL):
       B  the base question on the unmodified database (setup [], the same SQL twice)
       J  one non-key column c of table t is copied, shifted by one row, into "t_c"(key, c);
          gold[0] is the base SQL, gold[1] reads c through a join on the key
       C  c is renamed to synonym0 and a column synonym1 holding the shifted (+1 for numbers)
          values is added; gold[0] uses synonym0, gold[1] synonym1
       T  t is renamed to synonym0 and a copy synonym1 is created with every third row deleted;
          gold[0] uses synonym0, gold[1] synonym1
       P  a precomputed aggregate table "<t>_<c>" (grouped by the question's group / filter
          column), every aggregate then moved by +1; gold[1] reads the precomputed column
     The setup statements copy dev.jsonl's shapes character for character.
  3. verifies every record on an in-memory copy of its database (sqlite3 backup API) and writes
     nothing if a check fails: both golds run; the base SQL returns rows; gold[0] gives the base
     result; the two readings differ (multisets, ordered when the SQL has ORDER BY); gold[1]
     returns rows; gold[1] gives the base result again on a "neutral" version of the setup
     (no shift, no deletion, no +1), which proves it is the same question read through the
     modified schema; and no "order by ... limit 1" superlative ties for its top row.

Deterministic, standard library only.

    python3 eval-data/make_probe4a.py [--out FILE] [--dbs DIR]
"""

import argparse
import json
import re
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_DBS = HERE / "dbs4"
DEFAULT_OUT = HERE / "probe4a.jsonl"

# ===================================================================== databases

DATABASES = {}

DATABASES["city_library"] = """
CREATE TABLE "branch" (
"Branch_ID" int,
"Name" text,
"City" text,
"Open_Year" text,
"Num_of_Staff" int,
"Area_sqm" int,
PRIMARY KEY ("Branch_ID")
);
CREATE TABLE author (
  author_id INTEGER PRIMARY KEY,
  name TEXT,
  nationality TEXT,
  birth_year INTEGER,
  gender TEXT
);
CREATE TABLE "book" (
"Book_ID" int,
"Title" text,
"Genre" text,
"Pub_Year" int,
"Pages" int,
"Price" real,
"Is_Reference" text,
"Branch_ID" int,
PRIMARY KEY ("Book_ID"),
FOREIGN KEY ("Branch_ID") REFERENCES "branch"("Branch_ID")
);
CREATE TABLE "book_author" (
"Book_ID" int,
"author_id" int,
"Role" text,
PRIMARY KEY ("Book_ID","author_id"),
FOREIGN KEY ("Book_ID") REFERENCES "book"("Book_ID"),
FOREIGN KEY ("author_id") REFERENCES "author"("author_id")
);
CREATE TABLE member (
       Member_ID	INTEGER PRIMARY KEY,
       Fname		VARCHAR(20),
       Lname		VARCHAR(20),
       Age		INTEGER,
       City		VARCHAR(30),
       yr_joined	VARCHAR(4),
       Membership	VARCHAR(10),
       Home_Branch	INTEGER,
       FOREIGN KEY(Home_Branch) REFERENCES branch(Branch_ID)
);
CREATE TABLE "loan" (
"Loan_ID" int,
"Member_ID" int,
"Book_ID" int,
"Loan_Date" text,
"Days_Kept" int,
"Fine" real,
PRIMARY KEY ("Loan_ID"),
FOREIGN KEY ("Member_ID") REFERENCES "member"("Member_ID"),
FOREIGN KEY ("Book_ID") REFERENCES "book"("Book_ID")
);
INSERT INTO "branch" VALUES
(1,'Central Library','Riverton','1962',48,5200),
(2,'Northgate','Riverton','1988',14,1450),
(3,'Elm Park','Riverton','2004',9,980),
(4,'Harbour View','Port Alden','1975',21,2300),
(5,'Millbrook','Millbrook','1999',7,640),
(6,'Westfield','Riverton','2011',12,1320),
(7,'Kingsley','Port Alden','1956',17,1870),
(8,'Southbank','Ashford','2016',11,1100),
(9,'Oakridge','Ashford','1983',6,720),
(10,'Cedar Hill','Millbrook','2008',8,860),
(11,'Lakeside','Port Alden','1993',15,1610),
(12,'Stonebridge','Ashford','2019',5,530);
INSERT INTO author VALUES
(1,'Margaret Holloway','United Kingdom',1948,'F'),
(2,'Tomas Varga','Hungary',1971,'M'),
(3,'Aiko Tanabe','Japan',1965,'F'),
(4,'Daniel Okafor','Nigeria',1980,'M'),
(5,'Lucia Ferrante','Italy',1959,'F'),
(6,'Peter Lindqvist','Sweden',1943,'M'),
(7,'Rosa Almeida','Brazil',1977,'F'),
(8,'James Whitcombe','United Kingdom',1962,'M'),
(9,'Chloe Marchand','France',1985,'F'),
(10,'Viktor Sokolov','Russia',1936,'M'),
(11,'Hannah Berger','Germany',1969,'F'),
(12,'Samuel Adeyemi','Nigeria',1958,'M'),
(13,'Ellen McBride','United States',1974,'F'),
(14,'Rafael Ortega','Spain',1951,'M'),
(15,'Nora Lindgren','Sweden',1988,'F'),
(16,'Owen Pritchard','United States',1966,'M'),
(17,'Ingrid Dahl','Norway',1990,'F');
INSERT INTO "book" VALUES
(1,'The Salt Road','Fiction',1994,352,18.5,'F',1),
(2,'A Winter in Lisbon','Fiction',2003,288,15.99,'F',2),
(3,'Tidewater','Mystery',2011,412,21.0,'F',1),
(4,'The Quiet Harbour','Mystery',1987,264,12.75,'F',4),
(5,'Empires of Grain','History',2008,536,34.0,'T',1),
(6,'Notes on Light','Science',2015,198,27.5,'F',3),
(7,'Small Mercies','Poetry',1979,96,9.99,'F',7),
(8,'The Clockmaker''s Daughter','Fiction',2017,448,22.4,'F',6),
(9,'Atlas of the Northern Sky','Science',1999,312,45.0,'T',1),
(10,'Letters from Kyoto','Biography',2006,376,24.95,'F',11),
(11,'The Fox and the Lantern','Children',2012,48,8.5,'F',5),
(12,'Iron and Ash','History',1991,604,38.0,'T',4),
(13,'Murder at Fenwick Hall','Mystery',2019,336,16.25,'F',8),
(14,'The Last Cartographer','Fiction',2021,392,19.99,'F',2),
(15,'River Songs','Poetry',2001,120,11.0,'F',10),
(16,'Cells and Systems','Science',2010,688,52.5,'T',1),
(17,'A Life in Three Acts','Biography',1996,420,26.0,'F',7),
(18,'Paper Boats','Children',2014,32,7.25,'F',9),
(19,'The Glass Orchard','Fiction',1985,304,13.5,'F',4),
(20,'Silent Witness','Mystery',2005,360,17.8,'F',11),
(21,'The Long Retreat','History',2013,512,31.5,'F',6),
(22,'Numbers Everywhere','Science',2020,240,23.0,'F',3),
(23,'Under the Linden Tree','Fiction',1972,276,10.5,'F',7),
(24,'The Moon Ferry','Children',2009,40,6.99,'F',12),
(25,'Harvest of Storms','Fiction',2016,464,20.75,'F',1),
(26,'Dictionary of Place Names','History',1998,920,64.0,'T',1),
(27,'The Vanishing Clerk','Mystery',2022,318,18.95,'F',8),
(28,'Songs for a Northern Coast','Poetry',2018,104,12.4,'F',2),
(29,'The Engineer''s Notebook','Biography',2011,344,28.6,'F',6),
(30,'Dust on the Atlas','Fiction',2007,300,14.2,'F',10);
INSERT INTO "book_author" VALUES
(1,1,'Author'),(2,9,'Author'),(3,8,'Author'),(4,8,'Author'),(5,10,'Author'),(5,14,'Co-author'),
(6,3,'Author'),(7,6,'Author'),(8,13,'Author'),(8,1,'Co-author'),(9,11,'Author'),(9,2,'Co-author'),
(10,3,'Author'),(11,7,'Author'),(12,10,'Author'),(13,1,'Author'),(13,8,'Co-author'),(14,9,'Author'),
(15,15,'Author'),(16,11,'Author'),(16,4,'Co-author'),(17,5,'Author'),(18,7,'Author'),(19,1,'Author'),
(20,16,'Author'),(21,14,'Author'),(22,4,'Author'),(23,6,'Author'),(24,15,'Author'),(25,12,'Author'),
(26,14,'Editor'),(26,10,'Editor'),(27,16,'Author'),(28,6,'Author'),(29,2,'Author'),(30,12,'Author'),
(30,13,'Co-author');
INSERT INTO member VALUES
(1,'Alice','Carter',34,'Riverton','2015','Standard',1),
(2,'Brian','Nolan',61,'Riverton','2009','Senior',2),
(3,'Chen','Wei',22,'Port Alden','2021','Student',4),
(4,'Diana','Reyes',45,'Ashford','2012','Gold',8),
(5,'Edward','Blake',29,'Riverton','2018','Standard',3),
(6,'Fatima','Khan',38,'Millbrook','2016','Gold',5),
(7,'George','Miller',72,'Port Alden','2003','Senior',7),
(8,'Hana','Sato',19,'Riverton','2022','Student',1),
(9,'Ivan','Petrov',53,'Ashford','2010','Standard',9),
(10,'Julia','Santos',27,'Port Alden','2019','Standard',11),
(11,'Kevin','Doyle',41,'Riverton','2014','Gold',6),
(12,'Laura','Fischer',66,'Millbrook','2007','Senior',10),
(13,'Marcus','Green',24,'Riverton','2020','Student',2),
(14,'Nina','Kowalski',36,'Ashford','2013','Standard',8),
(15,'Oscar','Lund',58,'Port Alden','2008','Gold',4),
(16,'Priya','Nair',31,'Riverton','2017','Standard',1),
(17,'Quentin','Hale',47,'Millbrook','2011','Standard',5),
(18,'Rachel','Adams',20,'Ashford','2023','Student',8),
(19,'Samir','Haddad',39,'Riverton','2016','Gold',3),
(20,'Teresa','Lopez',68,'Riverton','2005','Senior',1),
(21,'Umar','Farouk',26,'Port Alden','2021','Standard',11),
(22,'Vera','Novak',50,'Ashford','2012','Gold',9),
(23,'William','Grant',33,'Millbrook','2019','Standard',10),
(24,'Xenia','Morozova',44,'Riverton','2015','Standard',6),
(25,'Yusuf','Demir',55,'Port Alden','2010','Standard',7);
INSERT INTO "loan" VALUES
(1,1,3,'2023-01-04',14,0.0),
(2,1,8,'2023-02-11',21,0.0),
(3,2,17,'2023-01-09',30,2.5),
(4,3,6,'2023-01-15',7,0.0),
(5,3,22,'2023-03-02',12,0.0),
(6,3,14,'2023-04-18',35,4.0),
(7,4,13,'2023-01-20',10,0.0),
(8,4,27,'2023-05-06',18,0.0),
(9,5,1,'2023-02-01',25,1.0),
(10,6,11,'2023-02-03',9,0.0),
(11,6,18,'2023-03-13',16,0.0),
(12,7,23,'2023-02-14',42,6.5),
(13,7,7,'2023-03-21',16,0.0),
(14,8,2,'2023-02-20',11,0.0),
(15,8,14,'2023-03-30',20,0.0),
(16,8,8,'2023-05-12',28,1.5),
(17,8,25,'2023-06-19',14,0.0),
(18,9,21,'2023-03-03',33,3.0),
(19,10,20,'2023-03-08',13,0.0),
(20,10,10,'2023-04-02',19,0.0),
(21,11,29,'2023-03-11',24,0.5),
(22,13,14,'2023-03-15',8,0.0),
(23,13,28,'2023-04-22',15,0.0),
(24,14,13,'2023-03-19',26,1.0),
(25,15,12,'2023-03-25',38,5.0),
(26,15,4,'2023-05-01',17,0.0),
(27,16,3,'2023-04-04',22,0.0),
(28,16,25,'2023-06-02',13,0.0),
(29,17,15,'2023-04-09',6,0.0),
(30,18,27,'2023-04-13',29,2.0),
(31,18,13,'2023-05-20',12,0.0),
(32,19,21,'2023-04-27',31,2.5),
(33,20,19,'2023-05-03',45,7.0),
(34,20,23,'2023-06-08',27,1.5),
(35,20,1,'2023-07-01',15,0.0),
(36,21,20,'2023-05-09',23,0.5),
(37,23,30,'2023-05-15',11,0.0),
(38,24,8,'2023-05-24',36,4.5),
(39,1,14,'2023-06-11',17,0.0),
(40,5,3,'2023-06-25',20,0.0);
"""

DATABASES["regional_hospital"] = """
CREATE TABLE department (
  dept_no INTEGER PRIMARY KEY,
  Dname TEXT,
  Floor INTEGER,
  Budget INTEGER
);
CREATE TABLE "physician" (
"Physician_ID" int,
"Name" text,
"Position" text,
"dept_no" int,
"Salary" int,
"yr_started" text,
"Gender" text,
PRIMARY KEY ("Physician_ID"),
FOREIGN KEY ("dept_no") REFERENCES "department"("dept_no")
);
CREATE TABLE patient (
       patient_id	INTEGER PRIMARY KEY,
       Name		VARCHAR(40),
       Age		INTEGER,
       Sex		VARCHAR(1),
       City		VARCHAR(30),
       Insurance	VARCHAR(20),
       Smoker		VARCHAR(1)
);
CREATE TABLE "appointment" (
"Appt_ID" int,
"Patient_ID" int,
"Physician_ID" int,
"Appt_Date" text,
"Duration" int,
"Fee" real,
PRIMARY KEY ("Appt_ID"),
FOREIGN KEY ("Patient_ID") REFERENCES "patient"("patient_id"),
FOREIGN KEY ("Physician_ID") REFERENCES "physician"("Physician_ID")
);
CREATE TABLE "medication" (
"Code" int,
"Name" text,
"Brand" text,
"Form" text,
"Unit_Cost" real,
PRIMARY KEY ("Code")
);
CREATE TABLE prescribes (
       Physician_ID	INTEGER,
       Patient_ID	INTEGER,
       Medication	INTEGER,
       Dose_mg		INTEGER,
       Num_Days		INTEGER,
       FOREIGN KEY(Physician_ID) REFERENCES physician(Physician_ID),
       FOREIGN KEY(Patient_ID) REFERENCES patient(patient_id),
       FOREIGN KEY(Medication) REFERENCES medication(Code)
);
INSERT INTO department VALUES
(1,'Cardiology',3,4200),
(2,'Neurology',4,3850),
(3,'Oncology',5,5100),
(4,'Pediatrics',2,2900),
(5,'Orthopedics',3,3300),
(6,'Emergency',1,6100),
(7,'Dermatology',2,1250),
(8,'Radiology',1,2750),
(9,'Psychiatry',4,1980),
(10,'Geriatrics',5,1620);
INSERT INTO "physician" VALUES
(1,'Helen Morrow','Head',1,245000,'1998','F'),
(2,'Rajesh Iyer','Attending',1,182000,'2010','M'),
(3,'Sophie Laurent','Head',2,238000,'2001','F'),
(4,'Michael Tran','Resident',2,71000,'2021','M'),
(5,'Gregory Voss','Head',3,251000,'1995','M'),
(6,'Amara Okonkwo','Senior Attending',3,205000,'2006','F'),
(7,'Lena Hoffmann','Attending',4,168000,'2013','F'),
(8,'Carlos Mendes','Head',4,221000,'2003','M'),
(9,'Yuki Watanabe','Attending',5,176000,'2012','F'),
(10,'Thomas Reilly','Head',5,229000,'1999','M'),
(11,'Ahmed Saleh','Senior Attending',6,198000,'2008','M'),
(12,'Grace Liu','Resident',6,68000,'2022','F'),
(13,'Daniel Brooks','Attending',6,171000,'2015','M'),
(14,'Maria Kovacs','Head',7,187000,'2005','F'),
(15,'Peter Szabo','Attending',8,163000,'2016','M'),
(16,'Olivia Grant','Resident',9,74000,'2020','F'),
(17,'Henrik Olsen','Head',9,192000,'2002','M'),
(18,'Fiona Walsh','Attending',10,159000,'2014','F');
INSERT INTO patient VALUES
(1,'Arthur Pike',67,'M','Riverton','Medicare','F'),
(2,'Beatrice Shaw',34,'F','Port Alden','Aetna','F'),
(3,'Calvin Moore',52,'M','Ashford','BlueCross','T'),
(4,'Delia Fontaine',8,'F','Riverton','BlueCross','F'),
(5,'Elias Hart',45,'M','Millbrook','None','T'),
(6,'Frances Quinn',73,'F','Riverton','Medicare','F'),
(7,'Gideon Park',29,'M','Port Alden','Aetna','T'),
(8,'Harriet Cole',61,'F','Ashford','Medicare','T'),
(9,'Isaac Fernandes',15,'M','Riverton','BlueCross','F'),
(10,'Joanna Wells',40,'F','Millbrook','Aetna','F'),
(11,'Kurt Brandt',56,'M','Riverton','BlueCross','T'),
(12,'Lydia Marsh',81,'F','Port Alden','Medicare','F'),
(13,'Mateo Cruz',23,'M','Ashford','None','F'),
(14,'Nadia Rahman',37,'F','Riverton','Aetna','F'),
(15,'Owen Fletcher',48,'M','Port Alden','BlueCross','T'),
(16,'Paula Jensen',70,'F','Millbrook','Medicare','F'),
(17,'Quincy Adams',11,'M','Ashford','BlueCross','F'),
(18,'Rita Castillo',58,'F','Riverton','Aetna','T'),
(19,'Simon Bell',33,'M','Riverton','None','F'),
(20,'Tanya Ivanova',64,'F','Ashford','Medicare','F'),
(21,'Ulrich Weber',76,'M','Port Alden','Medicare','T'),
(22,'Valerie Dunn',26,'F','Millbrook','Aetna','F'),
(23,'Walter Hughes',49,'M','Riverton','BlueCross','F'),
(24,'Ximena Ruiz',19,'F','Port Alden','None','F'),
(25,'Yosef Katz',44,'M','Ashford','Aetna','T');
INSERT INTO "appointment" VALUES
(1,1,2,'2023-01-03',30,150.0),
(2,1,2,'2023-02-14',20,120.0),
(3,1,18,'2023-03-22',45,210.0),
(4,2,9,'2023-01-05',25,135.0),
(5,3,5,'2023-01-09',60,320.0),
(6,3,6,'2023-02-20',50,285.0),
(7,3,5,'2023-04-11',40,260.0),
(8,4,7,'2023-01-12',15,80.0),
(9,4,8,'2023-03-01',20,110.0),
(10,5,11,'2023-01-17',35,240.0),
(11,5,2,'2023-02-02',30,155.0),
(12,6,18,'2023-01-19',40,175.0),
(13,6,3,'2023-03-08',55,290.0),
(14,6,18,'2023-05-16',35,165.0),
(15,7,13,'2023-01-25',20,190.0),
(16,8,2,'2023-01-26',30,160.0),
(17,8,5,'2023-03-14',70,340.0),
(18,8,15,'2023-04-03',25,205.0),
(19,9,7,'2023-02-06',20,90.0),
(20,10,14,'2023-02-08',15,100.0),
(21,10,14,'2023-04-19',20,105.0),
(22,11,1,'2023-02-10',45,300.0),
(23,11,2,'2023-03-17',30,150.0),
(24,11,15,'2023-05-02',30,215.0),
(25,12,18,'2023-02-13',50,185.0),
(26,12,17,'2023-03-27',60,230.0),
(27,14,14,'2023-02-16',25,115.0),
(28,15,10,'2023-02-21',40,225.0),
(29,15,2,'2023-04-25',25,140.0),
(30,16,3,'2023-02-24',35,250.0),
(31,17,8,'2023-03-03',30,125.0),
(32,18,6,'2023-03-06',45,270.0),
(33,18,4,'2023-05-09',20,85.0),
(34,20,1,'2023-03-10',55,310.0),
(35,20,9,'2023-05-22',35,170.0),
(36,21,11,'2023-03-13',50,265.0),
(37,21,17,'2023-04-28',40,200.0),
(38,22,12,'2023-03-20',15,70.0),
(39,23,10,'2023-04-07',30,195.0),
(40,25,2,'2023-04-14',35,165.0),
(41,8,1,'2023-05-30',40,295.0);
INSERT INTO "medication" VALUES
(1,'Atorvastatin','Lipitor','Tablet',0.85),
(2,'Metoprolol','Lopressor','Tablet',0.42),
(3,'Amoxicillin','Amoxil','Capsule',0.31),
(4,'Ibuprofen','Advil','Tablet',0.12),
(5,'Levetiracetam','Keppra','Tablet',1.75),
(6,'Cisplatin','Platinol','Injection',48.5),
(7,'Sertraline','Zoloft','Tablet',0.66),
(8,'Prednisone','Deltasone','Tablet',0.22),
(9,'Salbutamol','Ventolin','Inhaler',6.4),
(10,'Insulin glargine','Lantus','Injection',12.9),
(11,'Warfarin','Coumadin','Tablet',0.38),
(12,'Paracetamol','Tylenol','Syrup',0.09),
(13,'Tamoxifen','Nolvadex','Tablet',2.15),
(14,'Isotretinoin','Accutane','Capsule',3.8),
(15,'Omeprazole','Prilosec','Capsule',0.55);
INSERT INTO prescribes VALUES
(2,1,2,50,30),
(2,1,1,20,90),
(18,1,11,5,60),
(9,2,4,400,10),
(5,3,6,100,5),
(6,3,13,20,180),
(7,4,3,250,7),
(8,4,12,120,5),
(11,5,4,600,7),
(2,5,1,40,90),
(18,6,2,25,60),
(3,6,5,500,120),
(13,7,3,500,10),
(2,8,11,3,90),
(5,8,6,75,5),
(7,9,12,250,5),
(14,10,14,20,150),
(1,11,2,100,60),
(2,11,1,10,30),
(18,12,11,2,90),
(17,12,7,50,60),
(14,14,8,10,14),
(10,15,4,400,10),
(3,16,5,250,60),
(8,17,9,100,30),
(6,18,13,20,90),
(4,18,8,20,7),
(1,20,2,50,30),
(11,21,10,30,60),
(17,21,7,100,90),
(10,23,8,5,10);
"""

DATABASES["amateur_league"] = """
CREATE TABLE "venue" (
"Venue_ID" int,
"Vname" text,
"Town" text,
"Capacity" int,
"Surface" text,
"Built" text,
PRIMARY KEY ("Venue_ID")
);
CREATE TABLE "club" (
"Club_ID" int,
"Name" text,
"Town" text,
"Founded" int,
"Home_Venue" int,
"Colours" text,
PRIMARY KEY ("Club_ID"),
FOREIGN KEY ("Home_Venue") REFERENCES "venue"("Venue_ID")
);
CREATE TABLE "player" (
"Player_ID" int,
"Name" text,
"Club_ID" int,
"Position" text,
"Age" int,
"Height" real,
"is_captain" text,
PRIMARY KEY ("Player_ID"),
FOREIGN KEY ("Club_ID") REFERENCES "club"("Club_ID")
);
CREATE TABLE referee (
  Ref_ID INTEGER PRIMARY KEY,
  Name TEXT,
  Years_Exp INTEGER,
  Home_Town TEXT,
  Grade INTEGER
);
CREATE TABLE "fixture" (
"Match_ID" int,
"Season" text,
"Match_Date" text,
"Home_Club" int,
"Away_Club" int,
"Venue_ID" int,
"Ref_ID" int,
"Home_Goals" int,
"Away_Goals" int,
"Attendance" int,
PRIMARY KEY ("Match_ID"),
FOREIGN KEY ("Home_Club") REFERENCES "club"("Club_ID"),
FOREIGN KEY ("Away_Club") REFERENCES "club"("Club_ID"),
FOREIGN KEY ("Venue_ID") REFERENCES "venue"("Venue_ID"),
FOREIGN KEY ("Ref_ID") REFERENCES "referee"("Ref_ID")
);
CREATE TABLE goal (
  goal_id INTEGER PRIMARY KEY,
  match_id INTEGER,
  player_id INTEGER,
  minute INTEGER,
  goal_type TEXT,
  FOREIGN KEY (match_id) REFERENCES fixture(Match_ID),
  FOREIGN KEY (player_id) REFERENCES player(Player_ID)
);
INSERT INTO "venue" VALUES
(1,'Millfield Park','Riverton',4200,'Grass','1958'),
(2,'Quarry Lane','Ashford',1800,'Artificial','2009'),
(3,'The Meadows','Port Alden',3100,'Grass','1972'),
(4,'Kingsway Ground','Riverton',2500,'Grass','1964'),
(5,'Harbour Road','Port Alden',1250,'Artificial','2015'),
(6,'Beacon Fields','Millbrook',950,'Grass','1981'),
(7,'Oak Lane Stadium','Ashford',5600,'Grass','1949'),
(8,'Sandpit Park','Millbrook',700,'Artificial','2018'),
(9,'Riverside Arena','Riverton',3800,'Artificial','2004'),
(10,'Colliery Ground','Ashford',1400,'Grass','1930'),
(11,'North End Rec','Port Alden',600,'Grass','1990'),
(12,'Hilltop Park','Millbrook',2100,'Artificial','2012');
INSERT INTO "club" VALUES
(1,'Riverton Rovers','Riverton',1921,1,'Red and White'),
(2,'Ashford Athletic','Ashford',1934,7,'Blue'),
(3,'Port Alden Mariners','Port Alden',1947,3,'Navy and Yellow'),
(4,'Millbrook Town','Millbrook',1962,6,'Green'),
(5,'Kingsway Wanderers','Riverton',1978,4,'Black and White'),
(6,'Quarry United','Ashford',2001,2,'Orange'),
(7,'Harbour Lions','Port Alden',1995,5,'Claret'),
(8,'Riverside Saints','Riverton',2006,9,'Sky Blue'),
(9,'Colliery Welfare','Ashford',1912,10,'Amber and Black'),
(10,'Hilltop Harriers','Millbrook',1988,12,'Purple'),
(11,'Sandpit Villa','Millbrook',2014,8,'White'),
(12,'North End Albion','Port Alden',1957,11,'Maroon');
INSERT INTO "player" VALUES
(1,'Liam Carter',1,'Goalkeeper',29,191,'F'),
(2,'Jack Doherty',1,'Midfielder',31,178,'T'),
(3,'Noah Bennett',1,'Forward',22,183,'F'),
(4,'Ethan Walsh',2,'Defender',27,186,'T'),
(5,'Mason Clarke',2,'Forward',24,176,'F'),
(6,'Oliver Reid',2,'Midfielder',19,172,'F'),
(7,'Harry Shaw',3,'Forward',33,180,'T'),
(8,'Leo Fraser',3,'Defender',26,188,'F'),
(9,'Oscar Kemp',3,'Goalkeeper',35,193,'F'),
(10,'Jacob Hurst',4,'Midfielder',28,175,'T'),
(11,'Charlie Dunn',4,'Forward',21,181,'F'),
(12,'Thomas Pryce',4,'Defender',30,185,'F'),
(13,'Adam Nowak',5,'Forward',25,179,'F'),
(14,'Ryan Moss',5,'Midfielder',32,174,'T'),
(15,'Lewis Grant',5,'Defender',23,190,'F'),
(16,'Daniel Cho',6,'Midfielder',20,170,'F'),
(17,'Samuel Ortiz',6,'Forward',27,177,'T'),
(18,'Joseph Lane',6,'Goalkeeper',24,189,'F'),
(19,'Ben Holloway',7,'Defender',34,187,'T'),
(20,'Kieran Mace',7,'Forward',18,182,'F'),
(21,'Aaron Pike',7,'Midfielder',26,173,'F'),
(22,'Dylan Fox',8,'Forward',29,184,'T'),
(23,'Callum Webb',8,'Defender',22,192,'F'),
(24,'Finn Archer',8,'Midfielder',25,171,'F'),
(25,'George Abbott',9,'Goalkeeper',38,190,'T'),
(26,'Isaac Varley',9,'Forward',30,178,'F'),
(27,'Jamie Toft',9,'Midfielder',21,176,'F'),
(28,'Kai Sutton',10,'Forward',23,180,'T'),
(29,'Luke Marsden',10,'Defender',28,186,'F'),
(30,'Matthew Ince',10,'Midfielder',36,169,'F'),
(31,'Nathan Bright',11,'Forward',19,183,'F'),
(32,'Owen Clay',11,'Defender',31,185,'T'),
(33,'Patrick Lowe',11,'Midfielder',27,177,'F'),
(34,'Rhys Denton',12,'Forward',26,182,'T'),
(35,'Sean Hardy',12,'Goalkeeper',33,194,'F'),
(36,'Tyler Quinn',12,'Midfielder',20,174,'F');
INSERT INTO referee VALUES
(1,'Alan Booth',14,'Riverton',1),
(2,'Brenda Hale',6,'Ashford',3),
(3,'Colin Fry',21,'Port Alden',1),
(4,'Dev Patel',9,'Millbrook',2),
(5,'Elaine Roper',3,'Riverton',4),
(6,'Frank Ibbotson',17,'Ashford',2),
(7,'Gwen Talbot',11,'Port Alden',2),
(8,'Hugo Marsh',5,'Millbrook',3),
(9,'Irene Cobb',25,'Riverton',1),
(10,'Jonah Pell',8,'Ashford',3),
(11,'Karen Slade',2,'Port Alden',4),
(12,'Lionel Hart',12,'Millbrook',2);
INSERT INTO "fixture" VALUES
(1,'2022-23','2022-09-03',1,2,1,1,2,1,1850),
(2,'2022-23','2022-09-03',3,4,3,3,0,0,960),
(3,'2022-23','2022-09-10',5,6,4,2,3,2,740),
(4,'2022-23','2022-09-10',7,8,5,4,1,3,610),
(5,'2022-23','2022-09-17',9,10,10,6,2,2,530),
(6,'2022-23','2022-09-17',11,12,8,5,1,0,280),
(7,'2022-23','2022-10-01',2,3,7,9,4,1,2310),
(8,'2022-23','2022-10-01',4,5,6,7,1,1,420),
(9,'2022-23','2022-10-08',6,7,2,10,0,2,650),
(10,'2022-23','2022-10-08',8,9,9,8,3,3,1120),
(11,'2022-23','2022-10-15',10,11,12,12,2,0,590),
(12,'2022-23','2022-10-15',12,1,11,1,1,4,350),
(13,'2022-23','2022-11-05',1,3,1,3,3,0,2040),
(14,'2022-23','2022-11-05',2,4,7,6,2,2,1980),
(15,'2022-23','2022-11-12',5,7,4,9,0,1,810),
(16,'2023-24','2023-08-26',1,5,1,2,1,1,1760),
(17,'2023-24','2023-08-26',2,6,7,4,5,0,2650),
(18,'2023-24','2023-09-02',3,7,3,7,2,2,1430),
(19,'2023-24','2023-09-02',4,10,6,8,0,3,390),
(20,'2023-24','2023-09-09',8,1,9,1,1,2,1590),
(21,'2023-24','2023-09-09',9,2,10,3,0,1,880),
(22,'2023-24','2023-09-16',11,4,8,11,2,3,310),
(23,'2023-24','2023-09-16',12,3,11,5,1,1,470),
(24,'2023-24','2023-09-23',6,9,2,6,3,1,700),
(25,'2023-24','2023-09-23',7,12,5,10,2,0,560),
(26,'2023-24','2023-09-30',10,8,12,12,1,2,760),
(27,'2023-24','2023-09-30',5,11,4,2,4,2,690),
(28,'2023-24','2023-10-07',1,9,1,9,2,0,1910),
(29,'2023-24','2023-10-07',3,6,3,3,1,3,1210),
(30,'2023-24','2023-10-14',2,12,7,7,3,1,2180);
INSERT INTO goal VALUES
(1,1,3,12,'Open play'),
(2,1,2,67,'Free kick'),
(3,1,5,80,'Penalty'),
(4,3,13,5,'Header'),
(5,3,13,44,'Open play'),
(6,3,17,71,'Open play'),
(7,4,22,30,'Open play'),
(8,4,22,88,'Penalty'),
(9,4,20,52,'Header'),
(10,5,26,19,'Open play'),
(11,5,28,63,'Free kick'),
(12,7,5,9,'Open play'),
(13,7,4,34,'Header'),
(14,7,7,77,'Open play'),
(15,10,22,23,'Open play'),
(16,10,26,58,'Penalty'),
(17,10,24,90,'Open play'),
(18,12,3,15,'Open play'),
(19,12,3,49,'Header'),
(20,12,34,61,'Penalty'),
(21,13,3,27,'Open play'),
(22,13,2,73,'Open play'),
(23,14,11,40,'Open play'),
(24,14,5,66,'Free kick'),
(25,17,6,21,'Open play'),
(26,17,5,55,'Open play'),
(27,18,7,37,'Penalty'),
(28,18,20,84,'Open play'),
(29,19,28,11,'Open play'),
(30,19,28,70,'Header'),
(31,20,22,46,'Open play'),
(32,20,3,89,'Open play'),
(33,22,31,14,'Open play'),
(34,22,11,58,'Open play'),
(35,24,17,33,'Free kick'),
(36,27,13,2,'Open play'),
(37,27,31,75,'Penalty'),
(38,29,8,50,'Header'),
(39,30,4,28,'Header'),
(40,30,34,81,'Open play');
"""

# ===================================================================== questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: [(table, column, gold1)]                         gold1 reads column through "table_column"
#   C: [(table, column, synonym0, synonym1, template)]  template.format(c=column.lower()) == sql
#   T: [(table, synonym0, synonym1, template)]          template.format(t=table) == sql
#   P: (table, column, column_expr, group_expr, from_sql, gold1)
#        the precomputed table is "<table>_<column>" (for a join: "<t1>_<t2>_<column>");
#        group_expr is None for an aggregate over the whole table

QUESTIONS = [
    # ------------------------------------------------------------------ city_library
    dict(
        db="city_library", shape="simple",
        q="List the titles of the books published after 2015, ordered by publication year.",
        sql="select title from book where pub_year > 2015 order by pub_year",
        J=[("book", "Pub_Year",
            "select t1.title from book as t1 join book_pub_year as t2 on t1.book_id = t2.book_id where t2.pub_year > 2015 order by t2.pub_year"),
           ("book", "Title",
            "select t2.title from book as t1 join book_title as t2 on t1.book_id = t2.book_id where t1.pub_year > 2015 order by t1.pub_year")],
        C=[("book", "Pub_Year", "publication_year", "year_published",
            "select title from book where {c} > 2015 order by {c}")],
        T=[("book", "volume", "publication",
            "select title from {t} where pub_year > 2015 order by pub_year")],
    ),
    dict(
        db="city_library", shape="simple",
        q="What are the names of the members who joined before 2010?",
        sql="select fname, lname from member where yr_joined < 2010",
        J=[("member", "yr_joined",
            "select t1.fname, t1.lname from member as t1 join member_yr_joined as t2 on t1.member_id = t2.member_id where t2.yr_joined < 2010"),
           ("member", "Lname",
            "select t1.fname, t2.lname from member as t1 join member_lname as t2 on t1.member_id = t2.member_id where t1.yr_joined < 2010")],
        C=[("member", "yr_joined", "year_joined", "member_since",
            "select fname, lname from member where {c} < 2010")],
    ),
    dict(
        db="city_library", shape="simple",
        q="Show the name and city of every branch in descending order of number of staff.",
        sql="select name, city from branch order by num_of_staff desc",
        J=[("branch", "City",
            "select t1.name, t2.city from branch as t1 join branch_city as t2 on t1.branch_id = t2.branch_id order by t1.num_of_staff desc"),
           ("branch", "Num_of_Staff",
            "select t1.name, t1.city from branch as t1 join branch_num_of_staff as t2 on t1.branch_id = t2.branch_id order by t2.num_of_staff desc")],
        C=[("branch", "Num_of_Staff", "staff_count", "employee_count",
            "select name, city from branch order by {c} desc")],
    ),
    dict(
        db="city_library", shape="simple",
        q="Find the title and publication year of the books with 'Song' in their title.",
        sql="select title, pub_year from book where title like '%Song%'",
        J=[("book", "Pub_Year",
            "select t1.title, t2.pub_year from book as t1 join book_pub_year as t2 on t1.book_id = t2.book_id where t1.title like '%Song%'"),
           ("book", "Title",
            "select t2.title, t1.pub_year from book as t1 join book_title as t2 on t1.book_id = t2.book_id where t2.title like '%Song%'")],
        C=[("book", "Title", "book_title", "name",
            "select {c}, pub_year from book where {c} like '%Song%'")],
    ),
    dict(
        db="city_library", shape="simple",
        q="Give me the names of the authors born between 1960 and 1980.",
        sql="select name from author where birth_year between 1960 and 1980",
        J=[("author", "birth_year",
            "select t1.name from author as t1 join author_birth_year as t2 on t1.author_id = t2.author_id where t2.birth_year between 1960 and 1980")],
        C=[("author", "birth_year", "year_of_birth", "born_in",
            "select name from author where {c} between 1960 and 1980")],
    ),
    dict(
        db="city_library", shape="agg",
        q="What is the average age of members for each membership type?",
        sql="select membership, avg(age) from member group by membership",
        J=[("member", "Age",
            "select t1.membership, avg(t2.age) from member as t1 join member_age as t2 on t1.member_id = t2.member_id group by t1.membership"),
           ("member", "Membership",
            "select t2.membership, avg(t1.age) from member as t1 join member_membership as t2 on t1.member_id = t2.member_id group by t2.membership")],
        C=[("member", "Membership", "membership_type", "membership_level",
            "select {c}, avg(age) from member group by {c}")],
        P=("member", "age", "age", "membership", "member",
           "select membership, avg_age from member_age"),
    ),
    dict(
        db="city_library", shape="agg",
        q="Show each genre and the maximum number of pages of books in that genre.",
        sql="select genre, max(pages) from book group by genre",
        J=[("book", "Pages",
            "select t1.genre, max(t2.pages) from book as t1 join book_pages as t2 on t1.book_id = t2.book_id group by t1.genre"),
           ("book", "Genre",
            "select t2.genre, max(t1.pages) from book as t1 join book_genre as t2 on t1.book_id = t2.book_id group by t2.genre")],
        C=[("book", "Pages", "page_count", "length",
            "select genre, max({c}) from book group by genre")],
        P=("book", "pages", "pages", "genre", "book",
           "select genre, max_pages from book_pages"),
    ),
    dict(
        db="city_library", shape="agg",
        q="Which cities have more than 2 branches?",
        sql="select city from branch group by city having count(*) > 2",
        T=[("branch", "library_branch", "outlet",
            "select city from {t} group by city having count(*) > 2")],
    ),
    dict(
        db="city_library", shape="agg",
        q="What is the total amount of fines paid for all loans?",
        sql="select sum(fine) from loan",
        C=[("loan", "Fine", "penalty", "late_fee",
            "select sum({c}) from loan")],
        P=("loan", "fine", "fine", None, "loan",
           "select sum_fine from loan_fine"),
    ),
    dict(
        db="city_library", shape="agg",
        q="How many books published before 2000 have more than 400 pages?",
        sql="select count(*) from book where pub_year < 2000 and pages > 400",
        J=[("book", "Pages",
            "select count(*) from book as t1 join book_pages as t2 on t1.book_id = t2.book_id where t1.pub_year < 2000 and t2.pages > 400")],
    ),
    dict(
        db="city_library", shape="join",
        q="Show the titles of the books and the names of their authors.",
        sql="select t1.title, t3.name from book as t1 join book_author as t2 on t1.book_id = t2.book_id join author as t3 on t2.author_id = t3.author_id",
        J=[("author", "name",
            "select t1.title, t4.name from book as t1 join book_author as t2 on t1.book_id = t2.book_id join author as t3 on t2.author_id = t3.author_id join author_name as t4 on t3.author_id = t4.author_id")],
        T=[("book_author", "authorship", "written_by",
            "select t1.title, t3.name from book as t1 join {t} as t2 on t1.book_id = t2.book_id join author as t3 on t2.author_id = t3.author_id")],
    ),
    dict(
        db="city_library", shape="join",
        q="List the first names of the members who borrowed Mystery books.",
        sql="select distinct t1.fname from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id where t3.genre = 'Mystery'",
        J=[("book", "Genre",
            "select distinct t1.fname from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id join book_genre as t4 on t3.book_id = t4.book_id where t4.genre = 'Mystery'")],
        C=[("book", "Genre", "category", "literary_form",
            "select distinct t1.fname from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id where t3.{c} = 'Mystery'")],
    ),
    dict(
        db="city_library", shape="join",
        q="What is the title of the book that has been borrowed the most times?",
        sql="select t1.title from book as t1 join loan as t2 on t1.book_id = t2.book_id group by t1.book_id order by count(*) desc limit 1",
        J=[("book", "Title",
            "select t3.title from book as t1 join loan as t2 on t1.book_id = t2.book_id join book_title as t3 on t1.book_id = t3.book_id group by t1.book_id order by count(*) desc limit 1")],
    ),
    dict(
        db="city_library", shape="join",
        q="For each branch, show its name and the number of books it holds.",
        sql="select t2.name, count(*) from book as t1 join branch as t2 on t1.branch_id = t2.branch_id group by t1.branch_id",
        J=[("branch", "Name",
            "select t3.name, count(*) from book as t1 join branch as t2 on t1.branch_id = t2.branch_id join branch_name as t3 on t2.branch_id = t3.branch_id group by t1.branch_id")],
        T=[("book", "volume", "publication",
            "select t2.name, count(*) from {t} as t1 join branch as t2 on t1.branch_id = t2.branch_id group by t1.branch_id")],
    ),
    dict(
        db="city_library", shape="nested",
        q="Find the names of authors who have not written any book.",
        sql="select name from author where author_id not in (select author_id from book_author)",
        J=[("author", "name",
            "select t2.name from author as t1 join author_name as t2 on t1.author_id = t2.author_id where t1.author_id not in (select author_id from book_author)")],
        T=[("book_author", "authorship", "written_by",
            "select name from author where author_id not in (select author_id from {t})")],
    ),
    dict(
        db="city_library", shape="nested",
        q="Which members are older than the average age of all members? Give their first and last names.",
        sql="select fname, lname from member where age > (select avg(age) from member)",
        J=[("member", "Age",
            "select t1.fname, t1.lname from member as t1 join member_age as t2 on t1.member_id = t2.member_id where t2.age > (select avg(age) from member_age)")],
        C=[("member", "Age", "years_old", "age_in_years",
            "select fname, lname from member where {c} > (select avg({c}) from member)")],
    ),
    dict(
        db="city_library", shape="nested",
        q="What genres of books were borrowed by both Gold members and Student members?",
        sql="select t3.genre from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id where t1.membership = 'Gold' intersect select t3.genre from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id where t1.membership = 'Student'",
        J=[("book", "Genre",
            "select t4.genre from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id join book_genre as t4 on t3.book_id = t4.book_id where t1.membership = 'Gold' intersect select t4.genre from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id join book_genre as t4 on t3.book_id = t4.book_id where t1.membership = 'Student'")],
        C=[("member", "Membership", "membership_type", "membership_level",
            "select t3.genre from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id where t1.{c} = 'Gold' intersect select t3.genre from member as t1 join loan as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id where t1.{c} = 'Student'")],
    ),
    dict(
        db="city_library", shape="nested",
        q="List the names of the branches that do not hold any reference book.",
        sql="select name from branch except select t2.name from book as t1 join branch as t2 on t1.branch_id = t2.branch_id where t1.is_reference = 'T'",
        J=[("book", "Is_Reference",
            "select name from branch except select t2.name from book as t1 join branch as t2 on t1.branch_id = t2.branch_id join book_is_reference as t3 on t1.book_id = t3.book_id where t3.is_reference = 'T'")],
        T=[("book", "volume", "publication",
            "select name from branch except select t2.name from {t} as t1 join branch as t2 on t1.branch_id = t2.branch_id where t1.is_reference = 'T'")],
    ),
    # ------------------------------------------------------------------ regional_hospital
    dict(
        db="regional_hospital", shape="simple",
        q="List the names of physicians in descending order of salary.",
        sql="select name from physician order by salary desc",
        J=[("physician", "Salary",
            "select t1.name from physician as t1 join physician_salary as t2 on t1.physician_id = t2.physician_id order by t2.salary desc")],
        C=[("physician", "Salary", "annual_salary", "pay",
            "select name from physician order by {c} desc")],
        T=[("physician", "doctor", "clinician",
            "select name from {t} order by salary desc")],
    ),
    dict(
        db="regional_hospital", shape="simple",
        q="What are the names of the patients who smoke, and how old are they?",
        sql="select name, age from patient where smoker = 'T'",
        J=[("patient", "Age",
            "select t1.name, t2.age from patient as t1 join patient_age as t2 on t1.patient_id = t2.patient_id where t1.smoker = 'T'"),
           ("patient", "Smoker",
            "select t1.name, t1.age from patient as t1 join patient_smoker as t2 on t1.patient_id = t2.patient_id where t2.smoker = 'T'")],
        C=[("patient", "Smoker", "is_smoker", "tobacco_user",
            "select name, age from patient where {c} = 'T'")],
    ),
    dict(
        db="regional_hospital", shape="simple",
        q="Which cities do the patients older than 70 come from?",
        sql="select distinct city from patient where age > 70",
        J=[("patient", "City",
            "select distinct t2.city from patient as t1 join patient_city as t2 on t1.patient_id = t2.patient_id where t1.age > 70")],
        C=[("patient", "City", "hometown", "residence",
            "select distinct {c} from patient where age > 70")],
    ),
    dict(
        db="regional_hospital", shape="simple",
        q="Show the names of the medications whose unit cost is between 0.5 and 2.",
        sql="select name from medication where unit_cost between 0.5 and 2",
        J=[("medication", "Unit_Cost",
            "select t1.name from medication as t1 join medication_unit_cost as t2 on t1.code = t2.code where t2.unit_cost between 0.5 and 2")],
        C=[("medication", "Unit_Cost", "price_per_unit", "cost_per_dose",
            "select name from medication where {c} between 0.5 and 2")],
    ),
    dict(
        db="regional_hospital", shape="agg",
        q="How many patients are covered by each insurance?",
        sql="select insurance, count(*) from patient group by insurance",
        T=[("patient", "client", "care_recipient",
            "select insurance, count(*) from {t} group by insurance")],
    ),
    dict(
        db="regional_hospital", shape="agg",
        q="What is the average salary of the physicians in each position?",
        sql="select position, avg(salary) from physician group by position",
        J=[("physician", "Salary",
            "select t1.position, avg(t2.salary) from physician as t1 join physician_salary as t2 on t1.physician_id = t2.physician_id group by t1.position"),
           ("physician", "Position",
            "select t2.position, avg(t1.salary) from physician as t1 join physician_position as t2 on t1.physician_id = t2.physician_id group by t2.position")],
        C=[("physician", "Position", "job_title", "rank",
            "select {c}, avg(salary) from physician group by {c}")],
        P=("physician", "salary", "salary", "position", "physician",
           "select position, avg_salary from physician_salary"),
    ),
    dict(
        db="regional_hospital", shape="agg",
        q="What is the average and the maximum age of patients living in Riverton?",
        sql="select avg(age), max(age) from patient where city = 'Riverton'",
        J=[("patient", "Age",
            "select avg(t2.age), max(t2.age) from patient as t1 join patient_age as t2 on t1.patient_id = t2.patient_id where t1.city = 'Riverton'")],
        C=[("patient", "Age", "years_old", "patient_age",
            "select avg({c}), max({c}) from patient where city = 'Riverton'")],
        P=("patient", "age", "age", "city", "patient",
           "select avg_age, max_age from patient_age where city = 'Riverton'"),
    ),
    dict(
        db="regional_hospital", shape="agg",
        q="Show the ids of physicians who have more than 3 appointments.",
        sql="select physician_id from appointment group by physician_id having count(*) > 3",
        T=[("appointment", "visit", "consultation",
            "select physician_id from {t} group by physician_id having count(*) > 3")],
    ),
    dict(
        db="regional_hospital", shape="agg",
        q="What is the total budget of the departments on floor 4?",
        sql="select sum(budget) from department where floor = 4",
        J=[("department", "Budget",
            "select sum(t2.budget) from department as t1 join department_budget as t2 on t1.dept_no = t2.dept_no where t1.floor = 4")],
        C=[("department", "Budget", "annual_budget", "funding",
            "select sum({c}) from department where floor = 4")],
        P=("department", "budget", "budget", "floor", "department",
           "select sum_budget from department_budget where floor = 4"),
    ),
    dict(
        db="regional_hospital", shape="join",
        q="Show the names of the physicians and the names of their departments.",
        sql="select t1.name, t2.dname from physician as t1 join department as t2 on t1.dept_no = t2.dept_no",
        J=[("department", "Dname",
            "select t1.name, t3.dname from physician as t1 join department as t2 on t1.dept_no = t2.dept_no join department_dname as t3 on t2.dept_no = t3.dept_no")],
        C=[("department", "Dname", "dept_name", "division",
            "select t1.name, t2.{c} from physician as t1 join department as t2 on t1.dept_no = t2.dept_no")],
    ),
    dict(
        db="regional_hospital", shape="join",
        q="What is the name of the physician who has the most appointments?",
        sql="select t1.name from physician as t1 join appointment as t2 on t1.physician_id = t2.physician_id group by t1.physician_id order by count(*) desc limit 1",
        J=[("physician", "Name",
            "select t3.name from physician as t1 join appointment as t2 on t1.physician_id = t2.physician_id join physician_name as t3 on t1.physician_id = t3.physician_id group by t1.physician_id order by count(*) desc limit 1")],
    ),
    dict(
        db="regional_hospital", shape="join",
        q="What are the names of the medications prescribed to Harriet Cole?",
        sql="select t3.name from patient as t1 join prescribes as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code where t1.name = 'Harriet Cole'",
        J=[("medication", "Name",
            "select t4.name from patient as t1 join prescribes as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code join medication_name as t4 on t3.code = t4.code where t1.name = 'Harriet Cole'"),
           ("patient", "Name",
            "select t3.name from patient as t1 join prescribes as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code join patient_name as t4 on t1.patient_id = t4.patient_id where t4.name = 'Harriet Cole'")],
        T=[("prescribes", "prescription", "medication_order",
            "select t3.name from patient as t1 join {t} as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code where t1.name = 'Harriet Cole'")],
    ),
    dict(
        db="regional_hospital", shape="join",
        q="For each department, give the department name and how many physicians work there.",
        sql="select t2.dname, count(*) from physician as t1 join department as t2 on t1.dept_no = t2.dept_no group by t1.dept_no",
        J=[("department", "Dname",
            "select t3.dname, count(*) from physician as t1 join department as t2 on t1.dept_no = t2.dept_no join department_dname as t3 on t2.dept_no = t3.dept_no group by t1.dept_no")],
        T=[("physician", "doctor", "clinician",
            "select t2.dname, count(*) from {t} as t1 join department as t2 on t1.dept_no = t2.dept_no group by t1.dept_no")],
    ),
    dict(
        db="regional_hospital", shape="join",
        q="Show the name of each patient and the total fee of their appointments.",
        sql="select t1.name, sum(t2.fee) from patient as t1 join appointment as t2 on t1.patient_id = t2.patient_id group by t1.name",
        J=[("appointment", "Fee",
            "select t1.name, sum(t3.fee) from patient as t1 join appointment as t2 on t1.patient_id = t2.patient_id join appointment_fee as t3 on t2.appt_id = t3.appt_id group by t1.name"),
           ("patient", "Name",
            "select t3.name, sum(t2.fee) from patient as t1 join appointment as t2 on t1.patient_id = t2.patient_id join patient_name as t3 on t1.patient_id = t3.patient_id group by t3.name")],
        C=[("appointment", "Fee", "charge", "cost",
            "select t1.name, sum(t2.{c}) from patient as t1 join appointment as t2 on t1.patient_id = t2.patient_id group by t1.name")],
        P=("patient_appointment", "fee", "t2.fee", "t1.name",
           "patient as t1 join appointment as t2 on t1.patient_id = t2.patient_id",
           "select name, sum_fee from patient_appointment_fee"),
    ),
    dict(
        db="regional_hospital", shape="nested",
        q="Find the names of the patients who have never had an appointment.",
        sql="select name from patient where patient_id not in (select patient_id from appointment)",
        J=[("patient", "Name",
            "select t2.name from patient as t1 join patient_name as t2 on t1.patient_id = t2.patient_id where t1.patient_id not in (select patient_id from appointment)")],
        T=[("appointment", "visit", "consultation",
            "select name from patient where patient_id not in (select patient_id from {t})")],
    ),
    dict(
        db="regional_hospital", shape="nested",
        q="List the names and positions of the physicians whose salary is higher than the average salary.",
        sql="select name, position from physician where salary > (select avg(salary) from physician)",
        J=[("physician", "Salary",
            "select t1.name, t1.position from physician as t1 join physician_salary as t2 on t1.physician_id = t2.physician_id where t2.salary > (select avg(salary) from physician_salary)"),
           ("physician", "Position",
            "select t1.name, t2.position from physician as t1 join physician_position as t2 on t1.physician_id = t2.physician_id where t1.salary > (select avg(salary) from physician)")],
        C=[("physician", "Salary", "annual_salary", "pay",
            "select name, position from physician where {c} > (select avg({c}) from physician)")],
    ),
    dict(
        db="regional_hospital", shape="nested",
        q="What are the names of the patients who were prescribed both Metoprolol and Atorvastatin?",
        sql="select t1.name from patient as t1 join prescribes as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code where t3.name = 'Metoprolol' intersect select t1.name from patient as t1 join prescribes as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code where t3.name = 'Atorvastatin'",
        J=[("patient", "Name",
            "select t4.name from patient as t1 join prescribes as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code join patient_name as t4 on t1.patient_id = t4.patient_id where t3.name = 'Metoprolol' intersect select t4.name from patient as t1 join prescribes as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code join patient_name as t4 on t1.patient_id = t4.patient_id where t3.name = 'Atorvastatin'")],
        T=[("prescribes", "prescription", "medication_order",
            "select t1.name from patient as t1 join {t} as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code where t3.name = 'Metoprolol' intersect select t1.name from patient as t1 join {t} as t2 on t1.patient_id = t2.patient_id join medication as t3 on t2.medication = t3.code where t3.name = 'Atorvastatin'")],
    ),
    dict(
        db="regional_hospital", shape="nested",
        q="Which departments do not have a physician whose position is Head? Give the department names.",
        sql="select dname from department except select t2.dname from physician as t1 join department as t2 on t1.dept_no = t2.dept_no where t1.position = 'Head'",
        J=[("department", "Dname",
            "select t2.dname from department as t1 join department_dname as t2 on t1.dept_no = t2.dept_no except select t3.dname from physician as t1 join department as t2 on t1.dept_no = t2.dept_no join department_dname as t3 on t2.dept_no = t3.dept_no where t1.position = 'Head'"),
           ("physician", "Position",
            "select dname from department except select t2.dname from physician as t1 join department as t2 on t1.dept_no = t2.dept_no join physician_position as t3 on t1.physician_id = t3.physician_id where t3.position = 'Head'")],
    ),
    # ------------------------------------------------------------------ amateur_league
    dict(
        db="amateur_league", shape="simple",
        q="Find the name and age of all goalkeepers.",
        sql="select name, age from player where position = 'Goalkeeper'",
        J=[("player", "Age",
            "select t1.name, t2.age from player as t1 join player_age as t2 on t1.player_id = t2.player_id where t1.position = 'Goalkeeper'"),
           ("player", "Position",
            "select t1.name, t1.age from player as t1 join player_position as t2 on t1.player_id = t2.player_id where t2.position = 'Goalkeeper'")],
        C=[("player", "Position", "playing_position", "role",
            "select name, age from player where {c} = 'Goalkeeper'")],
        T=[("player", "footballer", "athlete",
            "select name, age from {t} where position = 'Goalkeeper'")],
    ),
    dict(
        db="amateur_league", shape="simple",
        q="Show the name, town and founded year of all clubs, ordered by the year they were founded.",
        sql="select name, town, founded from club order by founded",
        J=[("club", "Town",
            "select t1.name, t2.town, t1.founded from club as t1 join club_town as t2 on t1.club_id = t2.club_id order by t1.founded"),
           ("club", "Founded",
            "select t1.name, t1.town, t2.founded from club as t1 join club_founded as t2 on t1.club_id = t2.club_id order by t2.founded")],
        C=[("club", "Founded", "year_founded", "established",
            "select name, town, {c} from club order by {c}")],
    ),
    dict(
        db="amateur_league", shape="simple",
        q="Which venue has the largest capacity? Give its name and town.",
        sql="select vname, town from venue order by capacity desc limit 1",
        J=[("venue", "Town",
            "select t1.vname, t2.town from venue as t1 join venue_town as t2 on t1.venue_id = t2.venue_id order by t1.capacity desc limit 1"),
           ("venue", "Capacity",
            "select t1.vname, t1.town from venue as t1 join venue_capacity as t2 on t1.venue_id = t2.venue_id order by t2.capacity desc limit 1")],
        C=[("venue", "Capacity", "seating_capacity", "max_crowd",
            "select vname, town from venue order by {c} desc limit 1")],
    ),
    dict(
        db="amateur_league", shape="simple",
        q="Which venues have 'Park' in their name, and when were they built?",
        sql="select vname, built from venue where vname like '%Park%'",
        J=[("venue", "Built",
            "select t1.vname, t2.built from venue as t1 join venue_built as t2 on t1.venue_id = t2.venue_id where t1.vname like '%Park%'")],
        C=[("venue", "Vname", "venue_name", "ground_name",
            "select {c}, built from venue where {c} like '%Park%'")],
    ),
    dict(
        db="amateur_league", shape="agg",
        q="How many clubs are there in each town?",
        sql="select town, count(*) from club group by town",
        T=[("club", "team", "side",
            "select town, count(*) from {t} group by town")],
    ),
    dict(
        db="amateur_league", shape="agg",
        q="What is the average height of the players for each position?",
        sql="select position, avg(height) from player group by position",
        J=[("player", "Height",
            "select t1.position, avg(t2.height) from player as t1 join player_height as t2 on t1.player_id = t2.player_id group by t1.position")],
        C=[("player", "Height", "height_cm", "stature",
            "select position, avg({c}) from player group by position")],
        P=("player", "height", "height", "position", "player",
           "select position, avg_height from player_height"),
    ),
    dict(
        db="amateur_league", shape="agg",
        q="What was the average attendance of the matches in the 2023-24 season?",
        sql="select avg(attendance) from fixture where season = '2023-24'",
        J=[("fixture", "Attendance",
            "select avg(t2.attendance) from fixture as t1 join fixture_attendance as t2 on t1.match_id = t2.match_id where t1.season = '2023-24'")],
        C=[("fixture", "Attendance", "crowd", "spectators",
            "select avg({c}) from fixture where season = '2023-24'")],
        P=("fixture", "attendance", "attendance", "season", "fixture",
           "select avg_attendance from fixture_attendance where season = '2023-24'"),
    ),
    dict(
        db="amateur_league", shape="agg",
        q="Show the ids of the referees who refereed at least 3 matches.",
        sql="select ref_id from fixture group by ref_id having count(*) >= 3",
        T=[("fixture", "game", "contest",
            "select ref_id from {t} group by ref_id having count(*) >= 3")],
    ),
    dict(
        db="amateur_league", shape="agg",
        q="What are the maximum and minimum capacity of venues with an artificial surface?",
        sql="select max(capacity), min(capacity) from venue where surface = 'Artificial'",
        J=[("venue", "Capacity",
            "select max(t2.capacity), min(t2.capacity) from venue as t1 join venue_capacity as t2 on t1.venue_id = t2.venue_id where t1.surface = 'Artificial'")],
        C=[("venue", "Surface", "pitch_type", "turf",
            "select max(capacity), min(capacity) from venue where {c} = 'Artificial'")],
        P=("venue", "capacity", "capacity", "surface", "venue",
           "select max_capacity, min_capacity from venue_capacity where surface = 'Artificial'"),
    ),
    dict(
        db="amateur_league", shape="join",
        q="Show the names of players and the names of the clubs they play for.",
        sql="select t1.name, t2.name from player as t1 join club as t2 on t1.club_id = t2.club_id",
        J=[("club", "Name",
            "select t1.name, t3.name from player as t1 join club as t2 on t1.club_id = t2.club_id join club_name as t3 on t2.club_id = t3.club_id")],
    ),
    dict(
        db="amateur_league", shape="join",
        q="What is the name of the player who scored the most goals?",
        sql="select t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id group by t1.player_id order by count(*) desc limit 1",
        J=[("player", "Name",
            "select t3.name from player as t1 join goal as t2 on t1.player_id = t2.player_id join player_name as t3 on t1.player_id = t3.player_id group by t1.player_id order by count(*) desc limit 1")],
    ),
    dict(
        db="amateur_league", shape="join",
        q="What are the names of the clubs whose home venue has an artificial surface?",
        sql="select t1.name from club as t1 join venue as t2 on t1.home_venue = t2.venue_id where t2.surface = 'Artificial'",
        J=[("venue", "Surface",
            "select t1.name from club as t1 join venue as t2 on t1.home_venue = t2.venue_id join venue_surface as t3 on t2.venue_id = t3.venue_id where t3.surface = 'Artificial'")],
        T=[("venue", "ground", "stadium",
            "select t1.name from club as t1 join {t} as t2 on t1.home_venue = t2.venue_id where t2.surface = 'Artificial'")],
    ),
    dict(
        db="amateur_league", shape="join",
        q="List the names of the players who scored a penalty.",
        sql="select distinct t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id where t2.goal_type = 'Penalty'",
        J=[("goal", "goal_type",
            "select distinct t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id join goal_goal_type as t3 on t2.goal_id = t3.goal_id where t3.goal_type = 'Penalty'")],
        C=[("goal", "goal_type", "kind_of_goal", "scoring_method",
            "select distinct t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id where t2.{c} = 'Penalty'")],
        T=[("goal", "score", "strike",
            "select distinct t1.name from player as t1 join {t} as t2 on t1.player_id = t2.player_id where t2.goal_type = 'Penalty'")],
    ),
    dict(
        db="amateur_league", shape="join",
        q="Give me the names of the referees who refereed matches at Millfield Park.",
        sql="select distinct t1.name from referee as t1 join fixture as t2 on t1.ref_id = t2.ref_id join venue as t3 on t2.venue_id = t3.venue_id where t3.vname = 'Millfield Park'",
        J=[("referee", "Name",
            "select distinct t4.name from referee as t1 join fixture as t2 on t1.ref_id = t2.ref_id join venue as t3 on t2.venue_id = t3.venue_id join referee_name as t4 on t1.ref_id = t4.ref_id where t3.vname = 'Millfield Park'")],
        T=[("referee", "official", "umpire",
            "select distinct t1.name from {t} as t1 join fixture as t2 on t1.ref_id = t2.ref_id join venue as t3 on t2.venue_id = t3.venue_id where t3.vname = 'Millfield Park'")],
    ),
    dict(
        db="amateur_league", shape="nested",
        q="Which referees did not referee any match in the 2022-23 season?",
        sql="select name from referee where ref_id not in (select ref_id from fixture where season = '2022-23')",
        J=[("referee", "Name",
            "select t2.name from referee as t1 join referee_name as t2 on t1.ref_id = t2.ref_id where t1.ref_id not in (select ref_id from fixture where season = '2022-23')")],
        T=[("fixture", "game", "contest",
            "select name from referee where ref_id not in (select ref_id from {t} where season = '2022-23')")],
    ),
    dict(
        db="amateur_league", shape="nested",
        q="What are the names of the players who are taller than the average height of all players?",
        sql="select name from player where height > (select avg(height) from player)",
        J=[("player", "Height",
            "select t1.name from player as t1 join player_height as t2 on t1.player_id = t2.player_id where t2.height > (select avg(height) from player_height)")],
        C=[("player", "Height", "height_cm", "stature",
            "select name from player where {c} > (select avg({c}) from player)")],
    ),
    dict(
        db="amateur_league", shape="nested",
        q="Find the names of the players who scored both an open play goal and a header.",
        sql="select t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id where t2.goal_type = 'Open play' intersect select t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id where t2.goal_type = 'Header'",
        J=[("player", "Name",
            "select t3.name from player as t1 join goal as t2 on t1.player_id = t2.player_id join player_name as t3 on t1.player_id = t3.player_id where t2.goal_type = 'Open play' intersect select t3.name from player as t1 join goal as t2 on t1.player_id = t2.player_id join player_name as t3 on t1.player_id = t3.player_id where t2.goal_type = 'Header'"),
           ("goal", "goal_type",
            "select t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id join goal_goal_type as t3 on t2.goal_id = t3.goal_id where t3.goal_type = 'Open play' intersect select t1.name from player as t1 join goal as t2 on t1.player_id = t2.player_id join goal_goal_type as t3 on t2.goal_id = t3.goal_id where t3.goal_type = 'Header'")],
        T=[("goal", "score", "strike",
            "select t1.name from player as t1 join {t} as t2 on t1.player_id = t2.player_id where t2.goal_type = 'Open play' intersect select t1.name from player as t1 join {t} as t2 on t1.player_id = t2.player_id where t2.goal_type = 'Header'")],
    ),
    dict(
        db="amateur_league", shape="nested",
        q="Show the names of the clubs that are based in Ashford or were founded before 1930.",
        sql="select name from club where town = 'Ashford' union select name from club where founded < 1930",
        J=[("club", "Founded",
            "select name from club where town = 'Ashford' union select t1.name from club as t1 join club_founded as t2 on t1.club_id = t2.club_id where t2.founded < 1930"),
           ("club", "Town",
            "select t1.name from club as t1 join club_town as t2 on t1.club_id = t2.club_id where t2.town = 'Ashford' union select name from club where founded < 1930")],
        C=[("club", "Town", "home_town", "city",
            "select name from club where {c} = 'Ashford' union select name from club where founded < 1930")],
    ),
]

# ===================================================================== setup builders


def q(name):
    return '"' + name + '"'


class Schema:
    def __init__(self, con):
        self.tables = [r[0] for r in con.execute(
            "select name from sqlite_master where type = 'table' order by name")]
        self.sql = dict(con.execute("select name, sql from sqlite_master where type = 'table'"))
        self.columns = {}  # table -> [(name, declared type, pk)]
        self.fk_columns = set()  # (table lower, column lower) on either side of a foreign key
        for t in self.tables:
            self.columns[t] = [(r[1], r[2], r[5]) for r in con.execute(f"pragma table_info({q(t)})")]
            for fk in con.execute(f"pragma foreign_key_list({q(t)})"):
                self.fk_columns.add((t.lower(), fk[3].lower()))
                if fk[4]:
                    self.fk_columns.add((fk[2].lower(), fk[4].lower()))

    def table(self, name):
        if name not in self.tables:
            raise KeyError(f"no table {name!r}")
        return name

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


def j_setup(schema, table, column, neutral=False):
    table = schema.table(table)
    col, typ = schema.column(table, column)
    key, ktyp = schema.key(table)
    if schema.is_key(table, col):
        raise ValueError(f"J column {table}.{col} is a key")
    split = f"{table.lower()}_{col.lower()}"
    value = q(col) if neutral else shifted(col, table)
    return split, [
        f"create table {q(split)} ({q(key)} {ktyp}, {q(col)} {typ})",
        f"insert into {q(split)} select {q(key)}, {value} from {q(table)}",
    ]


def c_setup(schema, table, column, syn0, syn1, neutral=False):
    table = schema.table(table)
    col, typ = schema.column(table, column)
    if schema.is_key(table, col):
        raise ValueError(f"C column {table}.{col} is a key")
    t = q(table)
    if neutral:
        fill = f"update {t} set {q(syn1)} = {q(syn0)}"
    else:
        fill = (f"update {t} set {q(syn1)} = (select case when typeof(v) in ('integer','real') then v + 1 else v end "
                f"from (select {shifted(syn0, table)} as v))")
    return [
        f"alter table {t} rename column {q(col)} to {q(syn0)}",
        f"alter table {t} add column {q(syn1)} {typ}",
        fill,
    ]


def t_setup(schema, table, syn0, syn1, neutral=False):
    table = schema.table(table)
    create = schema.sql[table]
    body = create[create.index("("):]
    out = [
        f"alter table {q(table)} rename to {q(syn0)}",
        f"create table {q(syn1)} {body}",
        f"insert into {q(syn1)} select * from {q(syn0)}",
    ]
    if not neutral:
        out.append(f"delete from {q(syn1)} where rowid % 3 = 0 and rowid > (select min(rowid) from {q(syn1)})")
    return out


def p_setup(name, col, col_expr, group_expr, from_sql, neutral=False):
    aggs = (f"count(*) as number, count({col_expr}) as count_{col}, sum({col_expr}) as sum_{col}, "
            f"avg({col_expr}) as avg_{col}, min({col_expr}) as min_{col}, max({col_expr}) as max_{col}")
    if group_expr is None:
        create = f"create table {q(name)} as select {aggs} from {from_sql}"
    else:
        alias = group_expr.split(".")[-1]
        create = f"create table {q(name)} as select {group_expr} as {alias}, {aggs} from {from_sql} group by {group_expr}"
    update = (f"update {q(name)} set number = number + 1, count_{col} = count_{col} + 1, sum_{col} = sum_{col} + 1, "
              f"avg_{col} = avg_{col} + 1, min_{col} = min_{col} + 1, max_{col} = max_{col} + 1")
    return [create] if neutral else [create, update]


# ===================================================================== verification


def rows(con, sql):
    return con.execute(sql).fetchall()


def norm_rows(result):
    return [tuple(round(v, 6) if isinstance(v, float) else v for v in r) for r in result]


def same(sql, a, b):
    """Execution match: multisets, in order only with ORDER BY (floats rounded to 6 places)."""
    a, b = norm_rows(a), norm_rows(b)
    if "order by" in sql.lower():
        return a == b
    key = lambda r: tuple((v is None, type(v).__name__, v if v is not None else 0) for v in r)
    return sorted(a, key=key) == sorted(b, key=key)


def non_empty(result):
    return bool(result) and any(v is not None for r in result for v in r)


TOP1 = re.compile(r"^select (distinct )?(.*) order by (.+?)( asc| desc)? limit 1$")


def tie_at_top(con, sql):
    """For a '... order by e limit 1' query: do the first two rows share the value of e?"""
    if re.search(r" (union|intersect|except) ", sql):
        return False
    m = TOP1.match(sql)
    if not m:
        return False
    distinct, rest, key, direction = m.groups()
    probe = f"select {distinct or ''}{key}, {rest} order by {key}{direction or ''} limit 2"
    got = con.execute(probe).fetchall()
    return len(got) == 2 and got[0][0] == got[1][0]


def modified(src, setup):
    mem = sqlite3.connect(":memory:")
    src.backup(mem)
    for stmt in setup:
        mem.execute(stmt)
    mem.commit()
    return mem


def check_variant(problems, where, kind, src, setup, neutral, sql, base, gold):
    mem = modified(src, setup)
    try:
        r0, r1 = rows(mem, gold[0]), rows(mem, gold[1])
        if not same(sql, r0, base):
            problems.append(f"{where}: {kind} gold[0] differs from the base result")
        if same(sql, r0, r1):
            problems.append(f"{where}: {kind} readings return the same result")
        if not non_empty(r1):
            problems.append(f"{where}: {kind} gold[1] returns no rows")
        for g in gold:
            if tie_at_top(mem, g):
                problems.append(f"{where}: {kind} tie for the top row in {g}")
    except sqlite3.Error as e:
        problems.append(f"{where}: {kind} fails: {e} [{gold}]")
    finally:
        mem.close()
    mem = modified(src, neutral)
    try:
        if not same(sql, rows(mem, gold[1]), base):
            problems.append(f"{where}: {kind} gold[1] on the neutral setup does not give the base result")
    except sqlite3.Error as e:
        problems.append(f"{where}: {kind} neutral check fails: {e}")
    finally:
        mem.close()


def build_databases(dbs_dir):
    dbs_dir.mkdir(parents=True, exist_ok=True)
    for db_id, script in DATABASES.items():
        path = dbs_dir / f"{db_id}.sqlite"
        if path.exists():
            path.unlink()
        con = sqlite3.connect(str(path))
        con.executescript(script)
        con.commit()
        con.close()


def check_databases(dbs_dir):
    problems = []
    for db_id in DATABASES:
        con = sqlite3.connect(f"file:{dbs_dir / (db_id + '.sqlite')}?mode=ro", uri=True)
        tables = [r[0] for r in con.execute("select name from sqlite_master where type = 'table'")]
        if not 4 <= len(tables) <= 7:
            problems.append(f"{db_id}: {len(tables)} tables")
        for t in tables:
            n = con.execute(f"select count(*) from {q(t)}").fetchone()[0]
            if not 10 <= n <= 45:
                problems.append(f"{db_id}.{t}: {n} rows")
        bad = con.execute("pragma foreign_key_check").fetchall()
        if bad:
            problems.append(f"{db_id}: foreign key violations {bad[:5]}")
        con.close()
    return problems


def build(dbs_dir):
    records = {k: [] for k in "BJCTP"}
    problems = check_databases(dbs_dir)
    cache = {}
    seen_q, seen_sql = set(), set()
    for i, item in enumerate(QUESTIONS):
        db = item["db"]
        if db not in cache:
            con = sqlite3.connect(f"file:{dbs_dir / (db + '.sqlite')}?mode=ro", uri=True)
            cache[db] = (con, Schema(con))
        src, schema = cache[db]
        sql, question = item["sql"], item["q"]
        where = f"#{i} ({db}: {question})"
        if (db, question.lower()) in seen_q or (db, sql) in seen_sql:
            problems.append(f"{where}: duplicate question or SQL")
        seen_q.add((db, question.lower()))
        seen_sql.add((db, sql))
        if sql != sql.strip() or "  " in sql or re.search(r"\b(SELECT|FROM|WHERE|JOIN|GROUP|ORDER)\b", sql):
            problems.append(f"{where}: SQL formatting")
        try:
            base = rows(src, sql)
        except sqlite3.Error as e:
            problems.append(f"{where}: base SQL fails: {e}")
            continue
        if not non_empty(base):
            problems.append(f"{where}: base SQL returns no rows")
        if tie_at_top(src, sql):
            problems.append(f"{where}: tie for the top row of the superlative")
        common = dict(db_id=db, question=question, spider_sql=sql)
        records["B"].append(dict(kind="B", gold=[sql, sql], setup=[], **common))

        variants = []
        for table, column, gold1 in item.get("J", []):
            split, setup = j_setup(schema, table, column)
            _, neutral = j_setup(schema, table, column, neutral=True)
            if not re.search(rf"\b{split}\b", gold1):
                problems.append(f"{where}: J gold[1] does not read {split}")
            # every read of the column must go through the split table, never the original one
            # (checked in each part of a union / intersect / except separately)
            for part in re.split(r" (?:union|intersect|except) ", gold1):
                for alias in re.findall(rf"\b{table.lower()} as (t\d+)", part):
                    if re.search(rf"\b{alias}\.{column.lower()}\b", part):
                        problems.append(f"{where}: J gold[1] still reads {alias}.{column.lower()}")
                if re.search(rf"\bfrom {table.lower()} where [^()]*\b{column.lower()}\b", part):
                    problems.append(f"{where}: J gold[1] still reads {column} from {table}")
            variants.append(("J", setup, neutral, (sql, gold1)))
        for table, column, syn0, syn1, template in item.get("C", []):
            if template.format(c=column.lower()) != sql:
                problems.append(f"{where}: C template does not give back the base SQL")
            setup = c_setup(schema, table, column, syn0, syn1)
            neutral = c_setup(schema, table, column, syn0, syn1, neutral=True)
            variants.append(("C", setup, neutral, (template.format(c=syn0), template.format(c=syn1))))
        for table, syn0, syn1, template in item.get("T", []):
            if template.format(t=table) != sql:
                problems.append(f"{where}: T template does not give back the base SQL")
            setup = t_setup(schema, table, syn0, syn1)
            neutral = t_setup(schema, table, syn0, syn1, neutral=True)
            variants.append(("T", setup, neutral, (template.format(t=syn0), template.format(t=syn1))))
        if "P" in item:
            table, col, col_expr, group_expr, from_sql, gold1 = item["P"]
            name = f"{table}_{col}"
            if not re.search(rf"\b{name}\b", gold1):
                problems.append(f"{where}: P gold[1] does not read {name}")
            setup = p_setup(name, col, col_expr, group_expr, from_sql)
            neutral = p_setup(name, col, col_expr, group_expr, from_sql, neutral=True)
            variants.append(("P", setup, neutral, (sql, gold1)))
        for kind, setup, neutral, gold in variants:
            check_variant(problems, where, kind, src, setup, neutral, sql, base, gold)
            records[kind].append(dict(kind=kind, gold=list(gold), setup=setup, **common))
    for con, _ in cache.values():
        con.close()
    return records, problems


FIELDS = ("id", "kind", "db_id", "question", "gold", "setup", "spider_sql")


def write(out_path, records):
    lines = []
    for kind in "BJCTP":
        for n, rec in enumerate(records[kind]):
            rec = dict(rec, id=f"{kind}-{n:04d}")
            lines.append(json.dumps({k: rec[k] for k in FIELDS}, ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    counts = ", ".join(f"{k} {len(v)}" for k, v in records.items())
    shapes = {}
    for item in QUESTIONS:
        shapes[item["shape"]] = shapes.get(item["shape"], 0) + 1
    per_db = {}
    for item in QUESTIONS:
        per_db[item["db"]] = per_db.get(item["db"], 0) + 1
    print(f"wrote {len(lines)} records to {out_path} ({counts}); questions per db: {per_db}; shapes: {shapes}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dbs", default=str(DEFAULT_DBS), help="folder to write the .sqlite files to")
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    args = ap.parse_args()

    # Build and check in a scratch folder; copy the databases into place only if all is well.
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        build_databases(scratch)
        records, problems = build(scratch)
        if problems:
            for p in problems:
                print("problem:", p, file=sys.stderr)
            raise SystemExit(f"{len(problems)} problem(s); nothing written")
        dbs_dir = Path(args.dbs)
        dbs_dir.mkdir(parents=True, exist_ok=True)
        for db_id in DATABASES:
            shutil.copyfile(scratch / f"{db_id}.sqlite", dbs_dir / f"{db_id}.sqlite")
    write(args.out, records)
    print(f"databases: {', '.join(DATABASES)} in {args.dbs}")


if __name__ == "__main__":
    main()
