#!/usr/bin/env python3
"""Build eval-data/probe7b.jsonl and three new SQLite databases in eval-data/dbs7/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (county_elections, ferry_company, book_club), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened, and
the parser's sources were not read). The structure, setup shapes and checks copy
make_probe6b.py; the shared helpers come from probe_kit.py.

The schemas are deliberately as untidy as Spider's real ones: naming styles are mixed within a
database (Cand_ID, LName, Fname, party_name, Votes_Cast, date_of_sailing, Tonnage, yr_published,
num_pages, Rank), some names are abbreviations, some are not the word a question uses ("last
name" is LName, "capacity" is max_passengers, "age of the ship" is built_year, "registered
voters" is Reg_Voters, "fare" is Adult_Fare), a few numbers and dates are stored as text (Founded,
Opened_Year, Join_Date, ...), and some column names recur across tables (name, city). Each
database has a many-to-many link table (results, crew_assignment, meeting_attendee / review) and
questions that reach a table through two or more hops.

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

Select columns follow the order in which the question names them (as Spider's annotators do).
As in Spider, about a third of the intents are asked twice in different words (the entry of the
second wording has again=True); since the checks refuse a repeated SQL string within a database,
the second wording's SQL is an equivalent rewrite that follows that wording (column order, join
order, ">= 2" for "> 1", NOT IN for EXCEPT, max() in a subquery for "limit 1", ...).

Record ids are "<kind>7b-NNNN" (J7b-0001, ...), numbered from 1 within each kind.

Checks, on an in-memory copy of each database (SQLite backup API); if any fails nothing is
written (no database, no jsonl):
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
  - no two questions (or two golds) of one database are the same;
  - no question and no base SQL repeats one of an existing eval-data/probe*.jsonl (other than
    this script's own output) or of the AmbiQT dev split (/work/shared/data/ambiqt/dev.jsonl).

After writing, the script prints how the intents spread over Spider's hardness levels (an
approximation of Spider's eval_hardness computed from the SQL text; for information only).

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe7b.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe7b.jsonl"
DEFAULT_DBS = HERE / "dbs7"
ID_TAG = "7b"
AMBIQT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["county_elections"] = r'''
CREATE TABLE "party" (
"Party_ID" int,
"party_name" text,
"Abbrev" text,
"Founded" text,
"Leader" text,
"Ideology" text,
PRIMARY KEY ("Party_ID")
);
CREATE TABLE "district" (
"District_ID" int,
"Name" text,
"city" text,
"Population" int,
"Reg_Voters" int,
"Area_sq_km" real,
PRIMARY KEY ("District_ID")
);
CREATE TABLE "candidate" (
"Cand_ID" int,
"Fname" text,
"LName" text,
"Party_ID" int,
"District_ID" int,
"Age" int,
"Gender" text,
"Is_Incumbent" text,
"Occupation" text,
PRIMARY KEY ("Cand_ID"),
FOREIGN KEY ("Party_ID") REFERENCES "party"("Party_ID"),
FOREIGN KEY ("District_ID") REFERENCES "district"("District_ID")
);
CREATE TABLE "polling_station" (
"Station_ID" int,
"name" text,
"District_ID" int,
"city" text,
"Num_Booths" int,
"Opened" text,
"Is_Accessible" text,
PRIMARY KEY ("Station_ID"),
FOREIGN KEY ("District_ID") REFERENCES "district"("District_ID")
);
CREATE TABLE "results" (
"Result_ID" int,
"Cand_ID" int,
"Station_ID" int,
"Votes_Cast" int,
"Rank" int,
PRIMARY KEY ("Result_ID"),
FOREIGN KEY ("Cand_ID") REFERENCES "candidate"("Cand_ID"),
FOREIGN KEY ("Station_ID") REFERENCES "polling_station"("Station_ID")
);
INSERT INTO "party" VALUES (1,'Green Valley Party','GVP','1998','Ruth Olsen','Environmentalist');
INSERT INTO "party" VALUES (2,'Citizens Alliance','CA','1972','Mark Delaney','Centrist');
INSERT INTO "party" VALUES (3,'Workers Union Party','WUP','1951','Gloria Pike','Left');
INSERT INTO "party" VALUES (4,'Liberty League','LL','2004','Tom Brannigan','Libertarian');
INSERT INTO "party" VALUES (5,'County First','CF','2012','Ana Morales','Localist');
INSERT INTO "party" VALUES (6,'Heritage Conservatives','HC','1965','Edward Quinn','Conservative');
INSERT INTO "party" VALUES (7,'Progressive Coalition','PC','2016','Sana Iqbal','Progressive');
INSERT INTO "party" VALUES (8,'Independent Voters Bloc','IVB','2019','Lena Fischer','Centrist');
INSERT INTO "district" VALUES (1,'North Ridge','Ashford',48200,35100,112.5);
INSERT INTO "district" VALUES (2,'Riverside','Ashford',61500,44800,38.2);
INSERT INTO "district" VALUES (3,'Old Town','Bramwell',22300,17900,9.6);
INSERT INTO "district" VALUES (4,'Lakeshore','Bramwell',39800,30250,54.1);
INSERT INTO "district" VALUES (5,'Millbrook','Carrow',15400,11800,210.0);
INSERT INTO "district" VALUES (6,'Eastgate','Carrow',52700,37600,41.7);
INSERT INTO "district" VALUES (7,'Pine Hollow','Dunmore',9800,7450,305.4);
INSERT INTO "district" VALUES (8,'Harbor Point','Dunmore',33100,24900,27.3);
INSERT INTO "district" VALUES (9,'Westfield','Ashford',27600,20300,66.8);
INSERT INTO "district" VALUES (10,'Stonebridge','Ellery',18900,14200,142.9);
INSERT INTO "candidate" VALUES (1,'Helen','Carter',2,1,54,'F','Y','Lawyer');
INSERT INTO "candidate" VALUES (2,'James','Okoro',3,1,41,'M','N','Teacher');
INSERT INTO "candidate" VALUES (3,'Maria','Lopez',1,2,37,'F','N','Biologist');
INSERT INTO "candidate" VALUES (4,'David','Nguyen',2,2,62,'M','Y','Businessman');
INSERT INTO "candidate" VALUES (5,'Sarah','Whitfield',6,3,58,'F','Y','Farmer');
INSERT INTO "candidate" VALUES (6,'Kevin','Brandt',4,3,33,'M','N','Software Engineer');
INSERT INTO "candidate" VALUES (7,'Priya','Raman',7,4,29,'F','N','Nurse');
INSERT INTO "candidate" VALUES (8,'Robert','Hale',6,4,67,'M','N','Retired');
INSERT INTO "candidate" VALUES (9,'Linda','Ferris',5,5,49,'F','Y','Shop Owner');
INSERT INTO "candidate" VALUES (10,'Omar','Haddad',3,6,45,'M','Y','Union Organizer');
INSERT INTO "candidate" VALUES (11,'Grace','Kim',1,6,31,'F','N','Architect');
INSERT INTO "candidate" VALUES (12,'Peter','Lindqvist',2,7,56,'M','N','Doctor');
INSERT INTO "candidate" VALUES (13,'Chloe','Dubois',7,8,27,'F','N','Student');
INSERT INTO "candidate" VALUES (14,'Frank','Moreno',6,8,71,'M','Y','Lawyer');
INSERT INTO "candidate" VALUES (15,'Nadia','Petrova',5,9,39,'F','N','Teacher');
INSERT INTO "candidate" VALUES (16,'Samuel','Carter',3,9,52,'M','N','Electrician');
INSERT INTO "candidate" VALUES (17,'Thomas','Reid',6,10,60,'M','N','Farmer');
INSERT INTO "polling_station" VALUES (1,'Ashford Library',1,'Ashford',6,'2008-03-14','Y');
INSERT INTO "polling_station" VALUES (2,'North Ridge School',1,'Ashford',4,'2012-09-01','N');
INSERT INTO "polling_station" VALUES (3,'Riverside Community Hall',2,'Ashford',8,'2005-05-20','Y');
INSERT INTO "polling_station" VALUES (4,'Old Town Fire Station',3,'Bramwell',3,'1998-11-02','N');
INSERT INTO "polling_station" VALUES (5,'Lakeshore Church Hall',4,'Bramwell',5,'2015-04-11','Y');
INSERT INTO "polling_station" VALUES (6,'Millbrook Village Hall',5,'Carrow',2,'2001-06-30','N');
INSERT INTO "polling_station" VALUES (7,'Eastgate Sports Centre',6,'Carrow',9,'2018-01-15','Y');
INSERT INTO "polling_station" VALUES (8,'Pine Hollow Grange',7,'Dunmore',2,'1995-08-08','N');
INSERT INTO "polling_station" VALUES (9,'Harbor Point Marina Office',8,'Dunmore',4,'2020-02-27','Y');
INSERT INTO "polling_station" VALUES (10,'Westfield Primary School',9,'Ashford',5,'2010-10-10','Y');
INSERT INTO "polling_station" VALUES (11,'Stonebridge Town Hall',10,'Ellery',7,'2003-03-03','Y');
INSERT INTO "polling_station" VALUES (12,'Riverside Senior Centre',2,'Ashford',3,'2021-07-19','Y');
INSERT INTO "results" VALUES (1,1,1,2140,1);
INSERT INTO "results" VALUES (2,2,1,1875,2);
INSERT INTO "results" VALUES (3,1,2,1320,2);
INSERT INTO "results" VALUES (4,2,2,1460,1);
INSERT INTO "results" VALUES (5,3,3,3310,1);
INSERT INTO "results" VALUES (6,4,3,2980,2);
INSERT INTO "results" VALUES (7,5,4,1190,1);
INSERT INTO "results" VALUES (8,6,4,870,2);
INSERT INTO "results" VALUES (9,7,5,1655,2);
INSERT INTO "results" VALUES (10,8,5,1720,1);
INSERT INTO "results" VALUES (11,9,6,940,1);
INSERT INTO "results" VALUES (12,10,7,2875,1);
INSERT INTO "results" VALUES (13,11,7,2410,2);
INSERT INTO "results" VALUES (14,12,8,610,1);
INSERT INTO "results" VALUES (15,13,9,1530,2);
INSERT INTO "results" VALUES (16,14,9,1990,1);
INSERT INTO "results" VALUES (17,15,10,1405,1);
INSERT INTO "results" VALUES (18,16,10,1390,2);
INSERT INTO "results" VALUES (19,17,11,1610,1);
'''

DATABASES["ferry_company"] = r'''
CREATE TABLE "port" (
"Port_ID" int,
"Port_Name" text,
"city" text,
"Country" text,
"Num_Berths" int,
"Opened_Year" text,
PRIMARY KEY ("Port_ID")
);
CREATE TABLE "ship" (
"Ship_ID" int,
"name" text,
"built_year" int,
"Tonnage" int,
"max_passengers" int,
"Flag" text,
"Home_Port_ID" int,
"Has_Car_Deck" text,
PRIMARY KEY ("Ship_ID"),
FOREIGN KEY ("Home_Port_ID") REFERENCES "port"("Port_ID")
);
CREATE TABLE "route" (
"Route_ID" int,
"Origin_Port_ID" int,
"Dest_Port_ID" int,
"Distance_nm" real,
"Duration_min" int,
"Adult_Fare" real,
PRIMARY KEY ("Route_ID"),
FOREIGN KEY ("Origin_Port_ID") REFERENCES "port"("Port_ID"),
FOREIGN KEY ("Dest_Port_ID") REFERENCES "port"("Port_ID")
);
CREATE TABLE "sailing" (
"Sailing_ID" int,
"Route_ID" int,
"Ship_ID" int,
"date_of_sailing" text,
"Passengers" int,
"Cars" int,
"Delay_min" int,
PRIMARY KEY ("Sailing_ID"),
FOREIGN KEY ("Route_ID") REFERENCES "route"("Route_ID"),
FOREIGN KEY ("Ship_ID") REFERENCES "ship"("Ship_ID")
);
CREATE TABLE "crew_member" (
"Crew_ID" int,
"Fname" text,
"LName" text,
"Rank" text,
"age" int,
"Nationality" text,
"Salary" int,
"Hire_Date" text,
PRIMARY KEY ("Crew_ID")
);
CREATE TABLE "crew_assignment" (
"Crew_ID" int,
"Ship_ID" int,
"Start_Date" text,
"Shift" text,
PRIMARY KEY ("Crew_ID","Ship_ID"),
FOREIGN KEY ("Crew_ID") REFERENCES "crew_member"("Crew_ID"),
FOREIGN KEY ("Ship_ID") REFERENCES "ship"("Ship_ID")
);
INSERT INTO "port" VALUES (1,'Northhaven Terminal','Northhaven','Norway',6,'1962');
INSERT INTO "port" VALUES (2,'Skerry Quay','Kirkwall','United Kingdom',3,'1974');
INSERT INTO "port" VALUES (3,'Baltic Gate','Tallinn','Estonia',8,'1991');
INSERT INTO "port" VALUES (4,'Westpier','Helsinki','Finland',10,'1958');
INSERT INTO "port" VALUES (5,'Harbor Cross','Stockholm','Sweden',12,'1949');
INSERT INTO "port" VALUES (6,'Isle Landing','Visby','Sweden',4,'1983');
INSERT INTO "port" VALUES (7,'Fjordside','Bergen','Norway',5,'2001');
INSERT INTO "port" VALUES (8,'Dune Point','Rostock','Germany',7,'1996');
INSERT INTO "port" VALUES (9,'Amber Wharf','Gdansk','Poland',6,'2008');
INSERT INTO "port" VALUES (10,'Copper Bay','Turku','Finland',3,'2014');
INSERT INTO "ship" VALUES (1,'Aurora Borealis',1998,36400,2000,'Finland',4,'Y');
INSERT INTO "ship" VALUES (2,'Sea Falcon',2005,12800,850,'Sweden',5,'Y');
INSERT INTO "ship" VALUES (3,'Nordic Star',1989,24100,1600,'Norway',1,'Y');
INSERT INTO "ship" VALUES (4,'Baltic Breeze',2012,41500,2800,'Estonia',3,'Y');
INSERT INTO "ship" VALUES (5,'Island Hopper',2017,3200,350,'Sweden',6,'N');
INSERT INTO "ship" VALUES (6,'Fjord Queen',1994,18700,1200,'Norway',7,'Y');
INSERT INTO "ship" VALUES (7,'Amber Light',2009,15600,980,'Poland',9,'Y');
INSERT INTO "ship" VALUES (8,'Kestrel',2020,2400,250,'United Kingdom',2,'N');
INSERT INTO "ship" VALUES (9,'Silver Tern',2001,9800,640,'Germany',8,'Y');
INSERT INTO "ship" VALUES (10,'Polar Wind',1985,21300,1450,'Finland',4,'Y');
INSERT INTO "ship" VALUES (11,'Stormy Petrel',2015,4100,420,'Sweden',5,'N');
INSERT INTO "ship" VALUES (12,'Copper Gull',2022,5600,500,'Finland',10,'N');
INSERT INTO "route" VALUES (1,5,4,215.0,960,89.0);
INSERT INTO "route" VALUES (2,4,3,45.0,120,39.0);
INSERT INTO "route" VALUES (3,5,6,90.0,195,55.0);
INSERT INTO "route" VALUES (4,1,7,120.0,300,62.5);
INSERT INTO "route" VALUES (5,8,9,260.0,840,74.0);
INSERT INTO "route" VALUES (6,3,5,210.0,990,92.0);
INSERT INTO "route" VALUES (7,2,7,280.0,1020,118.0);
INSERT INTO "route" VALUES (8,4,10,100.0,330,28.5);
INSERT INTO "route" VALUES (9,9,5,300.0,1110,99.0);
INSERT INTO "route" VALUES (10,10,6,160.0,540,64.0);
INSERT INTO "route" VALUES (11,5,10,165.0,560,66.0);
INSERT INTO "route" VALUES (12,7,1,118.0,310,60.0);
INSERT INTO "sailing" VALUES (1,1,1,'2023-06-01',1720,310,0);
INSERT INTO "sailing" VALUES (2,1,10,'2023-06-02',1210,240,15);
INSERT INTO "sailing" VALUES (3,2,4,'2023-06-03',2450,520,5);
INSERT INTO "sailing" VALUES (4,2,4,'2023-06-04',2610,480,0);
INSERT INTO "sailing" VALUES (5,3,2,'2023-06-05',700,150,25);
INSERT INTO "sailing" VALUES (6,3,5,'2023-06-06',310,0,0);
INSERT INTO "sailing" VALUES (7,4,3,'2023-06-07',1180,200,40);
INSERT INTO "sailing" VALUES (8,5,9,'2023-06-08',520,110,10);
INSERT INTO "sailing" VALUES (9,6,4,'2023-06-09',2200,450,0);
INSERT INTO "sailing" VALUES (10,7,8,'2023-06-11',190,0,55);
INSERT INTO "sailing" VALUES (11,8,12,'2023-06-12',420,60,0);
INSERT INTO "sailing" VALUES (12,9,7,'2023-06-14',860,170,20);
INSERT INTO "sailing" VALUES (13,10,12,'2023-06-15',380,55,5);
INSERT INTO "sailing" VALUES (14,11,2,'2023-06-17',395,70,0);
INSERT INTO "sailing" VALUES (15,4,3,'2023-06-18',1010,190,30);
INSERT INTO "sailing" VALUES (16,1,1,'2023-07-02',1880,330,0);
INSERT INTO "sailing" VALUES (17,5,7,'2023-07-05',790,140,12);
INSERT INTO "sailing" VALUES (18,8,10,'2023-07-09',1300,260,8);
INSERT INTO "crew_member" VALUES (1,'Erik','Lund','Captain',54,'Sweden',98000,'2004-03-01');
INSERT INTO "crew_member" VALUES (2,'Anna','Virtanen','First Officer',41,'Finland',72000,'2010-05-15');
INSERT INTO "crew_member" VALUES (3,'Jonas','Berg','Chief Engineer',49,'Norway',81000,'2007-09-10');
INSERT INTO "crew_member" VALUES (4,'Marta','Kowalska','Deckhand',26,'Poland',34000,'2021-04-01');
INSERT INTO "crew_member" VALUES (5,'Liam','Fraser','Captain',58,'United Kingdom',101000,'2001-01-20');
INSERT INTO "crew_member" VALUES (6,'Sofia','Lind','Purser',33,'Sweden',45000,'2016-06-06');
INSERT INTO "crew_member" VALUES (7,'Mikko','Salo','Deckhand',23,'Finland',31000,'2022-08-15');
INSERT INTO "crew_member" VALUES (8,'Ingrid','Holm','Captain',47,'Norway',94000,'2009-02-02');
INSERT INTO "crew_member" VALUES (9,'Tomasz','Nowak','Engineer',38,'Poland',56000,'2014-11-11');
INSERT INTO "crew_member" VALUES (10,'Katrin','Tamm','First Officer',36,'Estonia',69000,'2015-03-30');
INSERT INTO "crew_member" VALUES (11,'Hans','Vogel','Engineer',44,'Germany',58500,'2011-07-07');
INSERT INTO "crew_member" VALUES (12,'Elin','Strand','Purser',29,'Sweden',43000,'2019-10-01');
INSERT INTO "crew_member" VALUES (13,'Oskar','Nieminen','Deckhand',31,'Finland',33500,'2018-05-05');
INSERT INTO "crew_member" VALUES (14,'Greta','Sundberg','Cook',52,'Sweden',39000,'2006-12-12');
INSERT INTO "crew_assignment" VALUES (1,1,'2015-01-01','Day');
INSERT INTO "crew_assignment" VALUES (1,10,'2004-03-01','Day');
INSERT INTO "crew_assignment" VALUES (2,1,'2018-04-01','Night');
INSERT INTO "crew_assignment" VALUES (3,4,'2012-06-01','Day');
INSERT INTO "crew_assignment" VALUES (3,1,'2008-01-15','Day');
INSERT INTO "crew_assignment" VALUES (4,4,'2021-04-01','Night');
INSERT INTO "crew_assignment" VALUES (5,8,'2020-05-01','Day');
INSERT INTO "crew_assignment" VALUES (5,3,'2001-01-20','Day');
INSERT INTO "crew_assignment" VALUES (6,4,'2016-06-06','Day');
INSERT INTO "crew_assignment" VALUES (7,2,'2022-08-15','Night');
INSERT INTO "crew_assignment" VALUES (8,6,'2009-02-02','Day');
INSERT INTO "crew_assignment" VALUES (9,7,'2014-11-11','Night');
INSERT INTO "crew_assignment" VALUES (10,4,'2015-03-30','Night');
INSERT INTO "crew_assignment" VALUES (11,9,'2011-07-07','Day');
INSERT INTO "crew_assignment" VALUES (12,2,'2019-10-01','Day');
INSERT INTO "crew_assignment" VALUES (13,12,'2018-05-05','Night');
INSERT INTO "crew_assignment" VALUES (14,4,'2006-12-12','Day');
INSERT INTO "crew_assignment" VALUES (8,3,'2012-03-01','Night');
'''

DATABASES["book_club"] = r'''
CREATE TABLE "author" (
"Author_ID" int,
"name" text,
"Nationality" text,
"birth_yr" int,
"Gender" text,
PRIMARY KEY ("Author_ID")
);
CREATE TABLE "book" (
"Book_ID" int,
"Title" text,
"Author_ID" int,
"Genre" text,
"yr_published" int,
"num_pages" int,
"Price" real,
PRIMARY KEY ("Book_ID"),
FOREIGN KEY ("Author_ID") REFERENCES "author"("Author_ID")
);
CREATE TABLE "member" (
"Member_ID" int,
"Fname" text,
"Lname" text,
"city" text,
"Join_Date" text,
"Age" int,
"Is_Organizer" text,
PRIMARY KEY ("Member_ID")
);
CREATE TABLE "meeting" (
"Meeting_ID" int,
"Book_ID" int,
"Host_ID" int,
"Meeting_Date" text,
"Venue" text,
"city" text,
PRIMARY KEY ("Meeting_ID"),
FOREIGN KEY ("Book_ID") REFERENCES "book"("Book_ID"),
FOREIGN KEY ("Host_ID") REFERENCES "member"("Member_ID")
);
CREATE TABLE "meeting_attendee" (
"Meeting_ID" int,
"Member_ID" int,
"Arrived_Late" text,
PRIMARY KEY ("Meeting_ID","Member_ID"),
FOREIGN KEY ("Meeting_ID") REFERENCES "meeting"("Meeting_ID"),
FOREIGN KEY ("Member_ID") REFERENCES "member"("Member_ID")
);
CREATE TABLE "review" (
"Review_ID" int,
"Member_ID" int,
"Book_ID" int,
"Rating" int,
"Review_Date" text,
"Would_Recommend" text,
PRIMARY KEY ("Review_ID"),
FOREIGN KEY ("Member_ID") REFERENCES "member"("Member_ID"),
FOREIGN KEY ("Book_ID") REFERENCES "book"("Book_ID")
);
INSERT INTO "author" VALUES (1,'Helena Marsh','Canada',1948,'F');
INSERT INTO "author" VALUES (2,'Tobias Wren','United Kingdom',1962,'M');
INSERT INTO "author" VALUES (3,'Ayaan Mehta','India',1975,'M');
INSERT INTO "author" VALUES (4,'Lucia Serrano','Spain',1983,'F');
INSERT INTO "author" VALUES (5,'Kofi Asante','Ghana',1970,'M');
INSERT INTO "author" VALUES (6,'Ingrid Dahl','Norway',1956,'F');
INSERT INTO "author" VALUES (7,'Daniel Brooks','USA',1990,'M');
INSERT INTO "author" VALUES (8,'Mei Tanaka','Japan',1979,'F');
INSERT INTO "author" VALUES (9,'Oliver Grant','USA',1944,'M');
INSERT INTO "author" VALUES (10,'Rosa Villanueva','Mexico',1987,'F');
INSERT INTO "author" VALUES (11,'Petra Novak','Czech Republic',1968,'F');
INSERT INTO "book" VALUES (1,'The Salt Orchard',1,'Literary Fiction',2009,412,18.99);
INSERT INTO "book" VALUES (2,'A Quiet Harbour',1,'Literary Fiction',2016,356,16.5);
INSERT INTO "book" VALUES (3,'Clockwork Fields',2,'Science Fiction',1998,520,14.99);
INSERT INTO "book" VALUES (4,'The Monsoon Ledger',3,'Historical Fiction',2012,488,21.0);
INSERT INTO "book" VALUES (5,'Glass Lanterns',4,'Mystery',2018,298,12.99);
INSERT INTO "book" VALUES (6,'River of Drums',5,'Historical Fiction',2005,376,17.25);
INSERT INTO "book" VALUES (7,'Winter Cartography',6,'Literary Fiction',1994,264,11.5);
INSERT INTO "book" VALUES (8,'Signal Lost',7,'Science Fiction',2020,342,15.99);
INSERT INTO "book" VALUES (9,'The Paper Crane Affair',8,'Mystery',2014,310,13.75);
INSERT INTO "book" VALUES (10,'Tides of Ember',2,'Fantasy',2003,610,19.99);
INSERT INTO "book" VALUES (11,'Small Mercies',9,'Memoir',1991,228,10.99);
INSERT INTO "book" VALUES (12,'The Lantern Keeper',4,'Mystery',2021,334,14.5);
INSERT INTO "book" VALUES (13,'Dust and Dahlias',10,'Romance',2019,289,9.99);
INSERT INTO "book" VALUES (14,'Orbit of Ash',7,'Science Fiction',2023,401,22.5);
INSERT INTO "book" VALUES (15,'Northern Letters',6,'Memoir',2008,198,12.0);
INSERT INTO "book" VALUES (16,'Silk Road Echoes',3,'Historical Fiction',2011,455,20.0);
INSERT INTO "book" VALUES (17,'Mirror Street',4,'Mystery',2022,276,15.0);
INSERT INTO "member" VALUES (1,'Alice','Moreau','Oakdale','2018-02-10',45,'Y');
INSERT INTO "member" VALUES (2,'Ben','Harris','Oakdale','2019-06-22',38,'N');
INSERT INTO "member" VALUES (3,'Carla','Jensen','Millford','2017-09-05',52,'Y');
INSERT INTO "member" VALUES (4,'Dev','Patel','Oakdale','2020-01-14',29,'N');
INSERT INTO "member" VALUES (5,'Emma','Clarke','Brookton','2021-03-30',34,'N');
INSERT INTO "member" VALUES (6,'Felix','Wagner','Millford','2016-11-11',61,'N');
INSERT INTO "member" VALUES (7,'Grace','Liu','Brookton','2022-05-09',27,'N');
INSERT INTO "member" VALUES (8,'Hugo','Santos','Oakdale','2019-12-01',43,'Y');
INSERT INTO "member" VALUES (9,'Irene','Kowal','Millford','2023-01-20',36,'N');
INSERT INTO "member" VALUES (10,'Jack','Turner','Brookton','2018-08-08',55,'N');
INSERT INTO "member" VALUES (11,'Kira','Ivanova','Oakdale','2022-10-17',31,'N');
INSERT INTO "member" VALUES (12,'Leo','Fischer','Millford','2020-07-04',48,'N');
INSERT INTO "member" VALUES (13,'Mona','Harris','Brookton','2023-04-02',24,'N');
INSERT INTO "meeting" VALUES (1,1,1,'2022-01-15','Oakdale Library','Oakdale');
INSERT INTO "meeting" VALUES (2,3,3,'2022-02-19','Corner Cafe','Millford');
INSERT INTO "meeting" VALUES (3,5,8,'2022-03-19','Oakdale Library','Oakdale');
INSERT INTO "meeting" VALUES (4,4,1,'2022-04-16','Community Room','Oakdale');
INSERT INTO "meeting" VALUES (5,9,3,'2022-05-21','Corner Cafe','Millford');
INSERT INTO "meeting" VALUES (6,7,10,'2022-06-18','Brookton Park Pavilion','Brookton');
INSERT INTO "meeting" VALUES (7,8,8,'2022-07-16','Oakdale Library','Oakdale');
INSERT INTO "meeting" VALUES (8,12,1,'2022-09-17','Corner Cafe','Millford');
INSERT INTO "meeting" VALUES (9,13,5,'2022-10-15','Brookton Park Pavilion','Brookton');
INSERT INTO "meeting" VALUES (10,16,3,'2022-11-19','Community Room','Oakdale');
INSERT INTO "meeting" VALUES (11,14,8,'2023-01-21','Oakdale Library','Oakdale');
INSERT INTO "meeting" VALUES (12,2,1,'2023-02-18','Riverside Bookshop','Millford');
INSERT INTO "meeting_attendee" VALUES (1,1,'N');
INSERT INTO "meeting_attendee" VALUES (1,2,'Y');
INSERT INTO "meeting_attendee" VALUES (1,4,'N');
INSERT INTO "meeting_attendee" VALUES (2,3,'N');
INSERT INTO "meeting_attendee" VALUES (2,6,'N');
INSERT INTO "meeting_attendee" VALUES (3,8,'N');
INSERT INTO "meeting_attendee" VALUES (3,11,'Y');
INSERT INTO "meeting_attendee" VALUES (4,1,'N');
INSERT INTO "meeting_attendee" VALUES (4,4,'Y');
INSERT INTO "meeting_attendee" VALUES (5,3,'N');
INSERT INTO "meeting_attendee" VALUES (5,12,'N');
INSERT INTO "meeting_attendee" VALUES (6,10,'N');
INSERT INTO "meeting_attendee" VALUES (6,5,'Y');
INSERT INTO "meeting_attendee" VALUES (7,8,'N');
INSERT INTO "meeting_attendee" VALUES (7,2,'N');
INSERT INTO "meeting_attendee" VALUES (8,1,'N');
INSERT INTO "meeting_attendee" VALUES (8,9,'Y');
INSERT INTO "meeting_attendee" VALUES (9,5,'N');
INSERT INTO "meeting_attendee" VALUES (9,7,'N');
INSERT INTO "meeting_attendee" VALUES (10,6,'Y');
INSERT INTO "review" VALUES (1,1,1,5,'2022-01-20','Y');
INSERT INTO "review" VALUES (2,2,1,4,'2022-01-22','Y');
INSERT INTO "review" VALUES (3,4,1,3,'2022-01-25','N');
INSERT INTO "review" VALUES (4,3,3,4,'2022-02-25','Y');
INSERT INTO "review" VALUES (5,6,3,2,'2022-02-27','N');
INSERT INTO "review" VALUES (6,8,5,5,'2022-03-25','Y');
INSERT INTO "review" VALUES (7,11,5,4,'2022-03-28','Y');
INSERT INTO "review" VALUES (8,1,4,4,'2022-04-20','Y');
INSERT INTO "review" VALUES (9,12,9,3,'2022-05-30','N');
INSERT INTO "review" VALUES (10,10,7,5,'2022-06-25','Y');
INSERT INTO "review" VALUES (11,5,7,4,'2022-06-26','Y');
INSERT INTO "review" VALUES (12,2,8,2,'2022-07-20','N');
INSERT INTO "review" VALUES (13,9,12,4,'2022-09-25','Y');
INSERT INTO "review" VALUES (14,7,13,3,'2022-10-20','N');
INSERT INTO "review" VALUES (15,3,16,5,'2022-11-25','Y');
INSERT INTO "review" VALUES (16,8,14,1,'2023-01-30','N');
INSERT INTO "review" VALUES (17,4,10,4,'2023-02-02','Y');
INSERT INTO "review" VALUES (18,1,2,4,'2023-02-25','Y');
'''

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
#      builds dev.jsonl's "create table ... as select <g> as <g>, count(*) as number, ..." setup
# A second wording of an intent follows the first directly and carries again=True.

QUESTIONS = [
    # ------------------------------------------------------------------ county_elections
    dict(
        db="county_elections", shape="simple",
        q="How many candidates are standing in the election?",
        sql="select count(*) from candidate",
        T=("candidate", "nominee", "contender",
           "select count(*) from {t}"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="List the last names of all candidates ordered by age.",
        sql="select lname from candidate order by age",
        J=[("candidate", "LName",
            "select t2.lname from candidate as t1 join candidate_lname as t2 on t1.cand_id = t2.cand_id order by t1.age"),
           ("candidate", "Age",
            "select t1.lname from candidate as t1 join candidate_age as t2 on t1.cand_id = t2.cand_id order by t2.age")],
        C=("candidate", "Age", "age_years", "years_of_age",
           "select lname from candidate order by {c}"),
    ),
    dict(
        db="county_elections", shape="simple", again=True,
        q="Sort the candidates from youngest to oldest and give each one's surname.",
        sql="select lname from candidate order by age asc",
        J=[("candidate", "Age",
            "select t1.lname from candidate as t1 join candidate_age as t2 on t1.cand_id = t2.cand_id order by t2.age asc")],
    ),
    dict(
        db="county_elections", shape="simple",
        q="What is the average age of the candidates?",
        sql="select avg(age) from candidate",
        C=("candidate", "Age", "age_years", "years_of_age",
           "select avg({c}) from candidate"),
        T=("candidate", "nominee", "contender",
           "select avg(age) from {t}"),
        P=("candidate_age", "candidate", None, "age",
           "select avg_age from candidate_age"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="List the names of the polling stations in Bramwell.",
        sql="select name from polling_station where city = 'Bramwell'",
        J=[("polling_station", "city",
            "select t1.name from polling_station as t1 join polling_station_city as t2 on t1.station_id = t2.station_id where t2.city = 'Bramwell'"),
           ("polling_station", "name",
            "select t2.name from polling_station as t1 join polling_station_name as t2 on t1.station_id = t2.station_id where t1.city = 'Bramwell'")],
        C=("polling_station", "city", "town", "municipality",
           "select name from polling_station where {c} = 'Bramwell'"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="How many districts are located in Ashford?",
        sql="select count(*) from district where city = 'Ashford'",
        J=[("district", "city",
            "select count(*) from district as t1 join district_city as t2 on t1.district_id = t2.district_id where t2.city = 'Ashford'")],
        T=("district", "ward", "electoral_district",
           "select count(*) from {t} where city = 'Ashford'"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="Which polling stations are not wheelchair accessible? Give their names.",
        sql="select name from polling_station where is_accessible = 'N'",
        J=[("polling_station", "Is_Accessible",
            "select t1.name from polling_station as t1 join polling_station_is_accessible as t2 on t1.station_id = t2.station_id where t2.is_accessible = 'N'")],
        C=("polling_station", "Is_Accessible", "step_free", "wheelchair_access",
           "select name from polling_station where {c} = 'N'"),
        T=("polling_station", "voting_place", "ballot_site",
           "select name from {t} where is_accessible = 'N'"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="Find the total number of votes cast across all polling stations.",
        sql="select sum(votes_cast) from results",
        C=("results", "Votes_Cast", "vote_count", "ballots",
           "select sum({c}) from results"),
        T=("results", "election_result", "tally",
           "select sum(votes_cast) from {t}"),
        P=("results_votes_cast", "results", None, "votes_cast",
           "select sum_votes_cast from results_votes_cast"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="What are the names of the parties founded before 1975?",
        sql="select party_name from party where founded < 1975",
        J=[("party", "Founded",
            "select t1.party_name from party as t1 join party_founded as t2 on t1.party_id = t2.party_id where t2.founded < 1975"),
           ("party", "party_name",
            "select t2.party_name from party as t1 join party_party_name as t2 on t1.party_id = t2.party_id where t1.founded < 1975")],
        C=("party", "Founded", "year_founded", "established",
           "select party_name from party where {c} < 1975"),
        T=("party", "political_party", "faction",
           "select party_name from {t} where founded < 1975"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="Which districts have a population between 20000 and 50000? Give the district names.",
        sql="select name from district where population between 20000 and 50000",
        J=[("district", "Population",
            "select t1.name from district as t1 join district_population as t2 on t1.district_id = t2.district_id where t2.population between 20000 and 50000"),
           ("district", "Name",
            "select t2.name from district as t1 join district_name as t2 on t1.district_id = t2.district_id where t1.population between 20000 and 50000")],
        C=("district", "Population", "residents", "inhabitants",
           "select name from district where {c} between 20000 and 50000"),
    ),
    dict(
        db="county_elections", shape="simple", again=True,
        q="Give the names of the districts whose population is at least 20000 and at most 50000.",
        sql="select name from district where population >= 20000 and population <= 50000",
        J=[("district", "Population",
            "select t1.name from district as t1 join district_population as t2 on t1.district_id = t2.district_id where t2.population >= 20000 and t2.population <= 50000")],
        T=("district", "ward", "electoral_district",
           "select name from {t} where population >= 20000 and population <= 50000"),
    ),
    dict(
        db="county_elections", shape="join",
        q="How many candidates does each party have? Show the party name and the count.",
        sql="select t1.party_name, count(*) from party as t1 join candidate as t2 on t1.party_id = t2.party_id group by t1.party_id",
        J=[("party", "party_name",
            "select t3.party_name, count(*) from party as t1 join candidate as t2 on t1.party_id = t2.party_id join party_party_name as t3 on t1.party_id = t3.party_id group by t1.party_id")],
        T=("candidate", "nominee", "contender",
           "select t1.party_name, count(*) from party as t1 join {t} as t2 on t1.party_id = t2.party_id group by t1.party_id"),
    ),
    dict(
        db="county_elections", shape="join", again=True,
        q="For every party, give its name and the number of candidates it is fielding.",
        sql="select t2.party_name, count(*) from candidate as t1 join party as t2 on t1.party_id = t2.party_id group by t2.party_name",
        J=[("party", "party_name",
            "select t3.party_name, count(*) from candidate as t1 join party as t2 on t1.party_id = t2.party_id join party_party_name as t3 on t2.party_id = t3.party_id group by t3.party_name")],
    ),
    dict(
        db="county_elections", shape="join",
        q="Which party has the most candidates?",
        sql="select t1.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id group by t1.party_id order by count(*) desc limit 1",
        J=[("party", "party_name",
            "select t3.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join party_party_name as t3 on t1.party_id = t3.party_id group by t1.party_id order by count(*) desc limit 1")],
    ),
    dict(
        db="county_elections", shape="join", again=True,
        q="Name the party that is fielding the largest number of candidates.",
        sql="select t2.party_name from candidate as t1 join party as t2 on t1.party_id = t2.party_id group by t1.party_id order by count(*) desc limit 1",
        J=[("party", "party_name",
            "select t3.party_name from candidate as t1 join party as t2 on t1.party_id = t2.party_id join party_party_name as t3 on t2.party_id = t3.party_id group by t1.party_id order by count(*) desc limit 1")],
        T=("candidate", "nominee", "contender",
           "select t2.party_name from {t} as t1 join party as t2 on t1.party_id = t2.party_id group by t1.party_id order by count(*) desc limit 1"),
    ),
    dict(
        db="county_elections", shape="join",
        q="For each party, what is the average age of its candidates? List the party names and average ages.",
        sql="select t1.party_name, avg(t2.age) from party as t1 join candidate as t2 on t1.party_id = t2.party_id group by t1.party_name",
        J=[("candidate", "Age",
            "select t1.party_name, avg(t3.age) from party as t1 join candidate as t2 on t1.party_id = t2.party_id join candidate_age as t3 on t2.cand_id = t3.cand_id group by t1.party_name")],
        C=("candidate", "Age", "age_years", "years_of_age",
           "select t1.party_name, avg(t2.{c}) from party as t1 join candidate as t2 on t1.party_id = t2.party_id group by t1.party_name"),
        P=("party_candidate_age",
           "party as t1 join candidate as t2 on t1.party_id = t2.party_id", "t1.party_name", "t2.age",
           "select party_name, avg_age from party_candidate_age"),
    ),
    dict(
        db="county_elections", shape="join",
        q="Show the first and last names of candidates who got more than 2000 votes at some polling station.",
        sql="select distinct t1.fname, t1.lname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id where t2.votes_cast > 2000",
        J=[("results", "Votes_Cast",
            "select distinct t1.fname, t1.lname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id join results_votes_cast as t3 on t2.result_id = t3.result_id where t3.votes_cast > 2000"),
           ("candidate", "LName",
            "select distinct t1.fname, t3.lname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id join candidate_lname as t3 on t1.cand_id = t3.cand_id where t2.votes_cast > 2000")],
        C=("results", "Votes_Cast", "vote_count", "ballots",
           "select distinct t1.fname, t1.lname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id where t2.{c} > 2000"),
        T=("results", "election_result", "tally",
           "select distinct t1.fname, t1.lname from candidate as t1 join {t} as t2 on t1.cand_id = t2.cand_id where t2.votes_cast > 2000"),
    ),
    dict(
        db="county_elections", shape="join",
        q="What is the total number of votes each candidate received? Show the last name and the total.",
        sql="select t1.lname, sum(t2.votes_cast) from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id group by t1.cand_id",
        J=[("results", "Votes_Cast",
            "select t1.lname, sum(t3.votes_cast) from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id join results_votes_cast as t3 on t2.result_id = t3.result_id group by t1.cand_id"),
           ("candidate", "LName",
            "select t3.lname, sum(t2.votes_cast) from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id join candidate_lname as t3 on t1.cand_id = t3.cand_id group by t1.cand_id")],
        C=("results", "Votes_Cast", "vote_count", "ballots",
           "select t1.lname, sum(t2.{c}) from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id group by t1.cand_id"),
    ),
    dict(
        db="county_elections", shape="join", again=True,
        q="For each candidate, return the surname along with the sum of the votes cast for them.",
        sql="select t2.lname, sum(t1.votes_cast) from results as t1 join candidate as t2 on t1.cand_id = t2.cand_id group by t1.cand_id",
        J=[("candidate", "LName",
            "select t3.lname, sum(t1.votes_cast) from results as t1 join candidate as t2 on t1.cand_id = t2.cand_id join candidate_lname as t3 on t2.cand_id = t3.cand_id group by t1.cand_id")],
        T=("results", "election_result", "tally",
           "select t2.lname, sum(t1.votes_cast) from {t} as t1 join candidate as t2 on t1.cand_id = t2.cand_id group by t1.cand_id"),
    ),
    dict(
        db="county_elections", shape="nested",
        q="Which parties have no candidates? List the party names.",
        sql="select party_name from party where party_id not in (select party_id from candidate)",
        J=[("party", "party_name",
            "select t2.party_name from party as t1 join party_party_name as t2 on t1.party_id = t2.party_id where t1.party_id not in (select party_id from candidate)")],
        T=("candidate", "nominee", "contender",
           "select party_name from party where party_id not in (select party_id from {t})"),
    ),
    dict(
        db="county_elections", shape="nested", again=True,
        q="Find the parties that are not fielding a single candidate.",
        sql="select party_name from party except select t1.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id",
        J=[("party", "party_name",
            "select t2.party_name from party as t1 join party_party_name as t2 on t1.party_id = t2.party_id except select t3.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join party_party_name as t3 on t1.party_id = t3.party_id")],
    ),
    dict(
        db="county_elections", shape="nested",
        q="Find the names of the polling stations that have more booths than the average polling station.",
        sql="select name from polling_station where num_booths > (select avg(num_booths) from polling_station)",
        J=[("polling_station", "Num_Booths",
            "select t1.name from polling_station as t1 join polling_station_num_booths as t2 on t1.station_id = t2.station_id where t2.num_booths > (select avg(num_booths) from polling_station_num_booths)")],
        C=("polling_station", "Num_Booths", "booth_count", "voting_booths",
           "select name from polling_station where {c} > (select avg({c}) from polling_station)"),
    ),
    dict(
        db="county_elections", shape="nested",
        q="List the last names of candidates who are incumbents or are older than 60.",
        sql="select lname from candidate where is_incumbent = 'Y' union select lname from candidate where age > 60",
        J=[("candidate", "Is_Incumbent",
            "select t1.lname from candidate as t1 join candidate_is_incumbent as t2 on t1.cand_id = t2.cand_id where t2.is_incumbent = 'Y' union select lname from candidate where age > 60"),
           ("candidate", "Age",
            "select lname from candidate where is_incumbent = 'Y' union select t1.lname from candidate as t1 join candidate_age as t2 on t1.cand_id = t2.cand_id where t2.age > 60")],
        C=("candidate", "Is_Incumbent", "incumbent", "currently_in_office",
           "select lname from candidate where {c} = 'Y' union select lname from candidate where age > 60"),
    ),
    dict(
        db="county_elections", shape="nested", again=True,
        q="Find the surnames of the candidates who are over 60 years old or currently hold the seat.",
        sql="select lname from candidate where age > 60 union select lname from candidate where is_incumbent = 'Y'",
        J=[("candidate", "LName",
            "select t2.lname from candidate as t1 join candidate_lname as t2 on t1.cand_id = t2.cand_id where t1.age > 60 union select t2.lname from candidate as t1 join candidate_lname as t2 on t1.cand_id = t2.cand_id where t1.is_incumbent = 'Y'")],
    ),
    dict(
        db="county_elections", shape="nested",
        q="Which occupations are shared by at least one female and one male candidate?",
        sql="select occupation from candidate where gender = 'F' intersect select occupation from candidate where gender = 'M'",
        J=[("candidate", "Occupation",
            "select t2.occupation from candidate as t1 join candidate_occupation as t2 on t1.cand_id = t2.cand_id where t1.gender = 'F' intersect select t2.occupation from candidate as t1 join candidate_occupation as t2 on t1.cand_id = t2.cand_id where t1.gender = 'M'"),
           ("candidate", "Gender",
            "select t1.occupation from candidate as t1 join candidate_gender as t2 on t1.cand_id = t2.cand_id where t2.gender = 'F' intersect select t1.occupation from candidate as t1 join candidate_gender as t2 on t1.cand_id = t2.cand_id where t2.gender = 'M'")],
        C=("candidate", "Occupation", "profession", "job",
           "select {c} from candidate where gender = 'F' intersect select {c} from candidate where gender = 'M'"),
    ),
    dict(
        db="county_elections", shape="join",
        q="List the names of the polling stations where candidates of the Workers Union Party received votes.",
        sql="select distinct t4.name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id join polling_station as t4 on t3.station_id = t4.station_id where t1.party_name = 'Workers Union Party'",
        J=[("party", "party_name",
            "select distinct t4.name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id join polling_station as t4 on t3.station_id = t4.station_id join party_party_name as t5 on t1.party_id = t5.party_id where t5.party_name = 'Workers Union Party'"),
           ("polling_station", "name",
            "select distinct t5.name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id join polling_station as t4 on t3.station_id = t4.station_id join polling_station_name as t5 on t4.station_id = t5.station_id where t1.party_name = 'Workers Union Party'")],
        T=("results", "election_result", "tally",
           "select distinct t4.name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join {t} as t3 on t2.cand_id = t3.cand_id join polling_station as t4 on t3.station_id = t4.station_id where t1.party_name = 'Workers Union Party'"),
    ),
    dict(
        db="county_elections", shape="join",
        q="What is the total number of votes won by each party? Show the party name and the total.",
        sql="select t1.party_name, sum(t3.votes_cast) from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id group by t1.party_name",
        J=[("results", "Votes_Cast",
            "select t1.party_name, sum(t4.votes_cast) from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id join results_votes_cast as t4 on t3.result_id = t4.result_id group by t1.party_name")],
        P=("party_results_votes_cast",
           "party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id",
           "t1.party_name", "t3.votes_cast",
           "select party_name, sum_votes_cast from party_results_votes_cast"),
    ),
    dict(
        db="county_elections", shape="join",
        q="Which party received the most votes overall?",
        sql="select t1.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id group by t1.party_id order by sum(t3.votes_cast) desc limit 1",
        J=[("results", "Votes_Cast",
            "select t1.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id join results_votes_cast as t4 on t3.result_id = t4.result_id group by t1.party_id order by sum(t4.votes_cast) desc limit 1"),
           ("party", "party_name",
            "select t4.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id join party_party_name as t4 on t1.party_id = t4.party_id group by t1.party_id order by sum(t3.votes_cast) desc limit 1")],
        C=("results", "Votes_Cast", "vote_count", "ballots",
           "select t1.party_name from party as t1 join candidate as t2 on t1.party_id = t2.party_id join results as t3 on t2.cand_id = t3.cand_id group by t1.party_id order by sum(t3.{c}) desc limit 1"),
    ),
    dict(
        db="county_elections", shape="agg",
        q="How many polling stations are there in each city?",
        sql="select city, count(*) from polling_station group by city",
        C=("polling_station", "city", "town", "municipality",
           "select {c}, count(*) from polling_station group by {c}"),
        T=("polling_station", "voting_place", "ballot_site",
           "select city, count(*) from {t} group by city"),
    ),
    dict(
        db="county_elections", shape="join",
        q="Which districts have more than one polling station? Give the district name and the number of stations.",
        sql="select t1.name, count(*) from district as t1 join polling_station as t2 on t1.district_id = t2.district_id group by t1.district_id having count(*) > 1",
        J=[("district", "Name",
            "select t3.name, count(*) from district as t1 join polling_station as t2 on t1.district_id = t2.district_id join district_name as t3 on t1.district_id = t3.district_id group by t1.district_id having count(*) > 1")],
        T=("polling_station", "voting_place", "ballot_site",
           "select t1.name, count(*) from district as t1 join {t} as t2 on t1.district_id = t2.district_id group by t1.district_id having count(*) > 1"),
    ),
    dict(
        db="county_elections", shape="join", again=True,
        q="Find the districts with at least two polling stations, and show each district's name together with its number of stations.",
        sql="select t1.name, count(*) from district as t1 join polling_station as t2 on t1.district_id = t2.district_id group by t1.district_id having count(*) >= 2",
        J=[("district", "Name",
            "select t3.name, count(*) from district as t1 join polling_station as t2 on t1.district_id = t2.district_id join district_name as t3 on t1.district_id = t3.district_id group by t1.district_id having count(*) >= 2")],
    ),
    dict(
        db="county_elections", shape="agg",
        q="How many different occupations do the candidates have?",
        sql="select count(distinct occupation) from candidate",
        T=("candidate", "nominee", "contender",
           "select count(distinct occupation) from {t}"),
    ),
    dict(
        db="county_elections", shape="agg",
        q="For each city, show the average and the maximum population of its districts.",
        sql="select city, avg(population), max(population) from district group by city",
        J=[("district", "Population",
            "select t1.city, avg(t2.population), max(t2.population) from district as t1 join district_population as t2 on t1.district_id = t2.district_id group by t1.city")],
        C=("district", "Population", "residents", "inhabitants",
           "select city, avg({c}), max({c}) from district group by city"),
        P=("district_population", "district", "city", "population",
           "select city, avg_population, max_population from district_population"),
    ),
    dict(
        db="county_elections", shape="nested",
        q="Show the first names of the candidates who never came first at any polling station.",
        sql="select fname from candidate except select t1.fname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id where t2.rank = 1",
        J=[("results", "Rank",
            "select fname from candidate except select t1.fname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id join results_rank as t3 on t2.result_id = t3.result_id where t3.rank = 1"),
           ("candidate", "Fname",
            "select t2.fname from candidate as t1 join candidate_fname as t2 on t1.cand_id = t2.cand_id except select t3.fname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id join candidate_fname as t3 on t1.cand_id = t3.cand_id where t2.rank = 1")],
        C=("results", "Rank", "position", "placing",
           "select fname from candidate except select t1.fname from candidate as t1 join results as t2 on t1.cand_id = t2.cand_id where t2.{c} = 1"),
    ),
    dict(
        db="county_elections", shape="nested", again=True,
        q="Which candidates were not ranked first at any polling station? Give their first names.",
        sql="select fname from candidate where cand_id not in (select cand_id from results where rank = 1)",
        J=[("results", "Rank",
            "select fname from candidate where cand_id not in (select t1.cand_id from results as t1 join results_rank as t2 on t1.result_id = t2.result_id where t2.rank = 1)")],
        T=("results", "election_result", "tally",
           "select fname from candidate where cand_id not in (select cand_id from {t} where rank = 1)"),
    ),
    dict(
        db="county_elections", shape="simple",
        q="What is the name of the district with the largest population?",
        sql="select name from district order by population desc limit 1",
        J=[("district", "Population",
            "select t1.name from district as t1 join district_population as t2 on t1.district_id = t2.district_id order by t2.population desc limit 1"),
           ("district", "Name",
            "select t2.name from district as t1 join district_name as t2 on t1.district_id = t2.district_id order by t1.population desc limit 1")],
        C=("district", "Population", "residents", "inhabitants",
           "select name from district order by {c} desc limit 1"),
    ),
    dict(
        db="county_elections", shape="nested", again=True,
        q="Which district is the most populous? Give its name.",
        sql="select name from district where population = (select max(population) from district)",
        J=[("district", "Population",
            "select t1.name from district as t1 join district_population as t2 on t1.district_id = t2.district_id where t2.population = (select max(population) from district_population)")],
    ),
    dict(
        db="county_elections", shape="join",
        q="How many votes were cast in total at the polling stations of the Riverside district?",
        sql="select sum(t2.votes_cast) from polling_station as t1 join results as t2 on t1.station_id = t2.station_id join district as t3 on t1.district_id = t3.district_id where t3.name = 'Riverside'",
        J=[("district", "Name",
            "select sum(t2.votes_cast) from polling_station as t1 join results as t2 on t1.station_id = t2.station_id join district as t3 on t1.district_id = t3.district_id join district_name as t4 on t3.district_id = t4.district_id where t4.name = 'Riverside'"),
           ("results", "Votes_Cast",
            "select sum(t4.votes_cast) from polling_station as t1 join results as t2 on t1.station_id = t2.station_id join district as t3 on t1.district_id = t3.district_id join results_votes_cast as t4 on t2.result_id = t4.result_id where t3.name = 'Riverside'")],
        P=("district_results_votes_cast",
           "polling_station as t1 join results as t2 on t1.station_id = t2.station_id join district as t3 on t1.district_id = t3.district_id",
           "t3.name", "t2.votes_cast",
           "select sum_votes_cast from district_results_votes_cast where name = 'Riverside'"),
    ),
    # ------------------------------------------------------------------ ferry_company
    dict(
        db="ferry_company", shape="simple",
        q="How many ships does the ferry company operate?",
        sql="select count(*) from ship",
        T=("ship", "vessel", "boat",
           "select count(*) from {t}"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="What is the tonnage of the biggest ship in the fleet?",
        sql="select max(tonnage) from ship",
        C=("ship", "Tonnage", "gross_tonnage", "displacement",
           "select max({c}) from ship"),
        T=("ship", "vessel", "boat",
           "select max(tonnage) from {t}"),
        P=("ship_tonnage", "ship", None, "tonnage",
           "select max_tonnage from ship_tonnage"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="How many of the crew members are engineers?",
        sql="select count(*) from crew_member where rank = 'Engineer'",
        T=("crew_member", "seafarer", "crew",
           "select count(*) from {t} where rank = 'Engineer'"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="Show the distinct nationalities of the crew.",
        sql="select distinct nationality from crew_member",
        T=("crew_member", "seafarer", "crew",
           "select distinct nationality from {t}"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="List the names of the ships built before 2000.",
        sql="select name from ship where built_year < 2000",
        J=[("ship", "built_year",
            "select t1.name from ship as t1 join ship_built_year as t2 on t1.ship_id = t2.ship_id where t2.built_year < 2000"),
           ("ship", "name",
            "select t2.name from ship as t1 join ship_name as t2 on t1.ship_id = t2.ship_id where t1.built_year < 2000")],
        C=("ship", "built_year", "year_built", "construction_year",
           "select name from ship where {c} < 2000"),
        T=("ship", "vessel", "boat",
           "select name from {t} where built_year < 2000"),
    ),
    dict(
        db="ferry_company", shape="simple", again=True,
        q="Which ships were built in 1999 or earlier? Give their names.",
        sql="select name from ship where built_year <= 1999",
        J=[("ship", "built_year",
            "select t1.name from ship as t1 join ship_built_year as t2 on t1.ship_id = t2.ship_id where t2.built_year <= 1999")],
    ),
    dict(
        db="ferry_company", shape="simple",
        q="What is the name and passenger capacity of the ship with the greatest tonnage?",
        sql="select name, max_passengers from ship order by tonnage desc limit 1",
        J=[("ship", "Tonnage",
            "select t1.name, t1.max_passengers from ship as t1 join ship_tonnage as t2 on t1.ship_id = t2.ship_id order by t2.tonnage desc limit 1"),
           ("ship", "max_passengers",
            "select t1.name, t2.max_passengers from ship as t1 join ship_max_passengers as t2 on t1.ship_id = t2.ship_id order by t1.tonnage desc limit 1")],
        C=("ship", "max_passengers", "capacity", "passenger_capacity",
           "select name, {c} from ship order by tonnage desc limit 1"),
    ),
    dict(
        db="ferry_company", shape="nested", again=True,
        q="Which ship is the heaviest by tonnage? Give its name and how many passengers it can carry.",
        sql="select name, max_passengers from ship where tonnage = (select max(tonnage) from ship)",
        J=[("ship", "Tonnage",
            "select t1.name, t1.max_passengers from ship as t1 join ship_tonnage as t2 on t1.ship_id = t2.ship_id where t2.tonnage = (select max(tonnage) from ship_tonnage)")],
        C=("ship", "Tonnage", "gross_tonnage", "displacement",
           "select name, max_passengers from ship where {c} = (select max({c}) from ship)"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="List the names of all ships, with the oldest ship first.",
        sql="select name from ship order by built_year",
        J=[("ship", "name",
            "select t2.name from ship as t1 join ship_name as t2 on t1.ship_id = t2.ship_id order by t1.built_year"),
           ("ship", "built_year",
            "select t1.name from ship as t1 join ship_built_year as t2 on t1.ship_id = t2.ship_id order by t2.built_year")],
        C=("ship", "built_year", "year_built", "construction_year",
           "select name from ship order by {c}"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="Which ships can carry more than 1000 passengers? Give their names.",
        sql="select name from ship where max_passengers > 1000",
        J=[("ship", "max_passengers",
            "select t1.name from ship as t1 join ship_max_passengers as t2 on t1.ship_id = t2.ship_id where t2.max_passengers > 1000"),
           ("ship", "name",
            "select t2.name from ship as t1 join ship_name as t2 on t1.ship_id = t2.ship_id where t1.max_passengers > 1000")],
        C=("ship", "max_passengers", "capacity", "passenger_capacity",
           "select name from ship where {c} > 1000"),
        T=("ship", "vessel", "boat",
           "select name from {t} where max_passengers > 1000"),
    ),
    dict(
        db="ferry_company", shape="agg",
        q="For each flag, count the ships that have a car deck.",
        sql="select flag, count(*) from ship where has_car_deck = 'Y' group by flag",
        J=[("ship", "Flag",
            "select t2.flag, count(*) from ship as t1 join ship_flag as t2 on t1.ship_id = t2.ship_id where t1.has_car_deck = 'Y' group by t2.flag"),
           ("ship", "Has_Car_Deck",
            "select t1.flag, count(*) from ship as t1 join ship_has_car_deck as t2 on t1.ship_id = t2.ship_id where t2.has_car_deck = 'Y' group by t1.flag")],
        C=("ship", "Has_Car_Deck", "carries_vehicles", "vehicle_deck",
           "select flag, count(*) from ship where {c} = 'Y' group by flag"),
    ),
    dict(
        db="ferry_company", shape="agg",
        q="What is the average tonnage of the ships with a car deck and of those without one?",
        sql="select has_car_deck, avg(tonnage) from ship group by has_car_deck",
        J=[("ship", "Tonnage",
            "select t1.has_car_deck, avg(t2.tonnage) from ship as t1 join ship_tonnage as t2 on t1.ship_id = t2.ship_id group by t1.has_car_deck"),
           ("ship", "Has_Car_Deck",
            "select t2.has_car_deck, avg(t1.tonnage) from ship as t1 join ship_has_car_deck as t2 on t1.ship_id = t2.ship_id group by t2.has_car_deck")],
        P=("ship_tonnage", "ship", "has_car_deck", "tonnage",
           "select has_car_deck, avg_tonnage from ship_tonnage"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="Which ports are in Sweden or Norway? List their names.",
        sql="select port_name from port where country = 'Sweden' or country = 'Norway'",
        J=[("port", "Country",
            "select t1.port_name from port as t1 join port_country as t2 on t1.port_id = t2.port_id where t2.country = 'Sweden' or t2.country = 'Norway'"),
           ("port", "Port_Name",
            "select t2.port_name from port as t1 join port_port_name as t2 on t1.port_id = t2.port_id where t1.country = 'Sweden' or t1.country = 'Norway'")],
        C=("port", "Country", "nation", "country_name",
           "select port_name from port where {c} = 'Sweden' or {c} = 'Norway'"),
        T=("port", "harbour", "terminal",
           "select port_name from {t} where country = 'Sweden' or country = 'Norway'"),
    ),
    dict(
        db="ferry_company", shape="agg",
        q="What is the average fare of the routes longer than 150 nautical miles?",
        sql="select avg(adult_fare) from route where distance_nm > 150",
        J=[("route", "Adult_Fare",
            "select avg(t2.adult_fare) from route as t1 join route_adult_fare as t2 on t1.route_id = t2.route_id where t1.distance_nm > 150"),
           ("route", "Distance_nm",
            "select avg(t1.adult_fare) from route as t1 join route_distance_nm as t2 on t1.route_id = t2.route_id where t2.distance_nm > 150")],
        C=("route", "Distance_nm", "length_nm", "nautical_miles",
           "select avg(adult_fare) from route where {c} > 150"),
        T=("route", "crossing", "ferry_line",
           "select avg(adult_fare) from {t} where distance_nm > 150"),
    ),
    dict(
        db="ferry_company", shape="join",
        q="For each ship, show its name and the number of sailings it has made.",
        sql="select t1.name, count(*) from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id group by t1.ship_id",
        J=[("ship", "name",
            "select t3.name, count(*) from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id join ship_name as t3 on t1.ship_id = t3.ship_id group by t1.ship_id")],
        T=("sailing", "voyage", "departure",
           "select t1.name, count(*) from ship as t1 join {t} as t2 on t1.ship_id = t2.ship_id group by t1.ship_id"),
    ),
    dict(
        db="ferry_company", shape="join", again=True,
        q="How many sailings has each ship completed? List the ship names with their counts.",
        sql="select t2.name, count(*) from sailing as t1 join ship as t2 on t1.ship_id = t2.ship_id group by t2.name",
        J=[("ship", "name",
            "select t3.name, count(*) from sailing as t1 join ship as t2 on t1.ship_id = t2.ship_id join ship_name as t3 on t2.ship_id = t3.ship_id group by t3.name")],
    ),
    dict(
        db="ferry_company", shape="join",
        q="Which ship has made the most sailings?",
        sql="select t1.name from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id group by t1.ship_id order by count(*) desc limit 1",
        J=[("ship", "name",
            "select t3.name from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id join ship_name as t3 on t1.ship_id = t3.ship_id group by t1.ship_id order by count(*) desc limit 1")],
    ),
    dict(
        db="ferry_company", shape="join", again=True,
        q="Name the ship with the largest number of sailings.",
        sql="select t2.name from sailing as t1 join ship as t2 on t1.ship_id = t2.ship_id group by t1.ship_id order by count(*) desc limit 1",
        J=[("ship", "name",
            "select t3.name from sailing as t1 join ship as t2 on t1.ship_id = t2.ship_id join ship_name as t3 on t2.ship_id = t3.ship_id group by t1.ship_id order by count(*) desc limit 1")],
    ),
    dict(
        db="ferry_company", shape="nested",
        q="Show the names of the ships that have never sailed.",
        sql="select name from ship where ship_id not in (select ship_id from sailing)",
        J=[("ship", "name",
            "select t2.name from ship as t1 join ship_name as t2 on t1.ship_id = t2.ship_id where t1.ship_id not in (select ship_id from sailing)")],
        T=("sailing", "voyage", "departure",
           "select name from ship where ship_id not in (select ship_id from {t})"),
    ),
    dict(
        db="ferry_company", shape="nested", again=True,
        q="Which ships have no sailings on record? Return their names.",
        sql="select name from ship except select t1.name from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id",
        J=[("ship", "name",
            "select t2.name from ship as t1 join ship_name as t2 on t1.ship_id = t2.ship_id except select t3.name from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id join ship_name as t3 on t1.ship_id = t3.ship_id")],
    ),
    dict(
        db="ferry_company", shape="nested",
        q="Which ships have never sailed to Visby?",
        sql="select name from ship except select t1.name from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id join route as t3 on t2.route_id = t3.route_id join port as t4 on t3.dest_port_id = t4.port_id where t4.city = 'Visby'",
        J=[("port", "city",
            "select name from ship except select t1.name from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id join route as t3 on t2.route_id = t3.route_id join port as t4 on t3.dest_port_id = t4.port_id join port_city as t5 on t4.port_id = t5.port_id where t5.city = 'Visby'"),
           ("ship", "name",
            "select t2.name from ship as t1 join ship_name as t2 on t1.ship_id = t2.ship_id except select t5.name from ship as t1 join sailing as t2 on t1.ship_id = t2.ship_id join route as t3 on t2.route_id = t3.route_id join port as t4 on t3.dest_port_id = t4.port_id join ship_name as t5 on t1.ship_id = t5.ship_id where t4.city = 'Visby'")],
        T=("sailing", "voyage", "departure",
           "select name from ship except select t1.name from ship as t1 join {t} as t2 on t1.ship_id = t2.ship_id join route as t3 on t2.route_id = t3.route_id join port as t4 on t3.dest_port_id = t4.port_id where t4.city = 'Visby'"),
    ),
    dict(
        db="ferry_company", shape="nested", again=True,
        q="Find the names of the ships that have not made a single sailing to Visby.",
        sql="select name from ship where ship_id not in (select t1.ship_id from sailing as t1 join route as t2 on t1.route_id = t2.route_id join port as t3 on t2.dest_port_id = t3.port_id where t3.city = 'Visby')",
        J=[("port", "city",
            "select name from ship where ship_id not in (select t1.ship_id from sailing as t1 join route as t2 on t1.route_id = t2.route_id join port as t3 on t2.dest_port_id = t3.port_id join port_city as t4 on t3.port_id = t4.port_id where t4.city = 'Visby')"),
           ("ship", "name",
            "select t2.name from ship as t1 join ship_name as t2 on t1.ship_id = t2.ship_id where t1.ship_id not in (select t1.ship_id from sailing as t1 join route as t2 on t1.route_id = t2.route_id join port as t3 on t2.dest_port_id = t3.port_id where t3.city = 'Visby')")],
        C=("port", "city", "town", "port_city",
           "select name from ship where ship_id not in (select t1.ship_id from sailing as t1 join route as t2 on t1.route_id = t2.route_id join port as t3 on t2.dest_port_id = t3.port_id where t3.{c} = 'Visby')"),
    ),
    dict(
        db="ferry_company", shape="agg",
        q="What is the total number of passengers carried on each route? Show the route id and the total.",
        sql="select route_id, sum(passengers) from sailing group by route_id",
        J=[("sailing", "Passengers",
            "select t1.route_id, sum(t2.passengers) from sailing as t1 join sailing_passengers as t2 on t1.sailing_id = t2.sailing_id group by t1.route_id")],
        C=("sailing", "Passengers", "passenger_count", "pax",
           "select route_id, sum({c}) from sailing group by route_id"),
        P=("sailing_passengers", "sailing", "route_id", "passengers",
           "select route_id, sum_passengers from sailing_passengers"),
    ),
    dict(
        db="ferry_company", shape="join",
        q="What are the first and last names of the crew members assigned to the Baltic Breeze?",
        sql="select t1.fname, t1.lname from crew_member as t1 join crew_assignment as t2 on t1.crew_id = t2.crew_id join ship as t3 on t2.ship_id = t3.ship_id where t3.name = 'Baltic Breeze'",
        J=[("crew_member", "Fname",
            "select t4.fname, t1.lname from crew_member as t1 join crew_assignment as t2 on t1.crew_id = t2.crew_id join ship as t3 on t2.ship_id = t3.ship_id join crew_member_fname as t4 on t1.crew_id = t4.crew_id where t3.name = 'Baltic Breeze'"),
           ("ship", "name",
            "select t1.fname, t1.lname from crew_member as t1 join crew_assignment as t2 on t1.crew_id = t2.crew_id join ship as t3 on t2.ship_id = t3.ship_id join ship_name as t4 on t3.ship_id = t4.ship_id where t4.name = 'Baltic Breeze'")],
        T=("crew_assignment", "posting", "deployment",
           "select t1.fname, t1.lname from crew_member as t1 join {t} as t2 on t1.crew_id = t2.crew_id join ship as t3 on t2.ship_id = t3.ship_id where t3.name = 'Baltic Breeze'"),
    ),
    dict(
        db="ferry_company", shape="join", again=True,
        q="Who serves aboard the Baltic Breeze? Give the crew members' first names and surnames.",
        sql="select t3.fname, t3.lname from ship as t1 join crew_assignment as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id where t1.name = 'Baltic Breeze'",
        J=[("crew_member", "LName",
            "select t3.fname, t4.lname from ship as t1 join crew_assignment as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id join crew_member_lname as t4 on t3.crew_id = t4.crew_id where t1.name = 'Baltic Breeze'")],
    ),
    dict(
        db="ferry_company", shape="join",
        q="Which crew members have been assigned to more than one ship? Show their last names.",
        sql="select t1.lname from crew_member as t1 join crew_assignment as t2 on t1.crew_id = t2.crew_id group by t1.crew_id having count(*) > 1",
        J=[("crew_member", "LName",
            "select t3.lname from crew_member as t1 join crew_assignment as t2 on t1.crew_id = t2.crew_id join crew_member_lname as t3 on t1.crew_id = t3.crew_id group by t1.crew_id having count(*) > 1")],
        T=("crew_assignment", "posting", "deployment",
           "select t1.lname from crew_member as t1 join {t} as t2 on t1.crew_id = t2.crew_id group by t1.crew_id having count(*) > 1"),
    ),
    dict(
        db="ferry_company", shape="join", again=True,
        q="Give the surnames of the crew members who have worked on at least two ships.",
        sql="select t1.lname from crew_member as t1 join crew_assignment as t2 on t1.crew_id = t2.crew_id group by t1.crew_id having count(*) >= 2",
        J=[("crew_member", "LName",
            "select t3.lname from crew_member as t1 join crew_assignment as t2 on t1.crew_id = t2.crew_id join crew_member_lname as t3 on t1.crew_id = t3.crew_id group by t1.crew_id having count(*) >= 2")],
    ),
    dict(
        db="ferry_company", shape="agg",
        q="What is the average salary of the crew members of each rank? Sort by average salary in descending order.",
        sql="select rank, avg(salary) from crew_member group by rank order by avg(salary) desc",
        J=[("crew_member", "Salary",
            "select t1.rank, avg(t2.salary) from crew_member as t1 join crew_member_salary as t2 on t1.crew_id = t2.crew_id group by t1.rank order by avg(t2.salary) desc")],
        C=("crew_member", "Salary", "annual_pay", "wage",
           "select rank, avg({c}) from crew_member group by rank order by avg({c}) desc"),
        P=("crew_member_salary", "crew_member", "rank", "salary",
           "select rank, avg_salary from crew_member_salary order by avg_salary desc"),
    ),
    dict(
        db="ferry_company", shape="nested",
        q="Which crew members are older than the average crew member? List their last names.",
        sql="select lname from crew_member where age > (select avg(age) from crew_member)",
        J=[("crew_member", "age",
            "select t1.lname from crew_member as t1 join crew_member_age as t2 on t1.crew_id = t2.crew_id where t2.age > (select avg(age) from crew_member_age)")],
        T=("crew_member", "seafarer", "crew",
           "select lname from {t} where age > (select avg(age) from {t})"),
    ),
    dict(
        db="ferry_company", shape="nested",
        q="List the names of the ships that have a captain assigned and also have a car deck.",
        sql="select t1.name from ship as t1 join crew_assignment as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id where t3.rank = 'Captain' intersect select name from ship where has_car_deck = 'Y'",
        J=[("crew_member", "Rank",
            "select t1.name from ship as t1 join crew_assignment as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id join crew_member_rank as t4 on t3.crew_id = t4.crew_id where t4.rank = 'Captain' intersect select name from ship where has_car_deck = 'Y'"),
           ("ship", "Has_Car_Deck",
            "select t1.name from ship as t1 join crew_assignment as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id where t3.rank = 'Captain' intersect select t1.name from ship as t1 join ship_has_car_deck as t2 on t1.ship_id = t2.ship_id where t2.has_car_deck = 'Y'")],
        C=("crew_member", "Rank", "position", "job_title",
           "select t1.name from ship as t1 join crew_assignment as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id where t3.{c} = 'Captain' intersect select name from ship where has_car_deck = 'Y'"),
    ),
    dict(
        db="ferry_company", shape="nested", again=True,
        q="Which ships have a car deck and also have a captain among their crew? List the ship names.",
        sql="select name from ship where has_car_deck = 'Y' intersect select t1.name from ship as t1 join crew_assignment as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id where t3.rank = 'Captain'",
        T=("crew_assignment", "posting", "deployment",
           "select name from ship where has_car_deck = 'Y' intersect select t1.name from ship as t1 join {t} as t2 on t1.ship_id = t2.ship_id join crew_member as t3 on t2.crew_id = t3.crew_id where t3.rank = 'Captain'"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="List the dates of the sailings that were delayed by more than 10 minutes.",
        sql="select date_of_sailing from sailing where delay_min > 10",
        J=[("sailing", "Delay_min",
            "select t1.date_of_sailing from sailing as t1 join sailing_delay_min as t2 on t1.sailing_id = t2.sailing_id where t2.delay_min > 10"),
           ("sailing", "date_of_sailing",
            "select t2.date_of_sailing from sailing as t1 join sailing_date_of_sailing as t2 on t1.sailing_id = t2.sailing_id where t1.delay_min > 10")],
        C=("sailing", "Delay_min", "minutes_late", "delay",
           "select date_of_sailing from sailing where {c} > 10"),
    ),
    dict(
        db="ferry_company", shape="nested",
        q="Which ports have no routes starting from them?",
        sql="select port_name from port where port_id not in (select origin_port_id from route)",
        J=[("port", "Port_Name",
            "select t2.port_name from port as t1 join port_port_name as t2 on t1.port_id = t2.port_id where t1.port_id not in (select origin_port_id from route)")],
        T=("route", "crossing", "ferry_line",
           "select port_name from port where port_id not in (select origin_port_id from {t})"),
    ),
    dict(
        db="ferry_company", shape="nested", again=True,
        q="Find the names of the ports that no route departs from.",
        sql="select port_name from port except select t2.port_name from route as t1 join port as t2 on t1.origin_port_id = t2.port_id",
        J=[("port", "Port_Name",
            "select t2.port_name from port as t1 join port_port_name as t2 on t1.port_id = t2.port_id except select t3.port_name from route as t1 join port as t2 on t1.origin_port_id = t2.port_id join port_port_name as t3 on t2.port_id = t3.port_id")],
    ),
    dict(
        db="ferry_company", shape="join",
        q="What are the origin and destination cities of the longest route?",
        sql="select t2.city, t3.city from route as t1 join port as t2 on t1.origin_port_id = t2.port_id join port as t3 on t1.dest_port_id = t3.port_id order by t1.distance_nm desc limit 1",
        J=[("route", "Distance_nm",
            "select t2.city, t3.city from route as t1 join port as t2 on t1.origin_port_id = t2.port_id join port as t3 on t1.dest_port_id = t3.port_id join route_distance_nm as t4 on t1.route_id = t4.route_id order by t4.distance_nm desc limit 1"),
           ("port", "city",
            "select t4.city, t5.city from route as t1 join port as t2 on t1.origin_port_id = t2.port_id join port as t3 on t1.dest_port_id = t3.port_id join port_city as t4 on t2.port_id = t4.port_id join port_city as t5 on t3.port_id = t5.port_id order by t1.distance_nm desc limit 1")],
        C=("route", "Distance_nm", "length_nm", "nautical_miles",
           "select t2.city, t3.city from route as t1 join port as t2 on t1.origin_port_id = t2.port_id join port as t3 on t1.dest_port_id = t3.port_id order by t1.{c} desc limit 1"),
    ),
    dict(
        db="ferry_company", shape="join",
        q="For each home port, give the port name and the total passenger capacity of the ships based there.",
        sql="select t2.port_name, sum(t1.max_passengers) from ship as t1 join port as t2 on t1.home_port_id = t2.port_id group by t2.port_name",
        J=[("ship", "max_passengers",
            "select t2.port_name, sum(t3.max_passengers) from ship as t1 join port as t2 on t1.home_port_id = t2.port_id join ship_max_passengers as t3 on t1.ship_id = t3.ship_id group by t2.port_name")],
        C=("ship", "max_passengers", "capacity", "passenger_capacity",
           "select t2.port_name, sum(t1.{c}) from ship as t1 join port as t2 on t1.home_port_id = t2.port_id group by t2.port_name"),
        P=("ship_port_max_passengers",
           "ship as t1 join port as t2 on t1.home_port_id = t2.port_id", "t2.port_name", "t1.max_passengers",
           "select port_name, sum_max_passengers from ship_port_max_passengers"),
    ),
    dict(
        db="ferry_company", shape="agg",
        q="How many passengers in total travelled on the sailings that left without any delay?",
        sql="select sum(passengers) from sailing where delay_min = 0",
        J=[("sailing", "Passengers",
            "select sum(t2.passengers) from sailing as t1 join sailing_passengers as t2 on t1.sailing_id = t2.sailing_id where t1.delay_min = 0"),
           ("sailing", "Delay_min",
            "select sum(t1.passengers) from sailing as t1 join sailing_delay_min as t2 on t1.sailing_id = t2.sailing_id where t2.delay_min = 0")],
        P=("sailing_passengers", "sailing", "delay_min", "passengers",
           "select sum_passengers from sailing_passengers where delay_min = 0"),
    ),
    dict(
        db="ferry_company", shape="simple",
        q="How many sailings took place in July 2023?",
        sql="select count(*) from sailing where date_of_sailing like '2023-07%'",
        T=("sailing", "voyage", "departure",
           "select count(*) from {t} where date_of_sailing like '2023-07%'"),
    ),
    # ------------------------------------------------------------------ book_club
    dict(
        db="book_club", shape="simple",
        q="How many books are in the club's catalogue?",
        sql="select count(*) from book",
        T=("book", "volume", "novel",
           "select count(*) from {t}"),
    ),
    dict(
        db="book_club", shape="simple",
        q="What is the average price of a book?",
        sql="select avg(price) from book",
        C=("book", "Price", "cost", "list_price",
           "select avg({c}) from book"),
        T=("book", "volume", "novel",
           "select avg(price) from {t}"),
        P=("book_price", "book", None, "price",
           "select avg_price from book_price"),
    ),
    dict(
        db="book_club", shape="simple",
        q="Give the titles of all science fiction books.",
        sql="select title from book where genre = 'Science Fiction'",
        J=[("book", "Genre",
            "select t1.title from book as t1 join book_genre as t2 on t1.book_id = t2.book_id where t2.genre = 'Science Fiction'"),
           ("book", "Title",
            "select t2.title from book as t1 join book_title as t2 on t1.book_id = t2.book_id where t1.genre = 'Science Fiction'")],
        C=("book", "Genre", "category", "book_genre",
           "select title from book where {c} = 'Science Fiction'"),
        T=("book", "volume", "novel",
           "select title from {t} where genre = 'Science Fiction'"),
    ),
    dict(
        db="book_club", shape="simple",
        q="How many members live in Millford?",
        sql="select count(*) from member where city = 'Millford'",
        J=[("member", "city",
            "select count(*) from member as t1 join member_city as t2 on t1.member_id = t2.member_id where t2.city = 'Millford'")],
        C=("member", "city", "hometown", "home_city",
           "select count(*) from member where {c} = 'Millford'"),
        T=("member", "club_member", "reader",
           "select count(*) from {t} where city = 'Millford'"),
    ),
    dict(
        db="book_club", shape="simple",
        q="In what year was the oldest book in the catalogue published?",
        sql="select min(yr_published) from book",
        C=("book", "yr_published", "publication_year", "year_published",
           "select min({c}) from book"),
        P=("book_yr_published", "book", None, "yr_published",
           "select min_yr_published from book_yr_published"),
    ),
    dict(
        db="book_club", shape="simple",
        q="What are the last names of the members who organise the club?",
        sql="select lname from member where is_organizer = 'Y'",
        J=[("member", "Is_Organizer",
            "select t1.lname from member as t1 join member_is_organizer as t2 on t1.member_id = t2.member_id where t2.is_organizer = 'Y'"),
           ("member", "Lname",
            "select t2.lname from member as t1 join member_lname as t2 on t1.member_id = t2.member_id where t1.is_organizer = 'Y'")],
        C=("member", "Is_Organizer", "organiser", "is_admin",
           "select lname from member where {c} = 'Y'"),
    ),
    dict(
        db="book_club", shape="simple",
        q="List the titles of the books published after 2015.",
        sql="select title from book where yr_published > 2015",
        J=[("book", "yr_published",
            "select t1.title from book as t1 join book_yr_published as t2 on t1.book_id = t2.book_id where t2.yr_published > 2015"),
           ("book", "Title",
            "select t2.title from book as t1 join book_title as t2 on t1.book_id = t2.book_id where t1.yr_published > 2015")],
        C=("book", "yr_published", "publication_year", "year_published",
           "select title from book where {c} > 2015"),
        T=("book", "volume", "novel",
           "select title from {t} where yr_published > 2015"),
    ),
    dict(
        db="book_club", shape="simple",
        q="What is the title of the book with the most pages?",
        sql="select title from book order by num_pages desc limit 1",
        J=[("book", "num_pages",
            "select t1.title from book as t1 join book_num_pages as t2 on t1.book_id = t2.book_id order by t2.num_pages desc limit 1"),
           ("book", "Title",
            "select t2.title from book as t1 join book_title as t2 on t1.book_id = t2.book_id order by t1.num_pages desc limit 1")],
        C=("book", "num_pages", "page_count", "length_in_pages",
           "select title from book order by {c} desc limit 1"),
    ),
    dict(
        db="book_club", shape="nested", again=True,
        q="Which book is the longest? Give its title.",
        sql="select title from book where num_pages = (select max(num_pages) from book)",
        J=[("book", "num_pages",
            "select t1.title from book as t1 join book_num_pages as t2 on t1.book_id = t2.book_id where t2.num_pages = (select max(num_pages) from book_num_pages)")],
    ),
    dict(
        db="book_club", shape="agg",
        q="What are the average, minimum and maximum prices of the books in each genre?",
        sql="select genre, avg(price), min(price), max(price) from book group by genre",
        J=[("book", "Price",
            "select t1.genre, avg(t2.price), min(t2.price), max(t2.price) from book as t1 join book_price as t2 on t1.book_id = t2.book_id group by t1.genre")],
        C=("book", "Price", "cost", "list_price",
           "select genre, avg({c}), min({c}), max({c}) from book group by genre"),
        P=("book_price", "book", "genre", "price",
           "select genre, avg_price, min_price, max_price from book_price"),
    ),
    dict(
        db="book_club", shape="simple",
        q="List the names of the authors born before 1960.",
        sql="select name from author where birth_yr < 1960",
        J=[("author", "birth_yr",
            "select t1.name from author as t1 join author_birth_yr as t2 on t1.author_id = t2.author_id where t2.birth_yr < 1960"),
           ("author", "name",
            "select t2.name from author as t1 join author_name as t2 on t1.author_id = t2.author_id where t1.birth_yr < 1960")],
        C=("author", "birth_yr", "year_of_birth", "born",
           "select name from author where {c} < 1960"),
        T=("author", "writer", "novelist",
           "select name from {t} where birth_yr < 1960"),
    ),
    dict(
        db="book_club", shape="simple", again=True,
        q="Which authors were born in 1959 or earlier? Give their names.",
        sql="select name from author where birth_yr <= 1959",
        J=[("author", "birth_yr",
            "select t1.name from author as t1 join author_birth_yr as t2 on t1.author_id = t2.author_id where t2.birth_yr <= 1959")],
    ),
    dict(
        db="book_club", shape="join",
        q="Give the titles and author names of all mystery books.",
        sql="select t1.title, t2.name from book as t1 join author as t2 on t1.author_id = t2.author_id where t1.genre = 'Mystery'",
        J=[("book", "Genre",
            "select t1.title, t2.name from book as t1 join author as t2 on t1.author_id = t2.author_id join book_genre as t3 on t1.book_id = t3.book_id where t3.genre = 'Mystery'"),
           ("author", "name",
            "select t1.title, t3.name from book as t1 join author as t2 on t1.author_id = t2.author_id join author_name as t3 on t2.author_id = t3.author_id where t1.genre = 'Mystery'")],
        C=("book", "Genre", "category", "book_genre",
           "select t1.title, t2.name from book as t1 join author as t2 on t1.author_id = t2.author_id where t1.{c} = 'Mystery'"),
        T=("author", "writer", "novelist",
           "select t1.title, t2.name from book as t1 join {t} as t2 on t1.author_id = t2.author_id where t1.genre = 'Mystery'"),
    ),
    dict(
        db="book_club", shape="join",
        q="Which author has written the most books? Give the author's name.",
        sql="select t2.name from book as t1 join author as t2 on t1.author_id = t2.author_id group by t1.author_id order by count(*) desc limit 1",
        J=[("author", "name",
            "select t3.name from book as t1 join author as t2 on t1.author_id = t2.author_id join author_name as t3 on t2.author_id = t3.author_id group by t1.author_id order by count(*) desc limit 1")],
    ),
    dict(
        db="book_club", shape="join", again=True,
        q="Find the name of the author with the largest number of books in the catalogue.",
        sql="select t1.name from author as t1 join book as t2 on t1.author_id = t2.author_id group by t1.author_id order by count(*) desc limit 1",
        J=[("author", "name",
            "select t3.name from author as t1 join book as t2 on t1.author_id = t2.author_id join author_name as t3 on t1.author_id = t3.author_id group by t1.author_id order by count(*) desc limit 1")],
    ),
    dict(
        db="book_club", shape="nested",
        q="Which authors have no books in the catalogue? Give their names.",
        sql="select name from author where author_id not in (select author_id from book)",
        J=[("author", "name",
            "select t2.name from author as t1 join author_name as t2 on t1.author_id = t2.author_id where t1.author_id not in (select author_id from book)")],
        T=("book", "volume", "novel",
           "select name from author where author_id not in (select author_id from {t})"),
    ),
    dict(
        db="book_club", shape="nested", again=True,
        q="Return the names of the authors who have not written any of the club's books.",
        sql="select name from author except select t1.name from author as t1 join book as t2 on t1.author_id = t2.author_id",
        J=[("author", "name",
            "select t2.name from author as t1 join author_name as t2 on t1.author_id = t2.author_id except select t3.name from author as t1 join book as t2 on t1.author_id = t2.author_id join author_name as t3 on t1.author_id = t3.author_id")],
    ),
    dict(
        db="book_club", shape="simple",
        q="Show the first and last names of the members who live in Oakdale and joined before 2020.",
        sql="select fname, lname from member where city = 'Oakdale' and join_date < '2020-01-01'",
        J=[("member", "city",
            "select t1.fname, t1.lname from member as t1 join member_city as t2 on t1.member_id = t2.member_id where t2.city = 'Oakdale' and t1.join_date < '2020-01-01'"),
           ("member", "Join_Date",
            "select t1.fname, t1.lname from member as t1 join member_join_date as t2 on t1.member_id = t2.member_id where t1.city = 'Oakdale' and t2.join_date < '2020-01-01'")],
        C=("member", "Join_Date", "date_joined", "member_since",
           "select fname, lname from member where city = 'Oakdale' and {c} < '2020-01-01'"),
        T=("member", "club_member", "reader",
           "select fname, lname from {t} where city = 'Oakdale' and join_date < '2020-01-01'"),
    ),
    dict(
        db="book_club", shape="simple", again=True,
        q="Which Oakdale members joined the club before 2020? Give their first and last names.",
        sql="select fname, lname from member where join_date < '2020-01-01' and city = 'Oakdale'",
        J=[("member", "Fname",
            "select t2.fname, t1.lname from member as t1 join member_fname as t2 on t1.member_id = t2.member_id where t1.join_date < '2020-01-01' and t1.city = 'Oakdale'")],
    ),
    dict(
        db="book_club", shape="join",
        q="What is the average rating of each book? Show the title and the average rating.",
        sql="select t1.title, avg(t2.rating) from book as t1 join review as t2 on t1.book_id = t2.book_id group by t1.title",
        J=[("review", "Rating",
            "select t1.title, avg(t3.rating) from book as t1 join review as t2 on t1.book_id = t2.book_id join review_rating as t3 on t2.review_id = t3.review_id group by t1.title")],
        C=("review", "Rating", "score", "stars",
           "select t1.title, avg(t2.{c}) from book as t1 join review as t2 on t1.book_id = t2.book_id group by t1.title"),
        T=("review", "critique", "book_review",
           "select t1.title, avg(t2.rating) from book as t1 join {t} as t2 on t1.book_id = t2.book_id group by t1.title"),
        P=("book_review_rating",
           "book as t1 join review as t2 on t1.book_id = t2.book_id", "t1.title", "t2.rating",
           "select title, avg_rating from book_review_rating"),
    ),
    dict(
        db="book_club", shape="join",
        q="Which book has the highest average rating?",
        sql="select t1.title from book as t1 join review as t2 on t1.book_id = t2.book_id group by t1.book_id order by avg(t2.rating) desc limit 1",
        J=[("book", "Title",
            "select t3.title from book as t1 join review as t2 on t1.book_id = t2.book_id join book_title as t3 on t1.book_id = t3.book_id group by t1.book_id order by avg(t2.rating) desc limit 1")],
    ),
    dict(
        db="book_club", shape="join",
        q="List the first names of the members who reviewed a book written by Lucia Serrano.",
        sql="select distinct t1.fname from member as t1 join review as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id join author as t4 on t3.author_id = t4.author_id where t4.name = 'Lucia Serrano'",
        J=[("author", "name",
            "select distinct t1.fname from member as t1 join review as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id join author as t4 on t3.author_id = t4.author_id join author_name as t5 on t4.author_id = t5.author_id where t5.name = 'Lucia Serrano'"),
           ("member", "Fname",
            "select distinct t5.fname from member as t1 join review as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id join author as t4 on t3.author_id = t4.author_id join member_fname as t5 on t1.member_id = t5.member_id where t4.name = 'Lucia Serrano'")],
        T=("review", "critique", "book_review",
           "select distinct t1.fname from member as t1 join {t} as t2 on t1.member_id = t2.member_id join book as t3 on t2.book_id = t3.book_id join author as t4 on t3.author_id = t4.author_id where t4.name = 'Lucia Serrano'"),
    ),
    dict(
        db="book_club", shape="join", again=True,
        q="Which members have reviewed books by the author Lucia Serrano? Give their first names.",
        sql="select distinct t4.fname from author as t1 join book as t2 on t1.author_id = t2.author_id join review as t3 on t2.book_id = t3.book_id join member as t4 on t3.member_id = t4.member_id where t1.name = 'Lucia Serrano'",
        J=[("member", "Fname",
            "select distinct t5.fname from author as t1 join book as t2 on t1.author_id = t2.author_id join review as t3 on t2.book_id = t3.book_id join member as t4 on t3.member_id = t4.member_id join member_fname as t5 on t4.member_id = t5.member_id where t1.name = 'Lucia Serrano'")],
        C=("author", "name", "author_name", "full_name",
           "select distinct t4.fname from author as t1 join book as t2 on t1.author_id = t2.author_id join review as t3 on t2.book_id = t3.book_id join member as t4 on t3.member_id = t4.member_id where t1.{c} = 'Lucia Serrano'"),
    ),
    dict(
        db="book_club", shape="join",
        q="Which members have attended at least two meetings? Give their first and last names.",
        sql="select t1.fname, t1.lname from member as t1 join meeting_attendee as t2 on t1.member_id = t2.member_id group by t1.member_id having count(*) >= 2",
        J=[("member", "Fname",
            "select t3.fname, t1.lname from member as t1 join meeting_attendee as t2 on t1.member_id = t2.member_id join member_fname as t3 on t1.member_id = t3.member_id group by t1.member_id having count(*) >= 2")],
        T=("meeting_attendee", "attendance", "participation",
           "select t1.fname, t1.lname from member as t1 join {t} as t2 on t1.member_id = t2.member_id group by t1.member_id having count(*) >= 2"),
    ),
    dict(
        db="book_club", shape="join", again=True,
        q="Find the first and last names of the members who went to more than one meeting.",
        sql="select t1.fname, t1.lname from member as t1 join meeting_attendee as t2 on t1.member_id = t2.member_id group by t1.member_id having count(*) > 1",
        J=[("member", "Lname",
            "select t1.fname, t3.lname from member as t1 join meeting_attendee as t2 on t1.member_id = t2.member_id join member_lname as t3 on t1.member_id = t3.member_id group by t1.member_id having count(*) > 1")],
    ),
    dict(
        db="book_club", shape="nested",
        q="Show the first and last names of the members who never attended a meeting.",
        sql="select fname, lname from member where member_id not in (select member_id from meeting_attendee)",
        J=[("member", "Lname",
            "select t1.fname, t2.lname from member as t1 join member_lname as t2 on t1.member_id = t2.member_id where t1.member_id not in (select member_id from meeting_attendee)")],
        T=("meeting_attendee", "attendance", "participation",
           "select fname, lname from member where member_id not in (select member_id from {t})"),
    ),
    dict(
        db="book_club", shape="join",
        q="List the titles of the books discussed at the meetings that Ben Harris attended.",
        sql="select t4.title from member as t1 join meeting_attendee as t2 on t1.member_id = t2.member_id join meeting as t3 on t2.meeting_id = t3.meeting_id join book as t4 on t3.book_id = t4.book_id where t1.fname = 'Ben' and t1.lname = 'Harris'",
        J=[("book", "Title",
            "select t5.title from member as t1 join meeting_attendee as t2 on t1.member_id = t2.member_id join meeting as t3 on t2.meeting_id = t3.meeting_id join book as t4 on t3.book_id = t4.book_id join book_title as t5 on t4.book_id = t5.book_id where t1.fname = 'Ben' and t1.lname = 'Harris'")],
        T=("meeting_attendee", "attendance", "participation",
           "select t4.title from member as t1 join {t} as t2 on t1.member_id = t2.member_id join meeting as t3 on t2.meeting_id = t3.meeting_id join book as t4 on t3.book_id = t4.book_id where t1.fname = 'Ben' and t1.lname = 'Harris'"),
    ),
    dict(
        db="book_club", shape="nested",
        q="Which members have both hosted a meeting and given some book a rating of 5? List their first and last names.",
        sql="select t1.fname, t1.lname from member as t1 join meeting as t2 on t1.member_id = t2.host_id intersect select t1.fname, t1.lname from member as t1 join review as t2 on t1.member_id = t2.member_id where t2.rating = 5",
        J=[("review", "Rating",
            "select t1.fname, t1.lname from member as t1 join meeting as t2 on t1.member_id = t2.host_id intersect select t1.fname, t1.lname from member as t1 join review as t2 on t1.member_id = t2.member_id join review_rating as t3 on t2.review_id = t3.review_id where t3.rating = 5")],
        T=("review", "critique", "book_review",
           "select t1.fname, t1.lname from member as t1 join meeting as t2 on t1.member_id = t2.host_id intersect select t1.fname, t1.lname from member as t1 join {t} as t2 on t1.member_id = t2.member_id where t2.rating = 5"),
    ),
    dict(
        db="book_club", shape="nested", again=True,
        q="Find the first and last names of the members who gave a 5-star rating and have also hosted a meeting.",
        sql="select t1.fname, t1.lname from member as t1 join review as t2 on t1.member_id = t2.member_id where t2.rating = 5 intersect select t1.fname, t1.lname from member as t1 join meeting as t2 on t1.member_id = t2.host_id",
        J=[("member", "Lname",
            "select t1.fname, t3.lname from member as t1 join review as t2 on t1.member_id = t2.member_id join member_lname as t3 on t1.member_id = t3.member_id where t2.rating = 5 intersect select t1.fname, t3.lname from member as t1 join meeting as t2 on t1.member_id = t2.host_id join member_lname as t3 on t1.member_id = t3.member_id")],
        T=("meeting", "gathering", "session",
           "select t1.fname, t1.lname from member as t1 join review as t2 on t1.member_id = t2.member_id where t2.rating = 5 intersect select t1.fname, t1.lname from member as t1 join {t} as t2 on t1.member_id = t2.host_id"),
    ),
    dict(
        db="book_club", shape="nested",
        q="List the titles of the books that are either longer than 450 pages or cost less than 11 dollars.",
        sql="select title from book where num_pages > 450 union select title from book where price < 11",
        J=[("book", "num_pages",
            "select t1.title from book as t1 join book_num_pages as t2 on t1.book_id = t2.book_id where t2.num_pages > 450 union select title from book where price < 11"),
           ("book", "Price",
            "select title from book where num_pages > 450 union select t1.title from book as t1 join book_price as t2 on t1.book_id = t2.book_id where t2.price < 11")],
        C=("book", "num_pages", "page_count", "length_in_pages",
           "select title from book where {c} > 450 union select title from book where price < 11"),
    ),
    dict(
        db="book_club", shape="agg",
        q="How many different members have written reviews?",
        sql="select count(distinct member_id) from review",
        T=("review", "critique", "book_review",
           "select count(distinct member_id) from {t}"),
    ),
    dict(
        db="book_club", shape="simple",
        q="Show the first name, city and age of every member, sorted by city and then by age from oldest to youngest.",
        sql="select fname, city, age from member order by city, age desc",
        J=[("member", "city",
            "select t1.fname, t2.city, t1.age from member as t1 join member_city as t2 on t1.member_id = t2.member_id order by t2.city, t1.age desc"),
           ("member", "Age",
            "select t1.fname, t1.city, t2.age from member as t1 join member_age as t2 on t1.member_id = t2.member_id order by t1.city, t2.age desc")],
        C=("member", "Age", "age_in_years", "years_old",
           "select fname, city, {c} from member order by city, {c} desc"),
    ),
    dict(
        db="book_club", shape="simple",
        q="What are the titles of the books with 'Lantern' in their title?",
        sql="select title from book where title like '%Lantern%'",
        J=[("book", "Title",
            "select t2.title from book as t1 join book_title as t2 on t1.book_id = t2.book_id where t2.title like '%Lantern%'")],
        T=("book", "volume", "novel",
           "select title from {t} where title like '%Lantern%'"),
    ),
    dict(
        db="book_club", shape="join",
        q="For each genre, count the reviews in which the reviewer would recommend the book.",
        sql="select t2.genre, count(*) from review as t1 join book as t2 on t1.book_id = t2.book_id where t1.would_recommend = 'Y' group by t2.genre",
        J=[("review", "Would_Recommend",
            "select t2.genre, count(*) from review as t1 join book as t2 on t1.book_id = t2.book_id join review_would_recommend as t3 on t1.review_id = t3.review_id where t3.would_recommend = 'Y' group by t2.genre"),
           ("book", "Genre",
            "select t3.genre, count(*) from review as t1 join book as t2 on t1.book_id = t2.book_id join book_genre as t3 on t2.book_id = t3.book_id where t1.would_recommend = 'Y' group by t3.genre")],
        C=("review", "Would_Recommend", "recommended", "recommends",
           "select t2.genre, count(*) from review as t1 join book as t2 on t1.book_id = t2.book_id where t1.{c} = 'Y' group by t2.genre"),
    ),
    dict(
        db="book_club", shape="agg",
        q="What is the average age of the members in each city?",
        sql="select city, avg(age) from member group by city",
        J=[("member", "Age",
            "select t1.city, avg(t2.age) from member as t1 join member_age as t2 on t1.member_id = t2.member_id group by t1.city")],
        P=("member_age", "member", "city", "age",
           "select city, avg_age from member_age"),
    ),
]

# ================================================================ hardness (information only)

# The approximation of Spider's hardness is probe_kit's (spider_hardness, hardness_summary).


# ================================================================ verification


def main():
    probe_kit.checked_main(__doc__, HERE, DEFAULT_OUT, DEFAULT_DBS, AMBIQT_DEV, DATABASES, QUESTIONS,
                           ROWS_PER_TABLE, ID_TAG)
    probe_kit.hardness_summary(QUESTIONS)


if __name__ == "__main__":
    main()
