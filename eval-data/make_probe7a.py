#!/usr/bin/env python3
"""Build eval-data/probe7a.jsonl and three new SQLite databases in eval-data/dbs7/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (university_housing, record_label, theatre_company), their data,
the questions and the gold SQL were all written fresh for this project, in the style of Spider;
none of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened,
and the parser's sources were not read). The structure, setup shapes and checks copy
make_probe6a.py; the shared helpers come from probe_kit.py.

The schemas copy the untidiness of Spider's real databases: naming styles mixed within one
database (`StuID`, `LName`, `Fname`, `dorm_name`, `student_capacity`, `yr`, `gpa`, `Debut_Yr`,
`Peak_Pos`, `Sname`, `Run_Wks`), columns whose name is not the word the question uses ("rent" is
`monthly_fee`, "capacity" is `student_capacity` / `Seating_Capacity`, "surname" is `Sname`,
"box office takings" is `Takings`), years and dates stored as text, and the same column name in
two tables (`name` in artist and track, `Country` in label and chart, `id` / `name` in venue and
review). Each database has a link table (Lives_in, chart_entry, casting) and tables reached
through two hops (a student's dorm through Lives_in and Room; an artist's chart entries through
track and album; the venues an actor played through casting and production).

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

Record ids are "<kind>7a-NNNN" (J7a-0001, ...), numbered from 1 within each kind.

Select columns follow the order in which the question names them (as Spider's annotators do),
also for "What is the average X for each Y?" (`select avg(x), y ... group by y`). Joins use Spider's
aliases T1, T2, ... (lowercased, as dev.jsonl's golds are). About a third of the intents are asked
twice in different words, as Spider does; the second wording's gold is an equivalent SQL written
the way that wording suggests (columns in the order it names them, the join read from the other
side, `>= 3` for `> 2`, `= (select max ...)` for `order by ... limit 1`, EXCEPT for NOT IN),
because the checks refuse two records with the same SQL on one database.

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

    python3 eval-data/make_probe7a.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe7a.jsonl"
DEFAULT_DBS = HERE / "dbs7"
DEFAULT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"
ID_TAG = "7a"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["university_housing"] = r'''
create table Dorm (
  dormid INTEGER,
  dorm_name VARCHAR(30),
  student_capacity INTEGER,
  gender VARCHAR(1),
  yr_opened VARCHAR(4),
  Campus VARCHAR(10),
  monthly_fee REAL,
  primary key (dormid)
);
create table Student (
  StuID INTEGER PRIMARY KEY,
  LName VARCHAR(12),
  Fname VARCHAR(12),
  Sex VARCHAR(1),
  date_of_birth VARCHAR(10),
  Major VARCHAR(20),
  yr INTEGER,
  gpa REAL,
  city_code VARCHAR(3)
);
create table Room (
  room_id INTEGER PRIMARY KEY,
  dormid INTEGER,
  room_no VARCHAR(6),
  Floor INTEGER,
  num_beds INTEGER,
  has_ensuite VARCHAR(1),
  FOREIGN KEY (dormid) REFERENCES Dorm(dormid)
);
create table Lives_in (
  StuID INTEGER,
  room_id INTEGER,
  move_in_date VARCHAR(10),
  PRIMARY KEY (StuID, room_id),
  FOREIGN KEY (StuID) REFERENCES Student(StuID),
  FOREIGN KEY (room_id) REFERENCES Room(room_id)
);
create table Maintenance_Request (
  request_id INTEGER PRIMARY KEY,
  room_id INTEGER,
  StuID INTEGER,
  Category VARCHAR(20),
  Date_Reported VARCHAR(10),
  Repair_Cost REAL,
  Status VARCHAR(12),
  FOREIGN KEY (room_id) REFERENCES Room(room_id),
  FOREIGN KEY (StuID) REFERENCES Student(StuID)
);
insert into Dorm values (1,'Ashford Hall',220,'X','1964','North',640.0);
insert into Dorm values (2,'Birchwood House',120,'F','1987','North',710.0);
insert into Dorm values (3,'Cedar Court',340,'X','2009','South',820.0);
insert into Dorm values (4,'Dalton Tower',410,'M','1972','Central',590.0);
insert into Dorm values (5,'Elmstead Hall',95,'F','1931','Central',555.0);
insert into Dorm values (6,'Fairview Lodge',180,'X','2015','South',905.0);
insert into Dorm values (7,'Granger House',60,'M','1958','North',500.0);
insert into Dorm values (8,'Hollis Court',260,'X','1999','Central',760.0);
insert into Dorm values (9,'Ivy Commons',150,'F','2020','South',980.0);
insert into Dorm values (10,'Juniper Hall',300,'X','1979','North',615.0);
insert into Student values (1001,'Okafor','Chidi','M','2003-04-12','Computer Science',2,3.42,'LAG');
insert into Student values (1002,'Lindqvist','Maja','F','2002-09-30','Biology',3,3.81,'STO');
insert into Student values (1003,'Ramirez','Sofia','F','2004-01-18','Economics',1,2.95,'MEX');
insert into Student values (1004,'Chen','Wei','M','2001-11-02','Computer Science',4,3.67,'SHA');
insert into Student values (1005,'Brennan','Aoife','F','2003-07-25','History',2,3.10,'DUB');
insert into Student values (1006,'Novak','Tomas','M','2002-03-14','Physics',3,3.93,'PRG');
insert into Student values (1007,'Haddad','Layla','F','2004-06-08','Biology',1,2.71,'BEY');
insert into Student values (1008,'Fischer','Jonas','M','2001-12-21','Computer Science',4,3.25,'BER');
insert into Student values (1009,'Patel','Priya','F','2003-02-05','Biology',2,3.58,'BOM');
insert into Student values (1010,'Moreau','Lucas','M','2002-10-17','Economics',3,2.88,'PAR');
insert into Student values (1011,'Kowalski','Anna','F','2004-08-29','Mathematics',1,3.05,'WAW');
insert into Student values (1012,'Tanaka','Ren','M','2001-05-03','Computer Science',4,3.74,'TYO');
insert into Student values (1013,'Chen','Mei','F','2003-09-11','Biology',2,3.36,'SHA');
insert into Student values (1014,'Silva','Bruno','M','2002-01-27','Economics',3,3.49,'LIS');
insert into Student values (1015,'Osei','Ama','F','2004-03-15','Computer Science',1,3.21,'ACC');
insert into Student values (1016,'Larsen','Erik','M','2002-12-04','History',3,3.62,'CPH');
insert into Student values (1017,'Duarte','Ines','F','2003-05-19','Physics',2,2.99,'LIS');
insert into Student values (1018,'Murphy','Sean','M','2001-08-08','Mathematics',4,3.88,'DUB');
insert into Room values (1,1,'101',1,2,'F');
insert into Room values (2,1,'214',2,1,'T');
insert into Room values (3,2,'B12',1,2,'F');
insert into Room values (4,3,'305',3,2,'T');
insert into Room values (5,3,'410',4,1,'T');
insert into Room values (6,4,'1203',12,2,'F');
insert into Room values (7,4,'0807',8,3,'F');
insert into Room values (8,5,'G4',0,1,'F');
insert into Room values (9,6,'22A',2,2,'T');
insert into Room values (10,6,'31B',3,1,'T');
insert into Room values (11,8,'118',1,2,'F');
insert into Room values (12,8,'225',2,4,'F');
insert into Room values (13,9,'3C',3,1,'T');
insert into Room values (14,10,'006',0,2,'F');
insert into Room values (15,10,'140',1,3,'F');
insert into Room values (16,3,'112',1,2,'T');
insert into Room values (17,4,'1510',15,2,'F');
insert into Room values (18,8,'301',3,1,'T');
insert into Lives_in values (1001,6,'2023-08-28');
insert into Lives_in values (1002,3,'2022-08-30');
insert into Lives_in values (1003,8,'2024-08-26');
insert into Lives_in values (1004,4,'2021-09-01');
insert into Lives_in values (1006,9,'2022-08-29');
insert into Lives_in values (1007,3,'2024-08-27');
insert into Lives_in values (1008,6,'2021-08-31');
insert into Lives_in values (1009,13,'2023-08-27');
insert into Lives_in values (1010,11,'2022-09-02');
insert into Lives_in values (1012,5,'2021-08-30');
insert into Lives_in values (1013,18,'2023-08-29');
insert into Lives_in values (1014,12,'2022-08-28');
insert into Lives_in values (1015,1,'2024-08-25');
insert into Lives_in values (1016,7,'2022-08-31');
insert into Lives_in values (1017,12,'2023-08-30');
insert into Maintenance_Request values (1,6,1001,'Plumbing','2023-10-02',120.0,'Closed');
insert into Maintenance_Request values (2,3,1002,'Electrical','2022-11-14',85.5,'Closed');
insert into Maintenance_Request values (3,4,1004,'Heating','2021-12-01',240.0,'Closed');
insert into Maintenance_Request values (4,12,1014,'Plumbing','2023-01-19',60.0,'Closed');
insert into Maintenance_Request values (5,9,1006,'Furniture','2023-03-07',150.0,'Open');
insert into Maintenance_Request values (6,6,1008,'Heating','2022-01-23',310.0,'Closed');
insert into Maintenance_Request values (7,11,1010,'Pest Control','2023-02-11',95.0,'Closed');
insert into Maintenance_Request values (8,13,1009,'Electrical','2024-02-20',45.0,'Open');
insert into Maintenance_Request values (9,12,1017,'Plumbing','2024-01-08',180.0,'In Progress');
insert into Maintenance_Request values (10,5,1012,'Internet','2022-10-05',30.0,'Closed');
insert into Maintenance_Request values (11,7,1016,'Heating','2023-11-29',275.0,'In Progress');
insert into Maintenance_Request values (12,3,1007,'Furniture','2024-10-03',70.0,'Open');
insert into Maintenance_Request values (13,6,1001,'Electrical','2024-03-15',110.0,'Closed');
insert into Maintenance_Request values (14,18,1013,'Internet','2024-09-12',25.0,'Open');
insert into Maintenance_Request values (15,6,1001,'Pest Control','2024-04-22',130.0,'Closed');
insert into Maintenance_Request values (16,8,1003,'Plumbing','2024-09-30',55.0,'Open');
'''

DATABASES["record_label"] = r'''
CREATE TABLE "label" (
"Label_ID" int,
"Label_Name" text,
"Country" text,
"Founded" text,
"Indie" text,
"HQ" text,
PRIMARY KEY ("Label_ID")
);
CREATE TABLE "artist" (
"Artist_ID" int,
"name" text,
"Genre" text,
"Home_Country" text,
"Debut_Yr" int,
"Label_ID" int,
"Num_Members" int,
PRIMARY KEY ("Artist_ID"),
FOREIGN KEY ("Label_ID") REFERENCES "label"("Label_ID")
);
CREATE TABLE "album" (
"Album_ID" int,
"Title" text,
"Artist_ID" int,
"Release_Date" text,
"Units_Sold" int,
"Price" real,
"Format" text,
PRIMARY KEY ("Album_ID"),
FOREIGN KEY ("Artist_ID") REFERENCES "artist"("Artist_ID")
);
CREATE TABLE "track" (
"Track_ID" int,
"Album_ID" int,
"name" text,
"Duration" int,
"Track_No" int,
"Is_Single" text,
PRIMARY KEY ("Track_ID"),
FOREIGN KEY ("Album_ID") REFERENCES "album"("Album_ID")
);
CREATE TABLE "chart" (
"Chart_ID" int,
"Chart_Name" text,
"Country" text,
"Frequency" text,
PRIMARY KEY ("Chart_ID")
);
CREATE TABLE "chart_entry" (
"Chart_ID" int,
"Track_ID" int,
"Peak_Pos" int,
"Weeks_On" int,
"Entry_Date" text,
PRIMARY KEY ("Chart_ID","Track_ID"),
FOREIGN KEY ("Chart_ID") REFERENCES "chart"("Chart_ID"),
FOREIGN KEY ("Track_ID") REFERENCES "track"("Track_ID")
);
INSERT INTO "label" VALUES (1,'Northern Echo Records','UK','1978','Y','Manchester');
INSERT INTO "label" VALUES (2,'Bluewave Music','USA','1992','N','Los Angeles');
INSERT INTO "label" VALUES (3,'Sonar Sound','Sweden','2004','Y','Stockholm');
INSERT INTO "label" VALUES (4,'Crown Anchor Records','UK','1959','N','London');
INSERT INTO "label" VALUES (5,'Lotus Tone','Japan','1988','N','Tokyo');
INSERT INTO "label" VALUES (6,'Maple Leaf Audio','Canada','2011','Y','Toronto');
INSERT INTO "label" VALUES (7,'Rio Grande Discos','Brazil','1969','Y','Sao Paulo');
INSERT INTO "label" VALUES (8,'Eisenherz Tontraeger','Germany','1996','Y','Hamburg');
INSERT INTO "label" VALUES (9,'Southern Cross Records','Australia','1983','N','Sydney');
INSERT INTO "label" VALUES (10,'Velvet Static','USA','2016','Y','Austin');
INSERT INTO "artist" VALUES (1,'The Paper Lanterns','Indie Rock','UK',2009,1,4);
INSERT INTO "artist" VALUES (2,'Mara Quinn','Pop','USA',2014,2,1);
INSERT INTO "artist" VALUES (3,'Nordlys','Electronic','Sweden',2012,3,2);
INSERT INTO "artist" VALUES (4,'Harbour Lights','Folk','UK',1998,4,5);
INSERT INTO "artist" VALUES (5,'Aiko Mori','Pop','Japan',2017,5,1);
INSERT INTO "artist" VALUES (6,'Static Pines','Indie Rock','Canada',2015,6,3);
INSERT INTO "artist" VALUES (7,'Banda Sol','Samba','Brazil',2003,7,8);
INSERT INTO "artist" VALUES (8,'Kalte Sonne','Electronic','Germany',2010,8,2);
INSERT INTO "artist" VALUES (9,'Red Gum Road','Country','Australia',2006,9,4);
INSERT INTO "artist" VALUES (10,'Jade Avenue','Soul','USA',2019,2,1);
INSERT INTO "artist" VALUES (11,'Velvet Hours','Indie Rock','USA',2018,2,4);
INSERT INTO "artist" VALUES (12,'Orla Fenn','Folk','Ireland',2013,1,1);
INSERT INTO "artist" VALUES (13,'Neon Tigers','Synthwave','UK',2016,4,3);
INSERT INTO "artist" VALUES (14,'Tomas Reyes','Bossa Nova','Brazil',2001,7,1);
INSERT INTO "album" VALUES (1,'Paper Skies',1,'2010-03-15',120000,11.99,'CD');
INSERT INTO "album" VALUES (2,'Lantern Season',1,'2014-09-22',85000,12.99,'Vinyl');
INSERT INTO "album" VALUES (3,'Neon Heart',2,'2015-06-05',950000,13.99,'Digital');
INSERT INTO "album" VALUES (4,'Second Nature',2,'2019-11-01',610000,14.99,'Digital');
INSERT INTO "album" VALUES (5,'Aurora Lines',3,'2013-02-18',74000,10.99,'CD');
INSERT INTO "album" VALUES (6,'Tidewater',4,'1999-05-10',230000,9.99,'CD');
INSERT INTO "album" VALUES (7,'Sakura Drive',5,'2018-04-04',410000,15.49,'CD');
INSERT INTO "album" VALUES (8,'Pinecone Static',6,'2016-08-26',56000,16.99,'Vinyl');
INSERT INTO "album" VALUES (9,'Carnaval Eterno',7,'2004-02-20',185000,8.99,'CD');
INSERT INTO "album" VALUES (10,'Kaltfront',8,'2011-10-14',98000,11.49,'Vinyl');
INSERT INTO "album" VALUES (11,'Dust and Diesel',9,'2007-07-07',140000,10.49,'CD');
INSERT INTO "album" VALUES (12,'Jade',10,'2020-01-24',330000,12.49,'Digital');
INSERT INTO "album" VALUES (13,'Late Hours',11,'2019-03-29',47000,18.99,'Vinyl');
INSERT INTO "album" VALUES (14,'Quiet Harbour',12,'2014-05-16',39000,13.49,'Vinyl');
INSERT INTO "album" VALUES (15,'Electric Jungle',13,'2017-09-08',265000,12.89,'Digital');
INSERT INTO "album" VALUES (16,'Saudade Azul',14,'2002-11-11',92000,9.49,'CD');
INSERT INTO "album" VALUES (17,'Lights Over Water',4,'2005-03-03',175000,10.79,'Vinyl');
INSERT INTO "track" VALUES (1,3,'Neon Heart',214,1,'T');
INSERT INTO "track" VALUES (2,3,'Glass Towers',198,2,'T');
INSERT INTO "track" VALUES (3,3,'Midnight Call',241,5,'F');
INSERT INTO "track" VALUES (4,4,'Second Nature',187,1,'T');
INSERT INTO "track" VALUES (5,1,'Paper Skies',256,1,'T');
INSERT INTO "track" VALUES (6,2,'Harvest Moonlight',302,3,'F');
INSERT INTO "track" VALUES (7,5,'Aurora',367,1,'T');
INSERT INTO "track" VALUES (8,6,'Tidewater',275,2,'T');
INSERT INTO "track" VALUES (9,7,'Sakura Drive',203,1,'T');
INSERT INTO "track" VALUES (10,7,'Tokyo Rain',229,4,'F');
INSERT INTO "track" VALUES (11,9,'Carnaval',318,1,'T');
INSERT INTO "track" VALUES (12,10,'Kaltfront',412,1,'F');
INSERT INTO "track" VALUES (13,11,'Dust and Diesel',196,3,'T');
INSERT INTO "track" VALUES (14,12,'Jade',181,1,'T');
INSERT INTO "track" VALUES (15,12,'Velvet Sky',233,6,'F');
INSERT INTO "track" VALUES (16,15,'Electric Jungle',209,1,'T');
INSERT INTO "track" VALUES (17,8,'Pine Static',264,2,'T');
INSERT INTO "track" VALUES (18,13,'Late Hours',288,1,'F');
INSERT INTO "track" VALUES (19,17,'Lights Over Water',249,1,'T');
INSERT INTO "track" VALUES (20,16,'Saudade',335,2,'T');
INSERT INTO "chart" VALUES (1,'UK Singles Top 40','UK','Weekly');
INSERT INTO "chart" VALUES (2,'US Hot 100','USA','Weekly');
INSERT INTO "chart" VALUES (3,'Swedish Singles','Sweden','Weekly');
INSERT INTO "chart" VALUES (4,'Japan Hot Singles','Japan','Weekly');
INSERT INTO "chart" VALUES (5,'Euro Indie 50','Europe','Monthly');
INSERT INTO "chart" VALUES (6,'Global Streaming 200','Global','Daily');
INSERT INTO "chart" VALUES (7,'Canada Top 50','Canada','Weekly');
INSERT INTO "chart" VALUES (8,'Brazil Top 30','Brazil','Monthly');
INSERT INTO "chart" VALUES (9,'Aussie Top 40','Australia','Weekly');
INSERT INTO "chart_entry" VALUES (1,1,3,14,'2015-06-12');
INSERT INTO "chart_entry" VALUES (2,1,1,22,'2015-06-20');
INSERT INTO "chart_entry" VALUES (6,1,2,30,'2015-06-06');
INSERT INTO "chart_entry" VALUES (2,2,8,11,'2015-09-04');
INSERT INTO "chart_entry" VALUES (6,2,15,9,'2015-09-01');
INSERT INTO "chart_entry" VALUES (2,4,5,16,'2019-11-08');
INSERT INTO "chart_entry" VALUES (1,5,24,5,'2010-03-19');
INSERT INTO "chart_entry" VALUES (3,7,2,12,'2013-02-22');
INSERT INTO "chart_entry" VALUES (5,7,6,4,'2013-03-01');
INSERT INTO "chart_entry" VALUES (1,8,31,3,'1999-05-14');
INSERT INTO "chart_entry" VALUES (4,9,1,18,'2018-04-06');
INSERT INTO "chart_entry" VALUES (6,9,12,7,'2018-04-05');
INSERT INTO "chart_entry" VALUES (8,11,4,10,'2004-02-27');
INSERT INTO "chart_entry" VALUES (5,12,9,3,'2011-10-28');
INSERT INTO "chart_entry" VALUES (9,13,11,8,'2007-07-13');
INSERT INTO "chart_entry" VALUES (2,14,17,9,'2020-01-31');
INSERT INTO "chart_entry" VALUES (6,16,20,6,'2017-09-10');
INSERT INTO "chart_entry" VALUES (7,17,14,5,'2016-09-02');
INSERT INTO "chart_entry" VALUES (5,18,22,2,'2019-04-05');
INSERT INTO "chart_entry" VALUES (6,14,25,4,'2020-01-27');
'''

DATABASES["theatre_company"] = r'''
CREATE TABLE venue (
    id INTEGER PRIMARY KEY,
    name TEXT,
    City TEXT,
    Seating_Capacity INTEGER,
    Opened TEXT,
    is_outdoor TEXT
);
CREATE TABLE "production" (
"Prod_ID" int,
"Title" text,
"Playwright" text,
"Genre" text,
"venue_id" int,
"Opening_Night" text,
"Budget_GBP" real,
"Run_Wks" int,
PRIMARY KEY ("Prod_ID"),
FOREIGN KEY ("venue_id") REFERENCES venue(id)
);
CREATE TABLE "actor" (
"Actor_ID" int,
"Fname" text,
"Sname" text,
"Sex" text,
"date_of_birth" text,
"Nationality" text,
"Equity" text,
PRIMARY KEY ("Actor_ID")
);
CREATE TABLE "casting" (
"Prod_ID" int,
"Actor_ID" int,
"Role_Name" text,
"Is_Lead" text,
"Fee" real,
PRIMARY KEY ("Prod_ID","Actor_ID"),
FOREIGN KEY ("Prod_ID") REFERENCES "production"("Prod_ID"),
FOREIGN KEY ("Actor_ID") REFERENCES "actor"("Actor_ID")
);
CREATE TABLE performance (
    Perf_ID INTEGER PRIMARY KEY,
    Prod_ID INTEGER,
    Perf_Date TEXT,
    Attendance INTEGER,
    Takings REAL,
    FOREIGN KEY (Prod_ID) REFERENCES production(Prod_ID)
);
CREATE TABLE review (
    id INTEGER PRIMARY KEY,
    Prod_ID INTEGER,
    Critic TEXT,
    Outlet TEXT,
    Stars INTEGER,
    Review_Date TEXT,
    FOREIGN KEY (Prod_ID) REFERENCES production(Prod_ID)
);
INSERT INTO venue VALUES (1,'Royal Crescent Theatre','Bath',900,'1805','F');
INSERT INTO venue VALUES (2,'The Lantern Playhouse','Bristol',320,'1978','F');
INSERT INTO venue VALUES (3,'Riverside Amphitheatre','London',1500,'2002','T');
INSERT INTO venue VALUES (4,'The Cobalt Studio','London',140,'2015','F');
INSERT INTO venue VALUES (5,'Grand Empire','Manchester',1850,'1897','F');
INSERT INTO venue VALUES (6,'Orchard Stage','Oxford',450,'1962','T');
INSERT INTO venue VALUES (7,'Harbourfront Arts Centre','Liverpool',680,'1991','F');
INSERT INTO venue VALUES (8,'Rooftop Garden Stage','Edinburgh',90,'2019','T');
INSERT INTO venue VALUES (9,'Northgate Theatre','Leeds',540,'1936','F');
INSERT INTO venue VALUES (10,'Millbrook Hall','York',300,'1950','F');
INSERT INTO "production" VALUES (1,'The Glass Orchard','Helen Marsh','Drama',2,'2022-02-10',180000,6);
INSERT INTO "production" VALUES (2,'Twelfth Night','William Shakespeare','Comedy',6,'2022-06-18',240000,8);
INSERT INTO "production" VALUES (3,'Macbeth','William Shakespeare','Tragedy',1,'2022-10-01',410000,10);
INSERT INTO "production" VALUES (4,'A Quiet Revolution','Daniel Okoye','Drama',4,'2023-01-20',65000,4);
INSERT INTO "production" VALUES (5,'The Importance of Being Earnest','Oscar Wilde','Comedy',5,'2023-03-15',520000,12);
INSERT INTO "production" VALUES (6,'Salt and Iron','Helen Marsh','Drama',7,'2023-05-05',150000,5);
INSERT INTO "production" VALUES (7,'Neon Boulevard','Rita Alvarez','Musical',5,'2023-09-09',980000,16);
INSERT INTO "production" VALUES (8,'Hamlet','William Shakespeare','Tragedy',3,'2023-07-01',330000,7);
INSERT INTO "production" VALUES (9,'The Last Ferry','Daniel Okoye','Drama',9,'2024-02-02',120000,6);
INSERT INTO "production" VALUES (10,'Paper Crowns','Rita Alvarez','Musical',7,'2024-04-12',610000,9);
INSERT INTO "production" VALUES (11,'Small Hours','Tom Whitley','Comedy',8,'2024-05-20',40000,3);
INSERT INTO "production" VALUES (12,'The Tempest','William Shakespeare','Romance',6,'2024-07-06',260000,8);
INSERT INTO "actor" VALUES (1,'Eleanor','Vance','F','1978-03-12','British','Y');
INSERT INTO "actor" VALUES (2,'Marcus','Bell','M','1985-07-30','British','Y');
INSERT INTO "actor" VALUES (3,'Priya','Shah','F','1990-11-05','British','Y');
INSERT INTO "actor" VALUES (4,'Tom','Adeyemi','M','1982-01-19','Nigerian','Y');
INSERT INTO "actor" VALUES (5,'Clara','Novak','F','1995-04-22','Czech','N');
INSERT INTO "actor" VALUES (6,'James','Whitfield','M','1969-09-14','British','Y');
INSERT INTO "actor" VALUES (7,'Sophie','Laurent','F','1988-06-03','French','Y');
INSERT INTO "actor" VALUES (8,'Liam','Doyle','M','1993-12-28','Irish','N');
INSERT INTO "actor" VALUES (9,'Grace','Kim','F','1999-02-16','American','N');
INSERT INTO "actor" VALUES (10,'Oliver','Hart','M','1975-05-09','British','Y');
INSERT INTO "actor" VALUES (11,'Ruth','Mensah','F','1981-08-21','Ghanaian','Y');
INSERT INTO "actor" VALUES (12,'Daniel','Frost','M','2000-10-10','British','N');
INSERT INTO "actor" VALUES (13,'Ana','Costa','F','1992-03-30','Portuguese','Y');
INSERT INTO "actor" VALUES (14,'Hugh','Pemberton','M','1958-01-07','British','Y');
INSERT INTO "actor" VALUES (15,'Isla','Morgan','F','1997-07-15','Scottish','N');
INSERT INTO "actor" VALUES (16,'Nina','Petrov','F','1986-09-02','Russian','Y');
INSERT INTO "actor" VALUES (17,'Felix','Amari','M','1994-04-18','Italian','N');
INSERT INTO "casting" VALUES (1,1,'Margaret','T',12000);
INSERT INTO "casting" VALUES (1,3,'Ivy','F',6500);
INSERT INTO "casting" VALUES (2,7,'Viola','T',15000);
INSERT INTO "casting" VALUES (2,8,'Sebastian','F',7000);
INSERT INTO "casting" VALUES (3,6,'Macbeth','T',26000);
INSERT INTO "casting" VALUES (3,1,'Lady Macbeth','T',24000);
INSERT INTO "casting" VALUES (3,12,'Fleance','F',3500);
INSERT INTO "casting" VALUES (4,5,'Jana','T',4000);
INSERT INTO "casting" VALUES (5,3,'Gwendolen','T',18000);
INSERT INTO "casting" VALUES (5,14,'Lane','F',9000);
INSERT INTO "casting" VALUES (6,4,'Samuel','T',11000);
INSERT INTO "casting" VALUES (6,11,'Rose','F',8000);
INSERT INTO "casting" VALUES (7,9,'Luna','T',35000);
INSERT INTO "casting" VALUES (7,2,'Max','T',33000);
INSERT INTO "casting" VALUES (8,10,'Hamlet','T',28000);
INSERT INTO "casting" VALUES (8,3,'Ophelia','F',14000);
INSERT INTO "casting" VALUES (9,4,'Ferryman','T',9500);
INSERT INTO "casting" VALUES (10,9,'Queen Ada','T',31000);
INSERT INTO "casting" VALUES (11,15,'Mabel','T',2500);
INSERT INTO "casting" VALUES (12,6,'Prospero','T',27000);
INSERT INTO performance VALUES (1,1,'2022-02-10',300,9000);
INSERT INTO performance VALUES (2,1,'2022-02-11',280,8400);
INSERT INTO performance VALUES (3,2,'2022-06-18',430,12900);
INSERT INTO performance VALUES (4,3,'2022-10-01',880,44000);
INSERT INTO performance VALUES (5,3,'2022-10-02',840,42000);
INSERT INTO performance VALUES (6,8,'2023-07-01',1320,52800);
INSERT INTO performance VALUES (7,5,'2023-03-15',1790,89500);
INSERT INTO performance VALUES (8,5,'2023-03-16',1650,82500);
INSERT INTO performance VALUES (9,6,'2023-05-05',610,18300);
INSERT INTO performance VALUES (10,7,'2023-09-09',1845,129150);
INSERT INTO performance VALUES (11,7,'2023-09-10',1800,126000);
INSERT INTO performance VALUES (12,4,'2023-01-20',135,2700);
INSERT INTO performance VALUES (13,9,'2024-02-02',500,12500);
INSERT INTO performance VALUES (14,10,'2024-04-12',670,40200);
INSERT INTO performance VALUES (15,12,'2024-07-06',445,15575);
INSERT INTO performance VALUES (16,10,'2024-04-13',655,39300);
INSERT INTO performance VALUES (17,2,'2022-06-19',410,12300);
INSERT INTO review VALUES (1,1,'Anne Hollis','The Stage Daily',4,'2022-02-12');
INSERT INTO review VALUES (2,2,'Mark Dunn','City Post',3,'2022-06-20');
INSERT INTO review VALUES (3,3,'Anne Hollis','The Stage Daily',5,'2022-10-03');
INSERT INTO review VALUES (4,3,'Raj Mehta','Curtain Call',4,'2022-10-04');
INSERT INTO review VALUES (5,5,'Mark Dunn','City Post',4,'2023-03-17');
INSERT INTO review VALUES (6,7,'Raj Mehta','Curtain Call',2,'2023-09-11');
INSERT INTO review VALUES (7,7,'Lucy Wren','Arts Weekly',3,'2023-09-12');
INSERT INTO review VALUES (8,8,'Anne Hollis','The Stage Daily',5,'2023-07-03');
INSERT INTO review VALUES (9,9,'Lucy Wren','Arts Weekly',4,'2024-02-05');
INSERT INTO review VALUES (10,10,'Mark Dunn','City Post',3,'2024-04-15');
INSERT INTO review VALUES (11,4,'Raj Mehta','Curtain Call',4,'2023-01-22');
INSERT INTO review VALUES (12,6,'Lucy Wren','Arts Weekly',3,'2023-05-08');
INSERT INTO review VALUES (13,12,'Anne Hollis','The Stage Daily',4,'2024-07-09');
'''

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
#      builds dev.jsonl's "create table ... as select <g> as <g>, count(*) as number, ..." setup

QUESTIONS = [
    # ------------------------------------------------------------------ university_housing
    dict(
        db="university_housing", shape="simple",
        q="How many dorms are there?",
        sql="select count(*) from dorm",
        T=("dorm", "residence_hall", "dormitory",
           "select count(*) from {t}"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="List the names and capacities of all dorms, sorted by capacity in descending order.",
        sql="select dorm_name, student_capacity from dorm order by student_capacity desc",
        J=[("dorm", "student_capacity",
            "select t1.dorm_name, t2.student_capacity from dorm as t1 join dorm_student_capacity as t2 on t1.dormid = t2.dormid order by t2.student_capacity desc"),
           ("dorm", "dorm_name",
            "select t2.dorm_name, t1.student_capacity from dorm as t1 join dorm_dorm_name as t2 on t1.dormid = t2.dormid order by t1.student_capacity desc")],
        C=("dorm", "student_capacity", "capacity", "max_occupancy",
           "select dorm_name, {c} from dorm order by {c} desc"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="What are the student capacities and names of the dorms, from the largest capacity to the smallest?",
        sql="select student_capacity, dorm_name from dorm order by student_capacity desc",
        J=[("dorm", "student_capacity",
            "select t2.student_capacity, t1.dorm_name from dorm as t1 join dorm_student_capacity as t2 on t1.dormid = t2.dormid order by t2.student_capacity desc")],
        T=("dorm", "residence_hall", "dormitory",
           "select student_capacity, dorm_name from {t} order by student_capacity desc"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="Which dorm has the largest capacity?",
        sql="select dorm_name from dorm order by student_capacity desc limit 1",
        J=[("dorm", "student_capacity",
            "select t1.dorm_name from dorm as t1 join dorm_student_capacity as t2 on t1.dormid = t2.dormid order by t2.student_capacity desc limit 1"),
           ("dorm", "dorm_name",
            "select t2.dorm_name from dorm as t1 join dorm_dorm_name as t2 on t1.dormid = t2.dormid order by t1.student_capacity desc limit 1")],
        C=("dorm", "student_capacity", "capacity", "max_occupancy",
           "select dorm_name from dorm order by {c} desc limit 1"),
    ),
    dict(
        db="university_housing", shape="nested",
        q="Give the name of the dorm whose student capacity is the highest.",
        sql="select dorm_name from dorm where student_capacity = (select max(student_capacity) from dorm)",
        J=[("dorm", "student_capacity",
            "select t1.dorm_name from dorm as t1 join dorm_student_capacity as t2 on t1.dormid = t2.dormid where t2.student_capacity = (select max(student_capacity) from dorm_student_capacity)")],
    ),
    dict(
        db="university_housing", shape="simple",
        q="Find the first and last names of the students majoring in Biology.",
        sql="select fname, lname from student where major = 'Biology'",
        J=[("student", "Major",
            "select t1.fname, t1.lname from student as t1 join student_major as t2 on t1.stuid = t2.stuid where t2.major = 'Biology'"),
           ("student", "Fname",
            "select t2.fname, t1.lname from student as t1 join student_fname as t2 on t1.stuid = t2.stuid where t1.major = 'Biology'"),
           ("student", "LName",
            "select t1.fname, t2.lname from student as t1 join student_lname as t2 on t1.stuid = t2.stuid where t1.major = 'Biology'")],
        C=("student", "Major", "field_of_study", "program",
           "select fname, lname from student where {c} = 'Biology'"),
        T=("student", "undergraduate", "resident",
           "select fname, lname from {t} where major = 'Biology'"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="Who are the Biology majors? Give their last names and first names.",
        sql="select lname, fname from student where major = 'Biology'",
        J=[("student", "Major",
            "select t1.lname, t1.fname from student as t1 join student_major as t2 on t1.stuid = t2.stuid where t2.major = 'Biology'")],
    ),
    dict(
        db="university_housing", shape="agg",
        q="What is the average GPA of female students?",
        sql="select avg(gpa) from student where sex = 'F'",
        J=[("student", "gpa",
            "select avg(t2.gpa) from student as t1 join student_gpa as t2 on t1.stuid = t2.stuid where t1.sex = 'F'"),
           ("student", "Sex",
            "select avg(t1.gpa) from student as t1 join student_sex as t2 on t1.stuid = t2.stuid where t2.sex = 'F'")],
        C=("student", "gpa", "grade_point_average", "gpa_score",
           "select avg({c}) from student where sex = 'F'"),
        P=("student_gpa", "student", "sex", "gpa",
           "select avg_gpa from student_gpa where sex = 'F'"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="How many students are there in each class year?",
        sql="select count(*), yr from student group by yr",
        T=("student", "undergraduate", "resident",
           "select count(*), yr from {t} group by yr"),
        P=("student_gpa", "student", "yr", "gpa",
           "select number, yr from student_gpa"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="For each year of study, show the year and the number of students in it.",
        sql="select yr, count(*) from student group by yr",
        T=("student", "undergraduate", "resident",
           "select yr, count(*) from {t} group by yr"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="List the majors that have at least 3 students.",
        sql="select major from student group by major having count(*) >= 3",
        T=("student", "undergraduate", "resident",
           "select major from {t} group by major having count(*) >= 3"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="What are the highest and lowest GPA for each class year?",
        sql="select max(gpa), min(gpa), yr from student group by yr",
        J=[("student", "gpa",
            "select max(t2.gpa), min(t2.gpa), t1.yr from student as t1 join student_gpa as t2 on t1.stuid = t2.stuid group by t1.yr"),
           ("student", "yr",
            "select max(t1.gpa), min(t1.gpa), t2.yr from student as t1 join student_yr as t2 on t1.stuid = t2.stuid group by t2.yr")],
        C=("student", "yr", "class_year", "year_of_study",
           "select max(gpa), min(gpa), {c} from student group by {c}"),
        P=("student_gpa", "student", "yr", "gpa",
           "select max_gpa, min_gpa, yr from student_gpa"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="Show the names of the dorms opened before 1970.",
        sql="select dorm_name from dorm where yr_opened < 1970",
        J=[("dorm", "yr_opened",
            "select t1.dorm_name from dorm as t1 join dorm_yr_opened as t2 on t1.dormid = t2.dormid where t2.yr_opened < 1970"),
           ("dorm", "dorm_name",
            "select t2.dorm_name from dorm as t1 join dorm_dorm_name as t2 on t1.dormid = t2.dormid where t1.yr_opened < 1970")],
        C=("dorm", "yr_opened", "year_opened", "opening_year",
           "select dorm_name from dorm where {c} < 1970"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="Which dorms have a monthly rent between 600 and 800? List their names and rents.",
        sql="select dorm_name, monthly_fee from dorm where monthly_fee between 600 and 800",
        J=[("dorm", "monthly_fee",
            "select t1.dorm_name, t2.monthly_fee from dorm as t1 join dorm_monthly_fee as t2 on t1.dormid = t2.dormid where t2.monthly_fee between 600 and 800"),
           ("dorm", "dorm_name",
            "select t2.dorm_name, t1.monthly_fee from dorm as t1 join dorm_dorm_name as t2 on t1.dormid = t2.dormid where t1.monthly_fee between 600 and 800")],
        C=("dorm", "monthly_fee", "rent", "monthly_rent",
           "select dorm_name, {c} from dorm where {c} between 600 and 800"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="Give the rent and name of every dorm whose rent is at least 600 and at most 800.",
        sql="select monthly_fee, dorm_name from dorm where monthly_fee >= 600 and monthly_fee <= 800",
        J=[("dorm", "monthly_fee",
            "select t2.monthly_fee, t1.dorm_name from dorm as t1 join dorm_monthly_fee as t2 on t1.dormid = t2.dormid where t2.monthly_fee >= 600 and t2.monthly_fee <= 800")],
    ),
    dict(
        db="university_housing", shape="simple",
        q="What is Maja Lindqvist's GPA and class year?",
        sql="select gpa, yr from student where fname = 'Maja' and lname = 'Lindqvist'",
        J=[("student", "gpa",
            "select t2.gpa, t1.yr from student as t1 join student_gpa as t2 on t1.stuid = t2.stuid where t1.fname = 'Maja' and t1.lname = 'Lindqvist'"),
           ("student", "yr",
            "select t1.gpa, t2.yr from student as t1 join student_yr as t2 on t1.stuid = t2.stuid where t1.fname = 'Maja' and t1.lname = 'Lindqvist'")],
        C=("student", "gpa", "grade_point_average", "gpa_score",
           "select {c}, yr from student where fname = 'Maja' and lname = 'Lindqvist'"),
    ),
    dict(
        db="university_housing", shape="join",
        q="What is the name of the dorm that the student Wei Chen lives in?",
        sql="select t4.dorm_name from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t1.fname = 'Wei' and t1.lname = 'Chen'",
        J=[("dorm", "dorm_name",
            "select t5.dorm_name from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join dorm_dorm_name as t5 on t4.dormid = t5.dormid where t1.fname = 'Wei' and t1.lname = 'Chen'")],
        C=("dorm", "dorm_name", "hall_name", "residence_name",
           "select t4.{c} from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t1.fname = 'Wei' and t1.lname = 'Chen'"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Which dorm does Wei Chen live in?",
        sql="select t1.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join lives_in as t3 on t2.room_id = t3.room_id join student as t4 on t3.stuid = t4.stuid where t4.fname = 'Wei' and t4.lname = 'Chen'",
        J=[("dorm", "dorm_name",
            "select t5.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join lives_in as t3 on t2.room_id = t3.room_id join student as t4 on t3.stuid = t4.stuid join dorm_dorm_name as t5 on t1.dormid = t5.dormid where t4.fname = 'Wei' and t4.lname = 'Chen'")],
    ),
    dict(
        db="university_housing", shape="join",
        q="Find the name of the dorm with the most students.",
        sql="select t1.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join lives_in as t3 on t2.room_id = t3.room_id group by t1.dormid order by count(*) desc limit 1",
        J=[("dorm", "dorm_name",
            "select t4.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join lives_in as t3 on t2.room_id = t3.room_id join dorm_dorm_name as t4 on t1.dormid = t4.dormid group by t1.dormid order by count(*) desc limit 1")],
        T=("room", "bedroom", "dorm_room",
           "select t1.dorm_name from dorm as t1 join {t} as t2 on t1.dormid = t2.dormid join lives_in as t3 on t2.room_id = t3.room_id group by t1.dormid order by count(*) desc limit 1"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Which dorm houses the largest number of students?",
        sql="select t3.dorm_name from lives_in as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid group by t3.dormid order by count(*) desc limit 1",
        J=[("dorm", "dorm_name",
            "select t4.dorm_name from lives_in as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join dorm_dorm_name as t4 on t3.dormid = t4.dormid group by t3.dormid order by count(*) desc limit 1")],
        T=("lives_in", "room_assignment", "housing_assignment",
           "select t3.dorm_name from {t} as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid group by t3.dormid order by count(*) desc limit 1"),
    ),
    dict(
        db="university_housing", shape="nested",
        q="List the first and last names of students who have not made any maintenance request.",
        sql="select fname, lname from student where stuid not in (select stuid from maintenance_request)",
        J=[("student", "Fname",
            "select t2.fname, t1.lname from student as t1 join student_fname as t2 on t1.stuid = t2.stuid where t1.stuid not in (select stuid from maintenance_request)"),
           ("student", "LName",
            "select t1.fname, t2.lname from student as t1 join student_lname as t2 on t1.stuid = t2.stuid where t1.stuid not in (select stuid from maintenance_request)")],
        T=("maintenance_request", "repair_request", "work_order",
           "select fname, lname from student where stuid not in (select stuid from {t})"),
    ),
    dict(
        db="university_housing", shape="nested",
        q="Give the last and first names of the students who never reported a maintenance problem.",
        sql="select lname, fname from student except select t1.lname, t1.fname from student as t1 join maintenance_request as t2 on t1.stuid = t2.stuid",
        J=[("student", "LName",
            "select t2.lname, t1.fname from student as t1 join student_lname as t2 on t1.stuid = t2.stuid except select t3.lname, t1.fname from student as t1 join maintenance_request as t2 on t1.stuid = t2.stuid join student_lname as t3 on t1.stuid = t3.stuid")],
        T=("student", "undergraduate", "resident",
           "select lname, fname from {t} except select t1.lname, t1.fname from {t} as t1 join maintenance_request as t2 on t1.stuid = t2.stuid"),
    ),
    dict(
        db="university_housing", shape="nested",
        q="Find the last names of students whose GPA is above the average GPA.",
        sql="select lname from student where gpa > (select avg(gpa) from student)",
        J=[("student", "gpa",
            "select t1.lname from student as t1 join student_gpa as t2 on t1.stuid = t2.stuid where t2.gpa > (select avg(gpa) from student_gpa)"),
           ("student", "LName",
            "select t2.lname from student as t1 join student_lname as t2 on t1.stuid = t2.stuid where t1.gpa > (select avg(gpa) from student)")],
        C=("student", "gpa", "grade_point_average", "gpa_score",
           "select lname from student where {c} > (select avg({c}) from student)"),
    ),
    dict(
        db="university_housing", shape="join",
        q="What is the average GPA of the students living in each dorm? Give the dorm name and the average GPA.",
        sql="select t4.dorm_name, avg(t1.gpa) from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid group by t4.dorm_name",
        J=[("student", "gpa",
            "select t4.dorm_name, avg(t5.gpa) from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join student_gpa as t5 on t1.stuid = t5.stuid group by t4.dorm_name"),
           ("dorm", "dorm_name",
            "select t5.dorm_name, avg(t1.gpa) from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join dorm_dorm_name as t5 on t4.dormid = t5.dormid group by t5.dorm_name")],
        P=("student_dorm_gpa",
           "student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid",
           "t4.dorm_name", "t1.gpa",
           "select dorm_name, avg_gpa from student_dorm_gpa"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Show the names of dorms that have more than 2 students living in them.",
        sql="select t1.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join lives_in as t3 on t2.room_id = t3.room_id group by t1.dormid having count(*) > 2",
        J=[("dorm", "dorm_name",
            "select t4.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join lives_in as t3 on t2.room_id = t3.room_id join dorm_dorm_name as t4 on t1.dormid = t4.dormid group by t1.dormid having count(*) > 2")],
        T=("lives_in", "room_assignment", "housing_assignment",
           "select t1.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join {t} as t3 on t2.room_id = t3.room_id group by t1.dormid having count(*) > 2"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Which dorms house at least 3 students? List the dorm names.",
        sql="select t3.dorm_name from lives_in as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid group by t3.dormid having count(*) >= 3",
        J=[("dorm", "dorm_name",
            "select t4.dorm_name from lives_in as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join dorm_dorm_name as t4 on t3.dormid = t4.dormid group by t3.dormid having count(*) >= 3")],
    ),
    dict(
        db="university_housing", shape="agg",
        q="What is the total repair cost for each category of maintenance request?",
        sql="select sum(repair_cost), category from maintenance_request group by category",
        J=[("maintenance_request", "Repair_Cost",
            "select sum(t2.repair_cost), t1.category from maintenance_request as t1 join maintenance_request_repair_cost as t2 on t1.request_id = t2.request_id group by t1.category"),
           ("maintenance_request", "Category",
            "select sum(t1.repair_cost), t2.category from maintenance_request as t1 join maintenance_request_category as t2 on t1.request_id = t2.request_id group by t2.category")],
        C=("maintenance_request", "Repair_Cost", "cost", "repair_amount",
           "select sum({c}), category from maintenance_request group by category"),
        P=("maintenance_request_repair_cost", "maintenance_request", "category", "repair_cost",
           "select sum_repair_cost, category from maintenance_request_repair_cost"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="For each category, list the category and the sum of the repair costs.",
        sql="select category, sum(repair_cost) from maintenance_request group by category",
        J=[("maintenance_request", "Repair_Cost",
            "select t1.category, sum(t2.repair_cost) from maintenance_request as t1 join maintenance_request_repair_cost as t2 on t1.request_id = t2.request_id group by t1.category")],
        T=("maintenance_request", "repair_request", "work_order",
           "select category, sum(repair_cost) from {t} group by category"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="How many maintenance requests are still open?",
        sql="select count(*) from maintenance_request where status = 'Open'",
        T=("maintenance_request", "repair_request", "work_order",
           "select count(*) from {t} where status = 'Open'"),
        P=("maintenance_request_repair_cost", "maintenance_request", "status", "repair_cost",
           "select number from maintenance_request_repair_cost where status = 'Open'"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Which dorm had the highest total repair cost?",
        sql="select t3.dorm_name from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid group by t3.dormid order by sum(t1.repair_cost) desc limit 1",
        J=[("maintenance_request", "Repair_Cost",
            "select t3.dorm_name from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join maintenance_request_repair_cost as t4 on t1.request_id = t4.request_id group by t3.dormid order by sum(t4.repair_cost) desc limit 1"),
           ("dorm", "dorm_name",
            "select t4.dorm_name from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join dorm_dorm_name as t4 on t3.dormid = t4.dormid group by t3.dormid order by sum(t1.repair_cost) desc limit 1")],
        C=("maintenance_request", "Repair_Cost", "cost", "repair_amount",
           "select t3.dorm_name from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid group by t3.dormid order by sum(t1.{c}) desc limit 1"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Give the name of the dorm whose rooms needed the most money spent on repairs in total.",
        sql="select t1.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join maintenance_request as t3 on t2.room_id = t3.room_id group by t1.dormid order by sum(t3.repair_cost) desc limit 1",
        J=[("maintenance_request", "Repair_Cost",
            "select t1.dorm_name from dorm as t1 join room as t2 on t1.dormid = t2.dormid join maintenance_request as t3 on t2.room_id = t3.room_id join maintenance_request_repair_cost as t4 on t3.request_id = t4.request_id group by t1.dormid order by sum(t4.repair_cost) desc limit 1")],
    ),
    dict(
        db="university_housing", shape="nested",
        q="Which categories of maintenance request were reported both in Dalton Tower and in Hollis Court?",
        sql="select t1.category from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid where t3.dorm_name = 'Dalton Tower' intersect select t1.category from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid where t3.dorm_name = 'Hollis Court'",
        J=[("maintenance_request", "Category",
            "select t4.category from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join maintenance_request_category as t4 on t1.request_id = t4.request_id where t3.dorm_name = 'Dalton Tower' intersect select t4.category from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join maintenance_request_category as t4 on t1.request_id = t4.request_id where t3.dorm_name = 'Hollis Court'")],
        T=("maintenance_request", "repair_request", "work_order",
           "select t1.category from {t} as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid where t3.dorm_name = 'Dalton Tower' intersect select t1.category from {t} as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid where t3.dorm_name = 'Hollis Court'"),
    ),
    dict(
        db="university_housing", shape="nested",
        q="List the IDs of students who either major in Physics or have made a request about heating.",
        sql="select stuid from student where major = 'Physics' union select stuid from maintenance_request where category = 'Heating'",
        J=[("student", "Major",
            "select t1.stuid from student as t1 join student_major as t2 on t1.stuid = t2.stuid where t2.major = 'Physics' union select stuid from maintenance_request where category = 'Heating'"),
           ("maintenance_request", "Category",
            "select stuid from student where major = 'Physics' union select t1.stuid from maintenance_request as t1 join maintenance_request_category as t2 on t1.request_id = t2.request_id where t2.category = 'Heating'")],
        C=("maintenance_request", "Category", "issue_type", "problem_type",
           "select stuid from student where major = 'Physics' union select stuid from maintenance_request where {c} = 'Heating'"),
    ),
    dict(
        db="university_housing", shape="join",
        q="How many different majors do the students living on the North campus have?",
        sql="select count(distinct t1.major) from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t4.campus = 'North'",
        J=[("student", "Major",
            "select count(distinct t5.major) from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join student_major as t5 on t1.stuid = t5.stuid where t4.campus = 'North'"),
           ("dorm", "Campus",
            "select count(distinct t1.major) from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join dorm_campus as t5 on t4.dormid = t5.dormid where t5.campus = 'North'")],
        C=("dorm", "Campus", "campus_area", "site",
           "select count(distinct t1.major) from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t4.{c} = 'North'"),
    ),
    dict(
        db="university_housing", shape="simple",
        q="List the students' first names, last names and class years, ordered by year and then by last name.",
        sql="select fname, lname, yr from student order by yr, lname",
        J=[("student", "yr",
            "select t1.fname, t1.lname, t2.yr from student as t1 join student_yr as t2 on t1.stuid = t2.stuid order by t2.yr, t1.lname"),
           ("student", "LName",
            "select t1.fname, t2.lname, t1.yr from student as t1 join student_lname as t2 on t1.stuid = t2.stuid order by t1.yr, t2.lname")],
        C=("student", "yr", "class_year", "year_of_study",
           "select fname, lname, {c} from student order by {c}, lname"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Show the room numbers and floors of the rooms in Cedar Court that have an en-suite bathroom.",
        sql="select t1.room_no, t1.floor from room as t1 join dorm as t2 on t1.dormid = t2.dormid where t2.dorm_name = 'Cedar Court' and t1.has_ensuite = 'T'",
        J=[("room", "room_no",
            "select t3.room_no, t1.floor from room as t1 join dorm as t2 on t1.dormid = t2.dormid join room_room_no as t3 on t1.room_id = t3.room_id where t2.dorm_name = 'Cedar Court' and t1.has_ensuite = 'T'"),
           ("room", "Floor",
            "select t1.room_no, t3.floor from room as t1 join dorm as t2 on t1.dormid = t2.dormid join room_floor as t3 on t1.room_id = t3.room_id where t2.dorm_name = 'Cedar Court' and t1.has_ensuite = 'T'"),
           ("room", "has_ensuite",
            "select t1.room_no, t1.floor from room as t1 join dorm as t2 on t1.dormid = t2.dormid join room_has_ensuite as t3 on t1.room_id = t3.room_id where t2.dorm_name = 'Cedar Court' and t3.has_ensuite = 'T'")],
        C=("room", "has_ensuite", "ensuite", "private_bathroom",
           "select t1.room_no, t1.floor from room as t1 join dorm as t2 on t1.dormid = t2.dormid where t2.dorm_name = 'Cedar Court' and t1.{c} = 'T'"),
    ),
    dict(
        db="university_housing", shape="join",
        q="What is the total number of beds in each dorm? List the dorm names with the totals.",
        sql="select t2.dorm_name, sum(t1.num_beds) from room as t1 join dorm as t2 on t1.dormid = t2.dormid group by t2.dorm_name",
        J=[("room", "num_beds",
            "select t2.dorm_name, sum(t3.num_beds) from room as t1 join dorm as t2 on t1.dormid = t2.dormid join room_num_beds as t3 on t1.room_id = t3.room_id group by t2.dorm_name"),
           ("dorm", "dorm_name",
            "select t3.dorm_name, sum(t1.num_beds) from room as t1 join dorm as t2 on t1.dormid = t2.dormid join dorm_dorm_name as t3 on t2.dormid = t3.dormid group by t3.dorm_name")],
        C=("room", "num_beds", "beds", "bed_count",
           "select t2.dorm_name, sum(t1.{c}) from room as t1 join dorm as t2 on t1.dormid = t2.dormid group by t2.dorm_name"),
        P=("room_dorm_num_beds", "room as t1 join dorm as t2 on t1.dormid = t2.dormid",
           "t2.dorm_name", "t1.num_beds",
           "select dorm_name, sum_num_beds from room_dorm_num_beds"),
    ),
    dict(
        db="university_housing", shape="nested",
        q="Find the names of dorms that have no rooms with an en-suite bathroom.",
        sql="select dorm_name from dorm where dormid not in (select dormid from room where has_ensuite = 'T')",
        J=[("room", "has_ensuite",
            "select dorm_name from dorm where dormid not in (select t1.dormid from room as t1 join room_has_ensuite as t2 on t1.room_id = t2.room_id where t2.has_ensuite = 'T')"),
           ("dorm", "dorm_name",
            "select t2.dorm_name from dorm as t1 join dorm_dorm_name as t2 on t1.dormid = t2.dormid where t1.dormid not in (select dormid from room where has_ensuite = 'T')")],
        T=("room", "bedroom", "dorm_room",
           "select dorm_name from dorm where dormid not in (select dormid from {t} where has_ensuite = 'T')"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Which female students live in a dorm on the North campus? Give their first names.",
        sql="select t1.fname from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t1.sex = 'F' and t4.campus = 'North'",
        J=[("student", "Sex",
            "select t1.fname from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join student_sex as t5 on t1.stuid = t5.stuid where t5.sex = 'F' and t4.campus = 'North'"),
           ("dorm", "Campus",
            "select t1.fname from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join dorm_campus as t5 on t4.dormid = t5.dormid where t1.sex = 'F' and t5.campus = 'North'"),
           ("student", "Fname",
            "select t5.fname from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join student_fname as t5 on t1.stuid = t5.stuid where t1.sex = 'F' and t4.campus = 'North'")],
        T=("lives_in", "room_assignment", "housing_assignment",
           "select t1.fname from student as t1 join {t} as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t1.sex = 'F' and t4.campus = 'North'"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="For each campus, what is the total capacity of its dorms?",
        sql="select campus, sum(student_capacity) from dorm group by campus",
        J=[("dorm", "student_capacity",
            "select t1.campus, sum(t2.student_capacity) from dorm as t1 join dorm_student_capacity as t2 on t1.dormid = t2.dormid group by t1.campus"),
           ("dorm", "Campus",
            "select t2.campus, sum(t1.student_capacity) from dorm as t1 join dorm_campus as t2 on t1.dormid = t2.dormid group by t2.campus")],
        C=("dorm", "student_capacity", "capacity", "max_occupancy",
           "select campus, sum({c}) from dorm group by campus"),
        P=("dorm_student_capacity", "dorm", "campus", "student_capacity",
           "select campus, sum_student_capacity from dorm_student_capacity"),
    ),
    dict(
        db="university_housing", shape="agg",
        q="What is the combined student capacity of the dorms on each campus?",
        sql="select sum(student_capacity), campus from dorm group by campus",
        J=[("dorm", "student_capacity",
            "select sum(t2.student_capacity), t1.campus from dorm as t1 join dorm_student_capacity as t2 on t1.dormid = t2.dormid group by t1.campus")],
        T=("dorm", "residence_hall", "dormitory",
           "select sum(student_capacity), campus from {t} group by campus"),
    ),
    dict(
        db="university_housing", shape="nested",
        q="Which students live in a dorm whose monthly rent is above the average rent of all dorms? Give their first names and majors.",
        sql="select t1.fname, t1.major from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t4.monthly_fee > (select avg(monthly_fee) from dorm)",
        J=[("dorm", "monthly_fee",
            "select t1.fname, t1.major from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join dorm_monthly_fee as t5 on t4.dormid = t5.dormid where t5.monthly_fee > (select avg(monthly_fee) from dorm_monthly_fee)"),
           ("student", "Major",
            "select t1.fname, t5.major from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid join student_major as t5 on t1.stuid = t5.stuid where t4.monthly_fee > (select avg(monthly_fee) from dorm)")],
        C=("dorm", "monthly_fee", "rent", "monthly_rent",
           "select t1.fname, t1.major from student as t1 join lives_in as t2 on t1.stuid = t2.stuid join room as t3 on t2.room_id = t3.room_id join dorm as t4 on t3.dormid = t4.dormid where t4.{c} > (select avg({c}) from dorm)"),
    ),
    dict(
        db="university_housing", shape="join",
        q="Which rooms have had plumbing problems reported? Show each room number with its dorm's name.",
        sql="select distinct t2.room_no, t3.dorm_name from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid where t1.category = 'Plumbing'",
        J=[("maintenance_request", "Category",
            "select distinct t2.room_no, t3.dorm_name from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join maintenance_request_category as t4 on t1.request_id = t4.request_id where t4.category = 'Plumbing'"),
           ("room", "room_no",
            "select distinct t4.room_no, t3.dorm_name from maintenance_request as t1 join room as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid join room_room_no as t4 on t2.room_id = t4.room_id where t1.category = 'Plumbing'")],
        T=("room", "bedroom", "dorm_room",
           "select distinct t2.room_no, t3.dorm_name from maintenance_request as t1 join {t} as t2 on t1.room_id = t2.room_id join dorm as t3 on t2.dormid = t3.dormid where t1.category = 'Plumbing'"),
    ),
    # ------------------------------------------------------------------ record_label
    dict(
        db="record_label", shape="join",
        q="How many artists are signed to independent labels?",
        sql="select count(*) from artist as t1 join label as t2 on t1.label_id = t2.label_id where t2.indie = 'Y'",
        J=[("label", "Indie",
            "select count(*) from artist as t1 join label as t2 on t1.label_id = t2.label_id join label_indie as t3 on t2.label_id = t3.label_id where t3.indie = 'Y'")],
        C=("label", "Indie", "is_independent", "independent",
           "select count(*) from artist as t1 join label as t2 on t1.label_id = t2.label_id where t2.{c} = 'Y'"),
        T=("label", "record_company", "imprint",
           "select count(*) from artist as t1 join {t} as t2 on t1.label_id = t2.label_id where t2.indie = 'Y'"),
    ),
    dict(
        db="record_label", shape="simple",
        q="List the titles and release dates of all albums in Vinyl format.",
        sql="select title, release_date from album where format = 'Vinyl'",
        J=[("album", "Format",
            "select t1.title, t1.release_date from album as t1 join album_format as t2 on t1.album_id = t2.album_id where t2.format = 'Vinyl'"),
           ("album", "Title",
            "select t2.title, t1.release_date from album as t1 join album_title as t2 on t1.album_id = t2.album_id where t1.format = 'Vinyl'"),
           ("album", "Release_Date",
            "select t1.title, t2.release_date from album as t1 join album_release_date as t2 on t1.album_id = t2.album_id where t1.format = 'Vinyl'")],
        C=("album", "Format", "media_type", "medium",
           "select title, release_date from album where {c} = 'Vinyl'"),
    ),
    dict(
        db="record_label", shape="simple",
        q="What are the release dates and titles of the albums released on vinyl?",
        sql="select release_date, title from album where format = 'Vinyl'",
        J=[("album", "Format",
            "select t1.release_date, t1.title from album as t1 join album_format as t2 on t1.album_id = t2.album_id where t2.format = 'Vinyl'")],
    ),
    dict(
        db="record_label", shape="simple",
        q="What is the title of the best-selling album?",
        sql="select title from album order by units_sold desc limit 1",
        J=[("album", "Units_Sold",
            "select t1.title from album as t1 join album_units_sold as t2 on t1.album_id = t2.album_id order by t2.units_sold desc limit 1"),
           ("album", "Title",
            "select t2.title from album as t1 join album_title as t2 on t1.album_id = t2.album_id order by t1.units_sold desc limit 1")],
        C=("album", "Units_Sold", "copies_sold", "sales",
           "select title from album order by {c} desc limit 1"),
    ),
    dict(
        db="record_label", shape="nested",
        q="Which album sold the most units? Give its title.",
        sql="select title from album where units_sold = (select max(units_sold) from album)",
        J=[("album", "Units_Sold",
            "select t1.title from album as t1 join album_units_sold as t2 on t1.album_id = t2.album_id where t2.units_sold = (select max(units_sold) from album_units_sold)")],
    ),
    dict(
        db="record_label", shape="simple",
        q="Show the names, genres and debut years of the artists who debuted after 2012, sorted by debut year.",
        sql="select name, genre, debut_yr from artist where debut_yr > 2012 order by debut_yr",
        J=[("artist", "Debut_Yr",
            "select t1.name, t1.genre, t2.debut_yr from artist as t1 join artist_debut_yr as t2 on t1.artist_id = t2.artist_id where t2.debut_yr > 2012 order by t2.debut_yr"),
           ("artist", "Genre",
            "select t1.name, t2.genre, t1.debut_yr from artist as t1 join artist_genre as t2 on t1.artist_id = t2.artist_id where t1.debut_yr > 2012 order by t1.debut_yr"),
           ("artist", "name",
            "select t2.name, t1.genre, t1.debut_yr from artist as t1 join artist_name as t2 on t1.artist_id = t2.artist_id where t1.debut_yr > 2012 order by t1.debut_yr")],
        C=("artist", "Debut_Yr", "debut_year", "first_release_year",
           "select name, genre, {c} from artist where {c} > 2012 order by {c}"),
    ),
    dict(
        db="record_label", shape="simple",
        q="Which labels are based in the UK or in Sweden? Give the label names.",
        sql="select label_name from label where country = 'UK' or country = 'Sweden'",
        J=[("label", "Country",
            "select t1.label_name from label as t1 join label_country as t2 on t1.label_id = t2.label_id where t2.country = 'UK' or t2.country = 'Sweden'"),
           ("label", "Label_Name",
            "select t2.label_name from label as t1 join label_label_name as t2 on t1.label_id = t2.label_id where t1.country = 'UK' or t1.country = 'Sweden'")],
        C=("label", "Country", "nation", "base_country",
           "select label_name from label where {c} = 'UK' or {c} = 'Sweden'"),
    ),
    dict(
        db="record_label", shape="agg",
        q="How many albums were released in each format?",
        sql="select count(*), format from album group by format",
        P=("album_price", "album", "format", "price",
           "select number, format from album_price"),
    ),
    dict(
        db="record_label", shape="agg",
        q="For each format, show the format and how many albums use it.",
        sql="select format, count(*) from album group by format",
        T=("album", "record", "lp",
           "select format, count(*) from {t} group by format"),
    ),
    dict(
        db="record_label", shape="agg",
        q="What are the average and the longest track durations in seconds?",
        sql="select avg(duration), max(duration) from track",
        C=("track", "Duration", "length_sec", "running_time",
           "select avg({c}), max({c}) from track"),
        T=("track", "song", "recording",
           "select avg(duration), max(duration) from {t}"),
        P=("track_duration", "track", None, "duration",
           "select avg_duration, max_duration from track_duration"),
    ),
    dict(
        db="record_label", shape="agg",
        q="Which genres have more than one artist?",
        sql="select genre from artist group by genre having count(*) > 1",
        T=("artist", "musician", "performer",
           "select genre from {t} group by genre having count(*) > 1"),
    ),
    dict(
        db="record_label", shape="agg",
        q="List the genres shared by at least two artists.",
        sql="select genre from artist group by genre having count(*) >= 2",
        T=("artist", "musician", "performer",
           "select genre from {t} group by genre having count(*) >= 2"),
    ),
    dict(
        db="record_label", shape="agg",
        q="What is the most common album format?",
        sql="select format from album group by format order by count(*) desc limit 1",
    ),
    dict(
        db="record_label", shape="join",
        q="List the names of the artists together with the names of their labels.",
        sql="select t1.name, t2.label_name from artist as t1 join label as t2 on t1.label_id = t2.label_id",
        J=[("artist", "name",
            "select t3.name, t2.label_name from artist as t1 join label as t2 on t1.label_id = t2.label_id join artist_name as t3 on t1.artist_id = t3.artist_id"),
           ("label", "Label_Name",
            "select t1.name, t3.label_name from artist as t1 join label as t2 on t1.label_id = t2.label_id join label_label_name as t3 on t2.label_id = t3.label_id")],
        C=("label", "Label_Name", "label_title", "company_name",
           "select t1.name, t2.{c} from artist as t1 join label as t2 on t1.label_id = t2.label_id"),
        T=("artist", "musician", "performer",
           "select t1.name, t2.label_name from {t} as t1 join label as t2 on t1.label_id = t2.label_id"),
    ),
    dict(
        db="record_label", shape="join",
        q="For every artist, give the artist name and the label it is signed to.",
        sql="select t2.name, t1.label_name from label as t1 join artist as t2 on t1.label_id = t2.label_id",
        J=[("artist", "name",
            "select t3.name, t1.label_name from label as t1 join artist as t2 on t1.label_id = t2.label_id join artist_name as t3 on t2.artist_id = t3.artist_id")],
    ),
    dict(
        db="record_label", shape="join",
        q="What are the names of the tracks on the album Neon Heart?",
        sql="select t2.name from album as t1 join track as t2 on t1.album_id = t2.album_id where t1.title = 'Neon Heart'",
        J=[("track", "name",
            "select t3.name from album as t1 join track as t2 on t1.album_id = t2.album_id join track_name as t3 on t2.track_id = t3.track_id where t1.title = 'Neon Heart'"),
           ("album", "Title",
            "select t2.name from album as t1 join track as t2 on t1.album_id = t2.album_id join album_title as t3 on t1.album_id = t3.album_id where t3.title = 'Neon Heart'")],
        C=("track", "name", "song_title", "track_title",
           "select t2.{c} from album as t1 join track as t2 on t1.album_id = t2.album_id where t1.title = 'Neon Heart'"),
        T=("track", "song", "recording",
           "select t2.name from album as t1 join {t} as t2 on t1.album_id = t2.album_id where t1.title = 'Neon Heart'"),
    ),
    dict(
        db="record_label", shape="join",
        q="Which tracks appear on Neon Heart? List their names.",
        sql="select t1.name from track as t1 join album as t2 on t1.album_id = t2.album_id where t2.title = 'Neon Heart'",
        J=[("track", "name",
            "select t3.name from track as t1 join album as t2 on t1.album_id = t2.album_id join track_name as t3 on t1.track_id = t3.track_id where t2.title = 'Neon Heart'")],
    ),
    dict(
        db="record_label", shape="join",
        q="How many albums has each artist released? Show the artist name and the number of albums.",
        sql="select t1.name, count(*) from artist as t1 join album as t2 on t1.artist_id = t2.artist_id group by t1.artist_id",
        J=[("artist", "name",
            "select t3.name, count(*) from artist as t1 join album as t2 on t1.artist_id = t2.artist_id join artist_name as t3 on t1.artist_id = t3.artist_id group by t1.artist_id")],
        T=("album", "record", "lp",
           "select t1.name, count(*) from artist as t1 join {t} as t2 on t1.artist_id = t2.artist_id group by t1.artist_id"),
    ),
    dict(
        db="record_label", shape="join",
        q="Which artist has sold the most album units in total?",
        sql="select t1.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id group by t1.artist_id order by sum(t2.units_sold) desc limit 1",
        J=[("album", "Units_Sold",
            "select t1.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id join album_units_sold as t3 on t2.album_id = t3.album_id group by t1.artist_id order by sum(t3.units_sold) desc limit 1"),
           ("artist", "name",
            "select t3.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id join artist_name as t3 on t1.artist_id = t3.artist_id group by t1.artist_id order by sum(t2.units_sold) desc limit 1")],
        C=("album", "Units_Sold", "copies_sold", "sales",
           "select t1.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id group by t1.artist_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="record_label", shape="join",
        q="Name the artist with the highest total album sales.",
        sql="select t2.name from album as t1 join artist as t2 on t1.artist_id = t2.artist_id group by t1.artist_id order by sum(t1.units_sold) desc limit 1",
        J=[("album", "Units_Sold",
            "select t2.name from album as t1 join artist as t2 on t1.artist_id = t2.artist_id join album_units_sold as t3 on t1.album_id = t3.album_id group by t1.artist_id order by sum(t3.units_sold) desc limit 1")],
    ),
    dict(
        db="record_label", shape="join",
        q="Which artists have had a track reach number 1 on any chart? List the artist names.",
        sql="select distinct t4.name from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join artist as t4 on t3.artist_id = t4.artist_id where t1.peak_pos = 1",
        J=[("artist", "name",
            "select distinct t5.name from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join artist as t4 on t3.artist_id = t4.artist_id join artist_name as t5 on t4.artist_id = t5.artist_id where t1.peak_pos = 1")],
    ),
    dict(
        db="record_label", shape="join",
        q="Show the names of the charts on which the track Neon Heart appeared, together with its peak position.",
        sql="select t3.chart_name, t1.peak_pos from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join chart as t3 on t1.chart_id = t3.chart_id where t2.name = 'Neon Heart'",
        J=[("chart", "Chart_Name",
            "select t4.chart_name, t1.peak_pos from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join chart as t3 on t1.chart_id = t3.chart_id join chart_chart_name as t4 on t3.chart_id = t4.chart_id where t2.name = 'Neon Heart'")],
        C=("chart", "Chart_Name", "chart_title", "list_name",
           "select t3.{c}, t1.peak_pos from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join chart as t3 on t1.chart_id = t3.chart_id where t2.name = 'Neon Heart'"),
        T=("chart", "hit_list", "ranking",
           "select t3.chart_name, t1.peak_pos from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join {t} as t3 on t1.chart_id = t3.chart_id where t2.name = 'Neon Heart'"),
    ),
    dict(
        db="record_label", shape="join",
        q="On which charts did Neon Heart appear, and what was its peak position on each?",
        sql="select t1.chart_name, t2.peak_pos from chart as t1 join chart_entry as t2 on t1.chart_id = t2.chart_id join track as t3 on t2.track_id = t3.track_id where t3.name = 'Neon Heart'",
        J=[("chart", "Chart_Name",
            "select t4.chart_name, t2.peak_pos from chart as t1 join chart_entry as t2 on t1.chart_id = t2.chart_id join track as t3 on t2.track_id = t3.track_id join chart_chart_name as t4 on t1.chart_id = t4.chart_id where t3.name = 'Neon Heart'")],
    ),
    dict(
        db="record_label", shape="nested",
        q="What are the names of the tracks that never entered any chart?",
        sql="select name from track where track_id not in (select track_id from chart_entry)",
        J=[("track", "name",
            "select t2.name from track as t1 join track_name as t2 on t1.track_id = t2.track_id where t1.track_id not in (select track_id from chart_entry)")],
        T=("chart_entry", "chart_position", "chart_listing",
           "select name from track where track_id not in (select track_id from {t})"),
    ),
    dict(
        db="record_label", shape="nested",
        q="Find the names of the tracks that have no chart entries.",
        sql="select name from track except select t1.name from track as t1 join chart_entry as t2 on t1.track_id = t2.track_id",
        J=[("track", "name",
            "select t2.name from track as t1 join track_name as t2 on t1.track_id = t2.track_id except select t3.name from track as t1 join chart_entry as t2 on t1.track_id = t2.track_id join track_name as t3 on t1.track_id = t3.track_id")],
        T=("track", "song", "recording",
           "select name from {t} except select t1.name from {t} as t1 join chart_entry as t2 on t1.track_id = t2.track_id"),
    ),
    dict(
        db="record_label", shape="nested",
        q="Which labels have no artists signed to them? Give the label names and countries.",
        sql="select label_name, country from label where label_id not in (select label_id from artist)",
        J=[("label", "Label_Name",
            "select t2.label_name, t1.country from label as t1 join label_label_name as t2 on t1.label_id = t2.label_id where t1.label_id not in (select label_id from artist)"),
           ("label", "Country",
            "select t1.label_name, t2.country from label as t1 join label_country as t2 on t1.label_id = t2.label_id where t1.label_id not in (select label_id from artist)")],
        T=("artist", "musician", "performer",
           "select label_name, country from label where label_id not in (select label_id from {t})"),
    ),
    dict(
        db="record_label", shape="nested",
        q="List the titles of the albums priced higher than the average album price.",
        sql="select title from album where price > (select avg(price) from album)",
        J=[("album", "Price",
            "select t1.title from album as t1 join album_price as t2 on t1.album_id = t2.album_id where t2.price > (select avg(price) from album_price)"),
           ("album", "Title",
            "select t2.title from album as t1 join album_title as t2 on t1.album_id = t2.album_id where t1.price > (select avg(price) from album)")],
        C=("album", "Price", "list_price", "retail_price",
           "select title from album where {c} > (select avg({c}) from album)"),
    ),
    dict(
        db="record_label", shape="nested",
        q="Which countries have both a record label and a chart?",
        sql="select country from label intersect select country from chart",
        T=("chart", "hit_list", "ranking",
           "select country from label intersect select country from {t}"),
    ),
    dict(
        db="record_label", shape="join",
        q="Find the countries that are home to a label and also have a chart of their own.",
        sql="select distinct t1.country from label as t1 join chart as t2 on t1.country = t2.country",
        T=("label", "record_company", "imprint",
           "select distinct t1.country from {t} as t1 join chart as t2 on t1.country = t2.country"),
    ),
    dict(
        db="record_label", shape="nested",
        q="Find the names of the artists who either play Folk or are signed to a label founded before 1980.",
        sql="select name from artist where genre = 'Folk' union select t1.name from artist as t1 join label as t2 on t1.label_id = t2.label_id where t2.founded < 1980",
        J=[("artist", "Genre",
            "select t1.name from artist as t1 join artist_genre as t2 on t1.artist_id = t2.artist_id where t2.genre = 'Folk' union select t1.name from artist as t1 join label as t2 on t1.label_id = t2.label_id where t2.founded < 1980"),
           ("label", "Founded",
            "select name from artist where genre = 'Folk' union select t1.name from artist as t1 join label as t2 on t1.label_id = t2.label_id join label_founded as t3 on t2.label_id = t3.label_id where t3.founded < 1980"),
           ("artist", "name",
            "select t2.name from artist as t1 join artist_name as t2 on t1.artist_id = t2.artist_id where t1.genre = 'Folk' union select t3.name from artist as t1 join label as t2 on t1.label_id = t2.label_id join artist_name as t3 on t1.artist_id = t3.artist_id where t2.founded < 1980")],
        C=("label", "Founded", "year_founded", "est_year",
           "select name from artist where genre = 'Folk' union select t1.name from artist as t1 join label as t2 on t1.label_id = t2.label_id where t2.{c} < 1980"),
    ),
    dict(
        db="record_label", shape="join",
        q="How many different artists have had a track on the Global Streaming 200 chart?",
        sql="select count(distinct t3.artist_id) from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join chart as t4 on t1.chart_id = t4.chart_id where t4.chart_name = 'Global Streaming 200'",
        J=[("chart", "Chart_Name",
            "select count(distinct t3.artist_id) from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join chart as t4 on t1.chart_id = t4.chart_id join chart_chart_name as t5 on t4.chart_id = t5.chart_id where t5.chart_name = 'Global Streaming 200'")],
        T=("chart_entry", "chart_position", "chart_listing",
           "select count(distinct t3.artist_id) from {t} as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join chart as t4 on t1.chart_id = t4.chart_id where t4.chart_name = 'Global Streaming 200'"),
    ),
    dict(
        db="record_label", shape="simple",
        q="Which tracks are between 200 and 260 seconds long? Show their names and durations.",
        sql="select name, duration from track where duration between 200 and 260",
        J=[("track", "Duration",
            "select t1.name, t2.duration from track as t1 join track_duration as t2 on t1.track_id = t2.track_id where t2.duration between 200 and 260"),
           ("track", "name",
            "select t2.name, t1.duration from track as t1 join track_name as t2 on t1.track_id = t2.track_id where t1.duration between 200 and 260")],
        C=("track", "Duration", "length_sec", "running_time",
           "select name, {c} from track where {c} between 200 and 260"),
    ),
    dict(
        db="record_label", shape="simple",
        q="Find the titles and release dates of the albums whose title starts with the letter S.",
        sql="select title, release_date from album where title like 'S%'",
        J=[("album", "Title",
            "select t2.title, t1.release_date from album as t1 join album_title as t2 on t1.album_id = t2.album_id where t2.title like 'S%'"),
           ("album", "Release_Date",
            "select t1.title, t2.release_date from album as t1 join album_release_date as t2 on t1.album_id = t2.album_id where t1.title like 'S%'")],
    ),
    dict(
        db="record_label", shape="simple",
        q="List the format, price and title of every album, ordered by format and then by price from highest to lowest.",
        sql="select format, price, title from album order by format, price desc",
        J=[("album", "Price",
            "select t1.format, t2.price, t1.title from album as t1 join album_price as t2 on t1.album_id = t2.album_id order by t1.format, t2.price desc"),
           ("album", "Format",
            "select t2.format, t1.price, t1.title from album as t1 join album_format as t2 on t1.album_id = t2.album_id order by t2.format, t1.price desc")],
        C=("album", "Price", "list_price", "retail_price",
           "select format, {c}, title from album order by format, {c} desc"),
    ),
    dict(
        db="record_label", shape="join",
        q="For each label, how many chart entries did the tracks of its artists get? Show the label name and the count.",
        sql="select t5.label_name, count(*) from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join artist as t4 on t3.artist_id = t4.artist_id join label as t5 on t4.label_id = t5.label_id group by t5.label_id",
        J=[("label", "Label_Name",
            "select t6.label_name, count(*) from chart_entry as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join artist as t4 on t3.artist_id = t4.artist_id join label as t5 on t4.label_id = t5.label_id join label_label_name as t6 on t5.label_id = t6.label_id group by t5.label_id")],
        T=("chart_entry", "chart_position", "chart_listing",
           "select t5.label_name, count(*) from {t} as t1 join track as t2 on t1.track_id = t2.track_id join album as t3 on t2.album_id = t3.album_id join artist as t4 on t3.artist_id = t4.artist_id join label as t5 on t4.label_id = t5.label_id group by t5.label_id"),
    ),
    dict(
        db="record_label", shape="join",
        q="What is the average number of weeks spent on each chart? Show the chart names with the averages.",
        sql="select t2.chart_name, avg(t1.weeks_on) from chart_entry as t1 join chart as t2 on t1.chart_id = t2.chart_id group by t2.chart_name",
        J=[("chart", "Chart_Name",
            "select t3.chart_name, avg(t1.weeks_on) from chart_entry as t1 join chart as t2 on t1.chart_id = t2.chart_id join chart_chart_name as t3 on t2.chart_id = t3.chart_id group by t3.chart_name")],
        P=("chart_entry_chart_weeks_on", "chart_entry as t1 join chart as t2 on t1.chart_id = t2.chart_id",
           "t2.chart_name", "t1.weeks_on",
           "select chart_name, avg_weeks_on from chart_entry_chart_weeks_on"),
    ),
    dict(
        db="record_label", shape="nested",
        q="Which artists have released albums both on CD and on Vinyl?",
        sql="select t1.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id where t2.format = 'CD' intersect select t1.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id where t2.format = 'Vinyl'",
        J=[("artist", "name",
            "select t3.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id join artist_name as t3 on t1.artist_id = t3.artist_id where t2.format = 'CD' intersect select t3.name from artist as t1 join album as t2 on t1.artist_id = t2.artist_id join artist_name as t3 on t1.artist_id = t3.artist_id where t2.format = 'Vinyl'")],
        T=("album", "record", "lp",
           "select t1.name from artist as t1 join {t} as t2 on t1.artist_id = t2.artist_id where t2.format = 'CD' intersect select t1.name from artist as t1 join {t} as t2 on t1.artist_id = t2.artist_id where t2.format = 'Vinyl'"),
    ),
    # ------------------------------------------------------------------ theatre_company
    dict(
        db="theatre_company", shape="join",
        q="How many productions were staged at outdoor venues?",
        sql="select count(*) from production as t1 join venue as t2 on t1.venue_id = t2.id where t2.is_outdoor = 'T'",
        J=[("venue", "is_outdoor",
            "select count(*) from production as t1 join venue as t2 on t1.venue_id = t2.id join venue_is_outdoor as t3 on t2.id = t3.id where t3.is_outdoor = 'T'")],
        T=("production", "show", "staging",
           "select count(*) from {t} as t1 join venue as t2 on t1.venue_id = t2.id where t2.is_outdoor = 'T'"),
    ),
    dict(
        db="theatre_company", shape="simple",
        q="List the names and seating capacities of the venues in London.",
        sql="select name, seating_capacity from venue where city = 'London'",
        J=[("venue", "City",
            "select t1.name, t1.seating_capacity from venue as t1 join venue_city as t2 on t1.id = t2.id where t2.city = 'London'"),
           ("venue", "Seating_Capacity",
            "select t1.name, t2.seating_capacity from venue as t1 join venue_seating_capacity as t2 on t1.id = t2.id where t1.city = 'London'"),
           ("venue", "name",
            "select t2.name, t1.seating_capacity from venue as t1 join venue_name as t2 on t1.id = t2.id where t1.city = 'London'")],
        C=("venue", "Seating_Capacity", "capacity", "seat_count",
           "select name, {c} from venue where city = 'London'"),
    ),
    dict(
        db="theatre_company", shape="simple",
        q="What are the seating capacities and names of the London venues?",
        sql="select seating_capacity, name from venue where city = 'London'",
        J=[("venue", "City",
            "select t1.seating_capacity, t1.name from venue as t1 join venue_city as t2 on t1.id = t2.id where t2.city = 'London'")],
        T=("venue", "theatre", "playhouse",
           "select seating_capacity, name from {t} where city = 'London'"),
    ),
    dict(
        db="theatre_company", shape="simple",
        q="What is the title of the production with the largest budget?",
        sql="select title from production order by budget_gbp desc limit 1",
        J=[("production", "Budget_GBP",
            "select t1.title from production as t1 join production_budget_gbp as t2 on t1.prod_id = t2.prod_id order by t2.budget_gbp desc limit 1"),
           ("production", "Title",
            "select t2.title from production as t1 join production_title as t2 on t1.prod_id = t2.prod_id order by t1.budget_gbp desc limit 1")],
        C=("production", "Budget_GBP", "budget", "production_cost",
           "select title from production order by {c} desc limit 1"),
    ),
    dict(
        db="theatre_company", shape="nested",
        q="Which production had the biggest budget? Give its title.",
        sql="select title from production where budget_gbp = (select max(budget_gbp) from production)",
        J=[("production", "Budget_GBP",
            "select t1.title from production as t1 join production_budget_gbp as t2 on t1.prod_id = t2.prod_id where t2.budget_gbp = (select max(budget_gbp) from production_budget_gbp)")],
    ),
    dict(
        db="theatre_company", shape="simple",
        q="Show the first names and surnames of the actors who are not Equity members, ordered by surname.",
        sql="select fname, sname from actor where equity = 'N' order by sname",
        J=[("actor", "Equity",
            "select t1.fname, t1.sname from actor as t1 join actor_equity as t2 on t1.actor_id = t2.actor_id where t2.equity = 'N' order by t1.sname"),
           ("actor", "Fname",
            "select t2.fname, t1.sname from actor as t1 join actor_fname as t2 on t1.actor_id = t2.actor_id where t1.equity = 'N' order by t1.sname"),
           ("actor", "Sname",
            "select t1.fname, t2.sname from actor as t1 join actor_sname as t2 on t1.actor_id = t2.actor_id where t1.equity = 'N' order by t2.sname")],
        C=("actor", "Equity", "equity_member", "union_member",
           "select fname, sname from actor where {c} = 'N' order by sname"),
        T=("actor", "performer", "cast_member",
           "select fname, sname from {t} where equity = 'N' order by sname"),
    ),
    dict(
        db="theatre_company", shape="simple",
        q="Which productions opened in 2023? List their titles and opening nights.",
        sql="select title, opening_night from production where opening_night like '2023%'",
        J=[("production", "Opening_Night",
            "select t1.title, t2.opening_night from production as t1 join production_opening_night as t2 on t1.prod_id = t2.prod_id where t2.opening_night like '2023%'"),
           ("production", "Title",
            "select t2.title, t1.opening_night from production as t1 join production_title as t2 on t1.prod_id = t2.prod_id where t1.opening_night like '2023%'")],
        C=("production", "Opening_Night", "premiere_date", "opening_date",
           "select title, {c} from production where {c} like '2023%'"),
    ),
    dict(
        db="theatre_company", shape="simple",
        q="Give the opening nights and titles of the productions that opened between 2023-01-01 and 2023-12-31.",
        sql="select opening_night, title from production where opening_night between '2023-01-01' and '2023-12-31'",
        J=[("production", "Opening_Night",
            "select t2.opening_night, t1.title from production as t1 join production_opening_night as t2 on t1.prod_id = t2.prod_id where t2.opening_night between '2023-01-01' and '2023-12-31'")],
        T=("production", "show", "staging",
           "select opening_night, title from {t} where opening_night between '2023-01-01' and '2023-12-31'"),
    ),
    dict(
        db="theatre_company", shape="agg",
        q="How many productions has each playwright had staged? List the playwright and the count.",
        sql="select playwright, count(*) from production group by playwright",
        T=("production", "show", "staging",
           "select playwright, count(*) from {t} group by playwright"),
        P=("production_budget_gbp", "production", "playwright", "budget_gbp",
           "select playwright, number from production_budget_gbp"),
    ),
    dict(
        db="theatre_company", shape="agg",
        q="Which playwright has the most productions?",
        sql="select playwright from production group by playwright order by count(*) desc limit 1",
    ),
    dict(
        db="theatre_company", shape="agg",
        q="Who is the most frequently produced playwright?",
        sql="select playwright from production group by playwright order by count(prod_id) desc limit 1",
    ),
    dict(
        db="theatre_company", shape="agg",
        q="What is the average budget of the productions in each genre?",
        sql="select avg(budget_gbp), genre from production group by genre",
        J=[("production", "Budget_GBP",
            "select avg(t2.budget_gbp), t1.genre from production as t1 join production_budget_gbp as t2 on t1.prod_id = t2.prod_id group by t1.genre"),
           ("production", "Genre",
            "select avg(t1.budget_gbp), t2.genre from production as t1 join production_genre as t2 on t1.prod_id = t2.prod_id group by t2.genre")],
        C=("production", "Genre", "category", "play_type",
           "select avg(budget_gbp), {c} from production group by {c}"),
        P=("production_budget_gbp", "production", "genre", "budget_gbp",
           "select avg_budget_gbp, genre from production_budget_gbp"),
    ),
    dict(
        db="theatre_company", shape="agg",
        q="For each genre, give the genre and the mean production budget.",
        sql="select genre, avg(budget_gbp) from production group by genre",
        J=[("production", "Budget_GBP",
            "select t1.genre, avg(t2.budget_gbp) from production as t1 join production_budget_gbp as t2 on t1.prod_id = t2.prod_id group by t1.genre")],
        T=("production", "show", "staging",
           "select genre, avg(budget_gbp) from {t} group by genre"),
    ),
    dict(
        db="theatre_company", shape="agg",
        q="Which genres have a total budget of more than 600000?",
        sql="select genre from production group by genre having sum(budget_gbp) > 600000",
        J=[("production", "Budget_GBP",
            "select t1.genre from production as t1 join production_budget_gbp as t2 on t1.prod_id = t2.prod_id group by t1.genre having sum(t2.budget_gbp) > 600000"),
           ("production", "Genre",
            "select t2.genre from production as t1 join production_genre as t2 on t1.prod_id = t2.prod_id group by t2.genre having sum(t1.budget_gbp) > 600000")],
        C=("production", "Budget_GBP", "budget", "production_cost",
           "select genre from production group by genre having sum({c}) > 600000"),
    ),
    dict(
        db="theatre_company", shape="agg",
        q="What are the total attendance and the total box office takings over all performances?",
        sql="select sum(attendance), sum(takings) from performance",
        C=("performance", "Takings", "box_office", "revenue",
           "select sum(attendance), sum({c}) from performance"),
        T=("performance", "showing", "show_night",
           "select sum(attendance), sum(takings) from {t}"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="List the titles of the productions and the names of the venues where they were staged.",
        sql="select t1.title, t2.name from production as t1 join venue as t2 on t1.venue_id = t2.id",
        J=[("production", "Title",
            "select t3.title, t2.name from production as t1 join venue as t2 on t1.venue_id = t2.id join production_title as t3 on t1.prod_id = t3.prod_id"),
           ("venue", "name",
            "select t1.title, t3.name from production as t1 join venue as t2 on t1.venue_id = t2.id join venue_name as t3 on t2.id = t3.id")],
        C=("venue", "name", "venue_name", "hall_name",
           "select t1.title, t2.{c} from production as t1 join venue as t2 on t1.venue_id = t2.id"),
        T=("venue", "theatre", "playhouse",
           "select t1.title, t2.name from production as t1 join {t} as t2 on t1.venue_id = t2.id"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="For each production, give its title and the name of its venue.",
        sql="select t2.title, t1.name from venue as t1 join production as t2 on t1.id = t2.venue_id",
        J=[("venue", "name",
            "select t2.title, t3.name from venue as t1 join production as t2 on t1.id = t2.venue_id join venue_name as t3 on t1.id = t3.id")],
    ),
    dict(
        db="theatre_company", shape="join",
        q="Which actors performed at the Grand Empire? Give their first names and surnames.",
        sql="select distinct t1.fname, t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join venue as t4 on t3.venue_id = t4.id where t4.name = 'Grand Empire'",
        J=[("venue", "name",
            "select distinct t1.fname, t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join venue as t4 on t3.venue_id = t4.id join venue_name as t5 on t4.id = t5.id where t5.name = 'Grand Empire'"),
           ("actor", "Fname",
            "select distinct t5.fname, t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join venue as t4 on t3.venue_id = t4.id join actor_fname as t5 on t1.actor_id = t5.actor_id where t4.name = 'Grand Empire'")],
        T=("casting", "cast_member", "role_assignment",
           "select distinct t1.fname, t1.sname from actor as t1 join {t} as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join venue as t4 on t3.venue_id = t4.id where t4.name = 'Grand Empire'"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="Find the first name and surname of every actor cast in a production at the Grand Empire.",
        sql="select distinct t4.fname, t4.sname from venue as t1 join production as t2 on t1.id = t2.venue_id join casting as t3 on t2.prod_id = t3.prod_id join actor as t4 on t3.actor_id = t4.actor_id where t1.name = 'Grand Empire'",
        J=[("actor", "Sname",
            "select distinct t4.fname, t5.sname from venue as t1 join production as t2 on t1.id = t2.venue_id join casting as t3 on t2.prod_id = t3.prod_id join actor as t4 on t3.actor_id = t4.actor_id join actor_sname as t5 on t4.actor_id = t5.actor_id where t1.name = 'Grand Empire'")],
    ),
    dict(
        db="theatre_company", shape="join",
        q="What roles did Priya Shah play, and in which productions? Show the role names and the production titles.",
        sql="select t2.role_name, t3.title from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id where t1.fname = 'Priya' and t1.sname = 'Shah'",
        J=[("production", "Title",
            "select t2.role_name, t4.title from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join production_title as t4 on t3.prod_id = t4.prod_id where t1.fname = 'Priya' and t1.sname = 'Shah'")],
        T=("casting", "cast_member", "role_assignment",
           "select t2.role_name, t3.title from actor as t1 join {t} as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id where t1.fname = 'Priya' and t1.sname = 'Shah'"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="Which actor earned the most in fees in total? Give the first name and surname.",
        sql="select t1.fname, t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id group by t1.actor_id order by sum(t2.fee) desc limit 1",
        J=[("actor", "Fname",
            "select t3.fname, t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join actor_fname as t3 on t1.actor_id = t3.actor_id group by t1.actor_id order by sum(t2.fee) desc limit 1"),
           ("actor", "Sname",
            "select t1.fname, t3.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join actor_sname as t3 on t1.actor_id = t3.actor_id group by t1.actor_id order by sum(t2.fee) desc limit 1")],
        T=("casting", "cast_member", "role_assignment",
           "select t1.fname, t1.sname from actor as t1 join {t} as t2 on t1.actor_id = t2.actor_id group by t1.actor_id order by sum(t2.fee) desc limit 1"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="For each production, show the title and the total attendance over all of its performances.",
        sql="select t1.title, sum(t2.attendance) from production as t1 join performance as t2 on t1.prod_id = t2.prod_id group by t1.prod_id",
        J=[("performance", "Attendance",
            "select t1.title, sum(t3.attendance) from production as t1 join performance as t2 on t1.prod_id = t2.prod_id join performance_attendance as t3 on t2.perf_id = t3.perf_id group by t1.prod_id"),
           ("production", "Title",
            "select t3.title, sum(t2.attendance) from production as t1 join performance as t2 on t1.prod_id = t2.prod_id join production_title as t3 on t1.prod_id = t3.prod_id group by t1.prod_id")],
        T=("performance", "showing", "show_night",
           "select t1.title, sum(t2.attendance) from production as t1 join {t} as t2 on t1.prod_id = t2.prod_id group by t1.prod_id"),
        P=("performance_production_attendance",
           "performance as t1 join production as t2 on t1.prod_id = t2.prod_id",
           "t2.title", "t1.attendance",
           "select title, sum_attendance from performance_production_attendance"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="Which production drew the largest total audience? Give its title.",
        sql="select t1.title from production as t1 join performance as t2 on t1.prod_id = t2.prod_id group by t1.prod_id order by sum(t2.attendance) desc limit 1",
        J=[("performance", "Attendance",
            "select t1.title from production as t1 join performance as t2 on t1.prod_id = t2.prod_id join performance_attendance as t3 on t2.perf_id = t3.perf_id group by t1.prod_id order by sum(t3.attendance) desc limit 1"),
           ("production", "Title",
            "select t3.title from production as t1 join performance as t2 on t1.prod_id = t2.prod_id join production_title as t3 on t1.prod_id = t3.prod_id group by t1.prod_id order by sum(t2.attendance) desc limit 1")],
        C=("performance", "Attendance", "audience", "tickets_sold",
           "select t1.title from production as t1 join performance as t2 on t1.prod_id = t2.prod_id group by t1.prod_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="theatre_company", shape="nested",
        q="List the titles of the productions that have not been reviewed.",
        sql="select title from production where prod_id not in (select prod_id from review)",
        J=[("production", "Title",
            "select t2.title from production as t1 join production_title as t2 on t1.prod_id = t2.prod_id where t1.prod_id not in (select prod_id from review)")],
        T=("review", "critique", "press_review",
           "select title from production where prod_id not in (select prod_id from {t})"),
    ),
    dict(
        db="theatre_company", shape="nested",
        q="Which productions received no reviews at all? Give the titles.",
        sql="select title from production except select t1.title from production as t1 join review as t2 on t1.prod_id = t2.prod_id",
        J=[("production", "Title",
            "select t2.title from production as t1 join production_title as t2 on t1.prod_id = t2.prod_id except select t3.title from production as t1 join review as t2 on t1.prod_id = t2.prod_id join production_title as t3 on t1.prod_id = t3.prod_id")],
    ),
    dict(
        db="theatre_company", shape="nested",
        q="Find the first names and surnames of the actors who have never played a lead role.",
        sql="select fname, sname from actor where actor_id not in (select actor_id from casting where is_lead = 'T')",
        J=[("actor", "Fname",
            "select t2.fname, t1.sname from actor as t1 join actor_fname as t2 on t1.actor_id = t2.actor_id where t1.actor_id not in (select actor_id from casting where is_lead = 'T')"),
           ("actor", "Sname",
            "select t1.fname, t2.sname from actor as t1 join actor_sname as t2 on t1.actor_id = t2.actor_id where t1.actor_id not in (select actor_id from casting where is_lead = 'T')")],
        T=("casting", "cast_member", "role_assignment",
           "select fname, sname from actor where actor_id not in (select actor_id from {t} where is_lead = 'T')"),
    ),
    dict(
        db="theatre_company", shape="nested",
        q="Which performances had an attendance above the average? Show the performance date and the attendance.",
        sql="select perf_date, attendance from performance where attendance > (select avg(attendance) from performance)",
        J=[("performance", "Attendance",
            "select t1.perf_date, t2.attendance from performance as t1 join performance_attendance as t2 on t1.perf_id = t2.perf_id where t2.attendance > (select avg(attendance) from performance_attendance)"),
           ("performance", "Perf_Date",
            "select t2.perf_date, t1.attendance from performance as t1 join performance_perf_date as t2 on t1.perf_id = t2.perf_id where t1.attendance > (select avg(attendance) from performance)")],
        C=("performance", "Attendance", "audience", "tickets_sold",
           "select perf_date, {c} from performance where {c} > (select avg({c}) from performance)"),
    ),
    dict(
        db="theatre_company", shape="nested",
        q="Which actors have been cast both in a Comedy and in a Tragedy? Give their first names.",
        sql="select t1.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id where t3.genre = 'Comedy' intersect select t1.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id where t3.genre = 'Tragedy'",
        J=[("actor", "Fname",
            "select t4.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join actor_fname as t4 on t1.actor_id = t4.actor_id where t3.genre = 'Comedy' intersect select t4.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join actor_fname as t4 on t1.actor_id = t4.actor_id where t3.genre = 'Tragedy'"),
           ("production", "Genre",
            "select t1.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join production_genre as t4 on t3.prod_id = t4.prod_id where t4.genre = 'Comedy' intersect select t1.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id join production_genre as t4 on t3.prod_id = t4.prod_id where t4.genre = 'Tragedy'")],
        C=("production", "Genre", "category", "play_type",
           "select t1.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id where t3.{c} = 'Comedy' intersect select t1.fname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join production as t3 on t2.prod_id = t3.prod_id where t3.{c} = 'Tragedy'"),
    ),
    dict(
        db="theatre_company", shape="nested",
        q="Show the titles of the productions that either ran for more than 8 weeks or had a budget under 100000.",
        sql="select title from production where run_wks > 8 union select title from production where budget_gbp < 100000",
        J=[("production", "Run_Wks",
            "select t1.title from production as t1 join production_run_wks as t2 on t1.prod_id = t2.prod_id where t2.run_wks > 8 union select title from production where budget_gbp < 100000"),
           ("production", "Budget_GBP",
            "select title from production where run_wks > 8 union select t1.title from production as t1 join production_budget_gbp as t2 on t1.prod_id = t2.prod_id where t2.budget_gbp < 100000")],
        C=("production", "Run_Wks", "run_weeks", "weeks_running",
           "select title from production where {c} > 8 union select title from production where budget_gbp < 100000"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="How many different critics have reviewed productions of plays by William Shakespeare?",
        sql="select count(distinct t1.critic) from review as t1 join production as t2 on t1.prod_id = t2.prod_id where t2.playwright = 'William Shakespeare'",
        J=[("review", "Critic",
            "select count(distinct t3.critic) from review as t1 join production as t2 on t1.prod_id = t2.prod_id join review_critic as t3 on t1.id = t3.id where t2.playwright = 'William Shakespeare'"),
           ("production", "Playwright",
            "select count(distinct t1.critic) from review as t1 join production as t2 on t1.prod_id = t2.prod_id join production_playwright as t3 on t2.prod_id = t3.prod_id where t3.playwright = 'William Shakespeare'")],
        C=("review", "Critic", "reviewer", "critic_name",
           "select count(distinct t1.{c}) from review as t1 join production as t2 on t1.prod_id = t2.prod_id where t2.playwright = 'William Shakespeare'"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="Count the distinct reviewers who wrote about plays by William Shakespeare.",
        sql="select count(distinct t2.critic) from production as t1 join review as t2 on t1.prod_id = t2.prod_id where t1.playwright = 'William Shakespeare'",
        J=[("review", "Critic",
            "select count(distinct t3.critic) from production as t1 join review as t2 on t1.prod_id = t2.prod_id join review_critic as t3 on t2.id = t3.id where t1.playwright = 'William Shakespeare'")],
    ),
    dict(
        db="theatre_company", shape="agg",
        q="What is the average star rating given by each outlet?",
        sql="select avg(stars), outlet from review group by outlet",
        J=[("review", "Stars",
            "select avg(t2.stars), t1.outlet from review as t1 join review_stars as t2 on t1.id = t2.id group by t1.outlet"),
           ("review", "Outlet",
            "select avg(t1.stars), t2.outlet from review as t1 join review_outlet as t2 on t1.id = t2.id group by t2.outlet")],
        C=("review", "Stars", "rating", "star_rating",
           "select avg({c}), outlet from review group by outlet"),
        P=("review_stars", "review", "outlet", "stars",
           "select avg_stars, outlet from review_stars"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="Which venues hosted at least 2 productions? Give the venue names and the number of productions.",
        sql="select t1.name, count(*) from venue as t1 join production as t2 on t1.id = t2.venue_id group by t1.id having count(*) >= 2",
        J=[("venue", "name",
            "select t3.name, count(*) from venue as t1 join production as t2 on t1.id = t2.venue_id join venue_name as t3 on t1.id = t3.id group by t1.id having count(*) >= 2")],
        T=("production", "show", "staging",
           "select t1.name, count(*) from venue as t1 join {t} as t2 on t1.id = t2.venue_id group by t1.id having count(*) >= 2"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="List the titles of the productions staged in venues with more than 800 seats, sorted by budget in descending order.",
        sql="select t1.title from production as t1 join venue as t2 on t1.venue_id = t2.id where t2.seating_capacity > 800 order by t1.budget_gbp desc",
        J=[("venue", "Seating_Capacity",
            "select t1.title from production as t1 join venue as t2 on t1.venue_id = t2.id join venue_seating_capacity as t3 on t2.id = t3.id where t3.seating_capacity > 800 order by t1.budget_gbp desc"),
           ("production", "Budget_GBP",
            "select t1.title from production as t1 join venue as t2 on t1.venue_id = t2.id join production_budget_gbp as t3 on t1.prod_id = t3.prod_id where t2.seating_capacity > 800 order by t3.budget_gbp desc"),
           ("production", "Title",
            "select t3.title from production as t1 join venue as t2 on t1.venue_id = t2.id join production_title as t3 on t1.prod_id = t3.prod_id where t2.seating_capacity > 800 order by t1.budget_gbp desc")],
        C=("venue", "Seating_Capacity", "capacity", "seat_count",
           "select t1.title from production as t1 join venue as t2 on t1.venue_id = t2.id where t2.{c} > 800 order by t1.budget_gbp desc"),
    ),
    dict(
        db="theatre_company", shape="simple",
        q="List the nationality, surname and date of birth of every actor, sorted by nationality and then by date of birth.",
        sql="select nationality, sname, date_of_birth from actor order by nationality, date_of_birth",
        J=[("actor", "Nationality",
            "select t2.nationality, t1.sname, t1.date_of_birth from actor as t1 join actor_nationality as t2 on t1.actor_id = t2.actor_id order by t2.nationality, t1.date_of_birth"),
           ("actor", "date_of_birth",
            "select t1.nationality, t1.sname, t2.date_of_birth from actor as t1 join actor_date_of_birth as t2 on t1.actor_id = t2.actor_id order by t1.nationality, t2.date_of_birth")],
        C=("actor", "date_of_birth", "dob", "birth_date",
           "select nationality, sname, {c} from actor order by nationality, {c}"),
    ),
    dict(
        db="theatre_company", shape="agg",
        q="How many actors are there of each nationality?",
        sql="select count(*), nationality from actor group by nationality",
        T=("actor", "performer", "cast_member",
           "select count(*), nationality from {t} group by nationality"),
    ),
    dict(
        db="theatre_company", shape="join",
        q="What is the title of the production whose single performance took the most money at the box office?",
        sql="select t1.title from production as t1 join performance as t2 on t1.prod_id = t2.prod_id order by t2.takings desc limit 1",
        J=[("performance", "Takings",
            "select t1.title from production as t1 join performance as t2 on t1.prod_id = t2.prod_id join performance_takings as t3 on t2.perf_id = t3.perf_id order by t3.takings desc limit 1")],
        C=("performance", "Takings", "box_office", "revenue",
           "select t1.title from production as t1 join performance as t2 on t1.prod_id = t2.prod_id order by t2.{c} desc limit 1"),
    ),
    dict(
        db="theatre_company", shape="nested",
        q="Find the surnames of the actors who appeared in a production reviewed by Anne Hollis but never in one reviewed by Mark Dunn.",
        sql="select t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join review as t3 on t2.prod_id = t3.prod_id where t3.critic = 'Anne Hollis' except select t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join review as t3 on t2.prod_id = t3.prod_id where t3.critic = 'Mark Dunn'",
        J=[("review", "Critic",
            "select t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join review as t3 on t2.prod_id = t3.prod_id join review_critic as t4 on t3.id = t4.id where t4.critic = 'Anne Hollis' except select t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join review as t3 on t2.prod_id = t3.prod_id join review_critic as t4 on t3.id = t4.id where t4.critic = 'Mark Dunn'"),
           ("actor", "Sname",
            "select t4.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join review as t3 on t2.prod_id = t3.prod_id join actor_sname as t4 on t1.actor_id = t4.actor_id where t3.critic = 'Anne Hollis' except select t4.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join review as t3 on t2.prod_id = t3.prod_id join actor_sname as t4 on t1.actor_id = t4.actor_id where t3.critic = 'Mark Dunn'")],
        T=("review", "critique", "press_review",
           "select t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join {t} as t3 on t2.prod_id = t3.prod_id where t3.critic = 'Anne Hollis' except select t1.sname from actor as t1 join casting as t2 on t1.actor_id = t2.actor_id join {t} as t3 on t2.prod_id = t3.prod_id where t3.critic = 'Mark Dunn'"),
    ),
]


def main():
    probe_kit.checked_main(__doc__, HERE, DEFAULT_OUT, DEFAULT_DBS, DEFAULT_DEV, DATABASES, QUESTIONS,
                           ROWS_PER_TABLE, ID_TAG)


if __name__ == "__main__":
    main()
