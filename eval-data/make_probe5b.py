#!/usr/bin/env python3
"""Build eval-data/probe5b.jsonl and three new SQLite databases in eval-data/dbs5/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (city_zoo, running_club, hotel_group), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened, and
the parser's sources were not read while writing it). The structure, setup shapes and checks are
copied from make_probe4b.py (nothing is imported from it).

Each database is created from the inline SQL below (CREATE TABLE with primary and foreign keys,
then INSERT). Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL],
`setup`, `spider_sql`), with setup statements shaped exactly like dev.jsonl's:

  B  the base question on the unmodified database: setup [], gold [sql, sql]
  J  one non-key column c of table t copied, shifted by one row, into a new table "t_c" (key, c);
     gold[0] is the base SQL, gold[1] reads c through a join on the key (also inside subqueries
     that read c)
  C  c renamed to a synonym, and a second synonym column added with the shifted (+1 for numbers)
     values; gold[0] uses the first synonym, gold[1] the second
  T  table t renamed to a synonym, and a copy under a second synonym with every third row deleted;
     gold[0] uses the first table name, gold[1] the second
  P  a precomputed aggregate table "<t>_<c>" (count / sum / avg / min / max of c, grouped by the
     grouping or filter column), every value +1; gold[1] reads the precomputed column

Record ids are "<kind>5b-NNNN" (J5b-0001, ...), numbered from 1 within each kind.

Checks, on an in-memory copy of each database (SQLite backup API); if any fails nothing is
written (no database, no jsonl):
  - every gold runs; the base SQL returns at least one non-null row;
  - gold[0] of a variant gives the base result on the modified database;
  - the two golds of a J / C / T / P record return different results (multisets, in order only
    when the SQL has ORDER BY); a variant whose readings agree is not a failure but is dropped
    (and reported on stderr), since the perturbation cannot be told apart there;
  - the variant's gold[1] gives the base result on an unperturbed twin of the setup (J: the split
    table holds the unshifted values; C: the second synonym holds a plain copy; T: nothing is
    deleted; P: no +1), so that gold[1] really is the same question read another way;
  - an "... order by ... limit 1" superlative has no tie for its top row (base and gold[1]);
  - template variants (C / T) give back the base SQL for the original name.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe5b.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe5b.jsonl"
DEFAULT_DBS = HERE / "dbs5"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["city_zoo"] = r'''
CREATE TABLE "species" (
"Species_ID" int,
"Common_Name" text,
"Sci_Name" text,
"Class" text,
"Diet" text,
"Conservation_Status" text,
"Lifespan_Yrs" int,
PRIMARY KEY ("Species_ID")
);
CREATE TABLE "enclosure" (
"Enc_No" int,
"Enc_Name" text,
"Zone" text,
"Area_sqm" real,
"yr_built" text,
"Is_Indoor" text,
"Capacity" int,
PRIMARY KEY ("Enc_No")
);
CREATE TABLE "animal" (
"Animal_ID" int,
"Name" text,
"Species_ID" int,
"Enc_No" int,
"Sex" text,
"yr_born" int,
"Weight_kg" real,
"Arrival_Date" text,
PRIMARY KEY ("Animal_ID"),
FOREIGN KEY ("Species_ID") REFERENCES "species"("Species_ID"),
FOREIGN KEY ("Enc_No") REFERENCES "enclosure"("Enc_No")
);
CREATE TABLE "keeper" (
"Keeper_ID" int,
"First_Name" text,
"Last_Name" text,
"Age" int,
"Hire_Year" text,
"Salary" int,
"Head_Keeper" text,
PRIMARY KEY ("Keeper_ID")
);
CREATE TABLE "keeper_assignment" (
"Keeper_ID" int,
"Enc_No" int,
"Hours_Per_Week" int,
PRIMARY KEY ("Keeper_ID","Enc_No"),
FOREIGN KEY ("Keeper_ID") REFERENCES "keeper"("Keeper_ID"),
FOREIGN KEY ("Enc_No") REFERENCES "enclosure"("Enc_No")
);
CREATE TABLE feeding (
       Feeding_ID  INTEGER PRIMARY KEY,
       Animal_ID   INTEGER,
       Keeper_ID   INTEGER,
       Feed_Date   VARCHAR(10),
       Food_Type   VARCHAR(30),
       Quantity_kg REAL,
       FOREIGN KEY(Animal_ID) REFERENCES animal(Animal_ID),
       FOREIGN KEY(Keeper_ID) REFERENCES keeper(Keeper_ID)
);
INSERT INTO "species" VALUES (1,'African Elephant','Loxodonta africana','Mammal','Herbivore','EN',65);
INSERT INTO "species" VALUES (2,'Lion','Panthera leo','Mammal','Carnivore','VU',14);
INSERT INTO "species" VALUES (3,'Giraffe','Giraffa camelopardalis','Mammal','Herbivore','VU',25);
INSERT INTO "species" VALUES (4,'Red Panda','Ailurus fulgens','Mammal','Omnivore','EN',12);
INSERT INTO "species" VALUES (5,'Snow Leopard','Panthera uncia','Mammal','Carnivore','VU',18);
INSERT INTO "species" VALUES (6,'Emperor Penguin','Aptenodytes forsteri','Bird','Carnivore','NT',20);
INSERT INTO "species" VALUES (7,'Scarlet Macaw','Ara macao','Bird','Herbivore','LC',50);
INSERT INTO "species" VALUES (8,'Komodo Dragon','Varanus komodoensis','Reptile','Carnivore','EN',30);
INSERT INTO "species" VALUES (9,'Green Sea Turtle','Chelonia mydas','Reptile','Herbivore','EN',80);
INSERT INTO "species" VALUES (10,'Axolotl','Ambystoma mexicanum','Amphibian','Carnivore','CR',15);
INSERT INTO "species" VALUES (11,'Poison Dart Frog','Dendrobates tinctorius','Amphibian','Carnivore','LC',10);
INSERT INTO "species" VALUES (12,'Clownfish','Amphiprion ocellaris','Fish','Omnivore','LC',8);
INSERT INTO "species" VALUES (13,'Sumatran Tiger','Panthera tigris sumatrae','Mammal','Carnivore','CR',16);
INSERT INTO "species" VALUES (14,'Chimpanzee','Pan troglodytes','Mammal','Omnivore','EN',45);
INSERT INTO "enclosure" VALUES (1,'Savanna Plains','South',5200.0,'1998','F',12);
INSERT INTO "enclosure" VALUES (2,'Big Cat Ridge','North',1850.5,'2004','F',6);
INSERT INTO "enclosure" VALUES (3,'Bamboo Grove','East',640.0,'2012','F',5);
INSERT INTO "enclosure" VALUES (4,'Polar Point','West',920.0,'2009','T',25);
INSERT INTO "enclosure" VALUES (5,'Rainforest Dome','East',1400.0,'2015','T',40);
INSERT INTO "enclosure" VALUES (6,'Reptile House','West',380.0,'1987','T',18);
INSERT INTO "enclosure" VALUES (7,'Coral Hall','Aquarium',450.0,'2018','T',60);
INSERT INTO "enclosure" VALUES (8,'Primate Island','South',2100.0,'2001','F',10);
INSERT INTO "enclosure" VALUES (9,'Dragon Rocks','North',760.0,'2010','F',4);
INSERT INTO "enclosure" VALUES (10,'Amphibian Lab','Aquarium',120.0,'2021','T',30);
INSERT INTO "enclosure" VALUES (11,'Mountain Ledge','North',1320.0,'2007','F',3);
INSERT INTO "enclosure" VALUES (12,'Turtle Lagoon','Aquarium',980.0,'2016','F',8);
INSERT INTO "animal" VALUES (1,'Tembo',1,1,'M',1995,5400.0,'2001-05-12');
INSERT INTO "animal" VALUES (2,'Nala',1,1,'F',2003,3150.0,'2008-09-30');
INSERT INTO "animal" VALUES (3,'Simba',2,2,'M',2012,190.5,'2014-03-02');
INSERT INTO "animal" VALUES (4,'Zuri',2,2,'F',2014,126.0,'2015-07-19');
INSERT INTO "animal" VALUES (5,'Stretch',3,1,'M',2010,1180.0,'2012-11-05');
INSERT INTO "animal" VALUES (6,'Amber',4,3,'F',2017,5.2,'2019-04-22');
INSERT INTO "animal" VALUES (7,'Pip',4,3,'M',2019,4.8,'2020-06-14');
INSERT INTO "animal" VALUES (8,'Ghost',5,2,'M',2013,48.0,'2016-01-28');
INSERT INTO "animal" VALUES (9,'Waddles',6,4,'F',2016,31.5,'2017-10-03');
INSERT INTO "animal" VALUES (10,'Frost',6,4,'M',2011,36.2,'2013-02-17');
INSERT INTO "animal" VALUES (11,'Rio',7,5,'M',2002,1.1,'2005-08-09');
INSERT INTO "animal" VALUES (12,'Komo',8,9,'M',2008,79.0,'2010-12-01');
INSERT INTO "animal" VALUES (13,'Shelly',9,12,'F',1979,148.0,'1999-06-25');
INSERT INTO "animal" VALUES (14,'Dot',10,10,'F',2020,0.2,'2021-03-11');
INSERT INTO "animal" VALUES (15,'Blue',11,5,'M',2021,0.03,'2022-05-30');
INSERT INTO "animal" VALUES (16,'Nemo',12,7,'M',2022,0.25,'2022-09-15');
INSERT INTO "animal" VALUES (17,'Raja',13,2,'M',2009,120.0,'2011-04-07');
INSERT INTO "animal" VALUES (18,'Bubbles',14,8,'F',1998,52.5,'2004-10-20');
INSERT INTO "animal" VALUES (19,'Koko',14,8,'M',2006,61.0,'2009-01-13');
INSERT INTO "animal" VALUES (20,'Sable',13,2,'F',2015,92.0,'2017-08-29');
INSERT INTO "keeper" VALUES (1,'Maria','Okafor',44,'2005',61000,'T');
INSERT INTO "keeper" VALUES (2,'James','Whitfield',29,'2017',42000,'F');
INSERT INTO "keeper" VALUES (3,'Aiko','Tanaka',35,'2012',50500,'F');
INSERT INTO "keeper" VALUES (4,'Daniel','Moreau',52,'1999',68500,'T');
INSERT INTO "keeper" VALUES (5,'Priya','Raman',26,'2020',39000,'F');
INSERT INTO "keeper" VALUES (6,'Lucas','Almeida',38,'2010',53000,'F');
INSERT INTO "keeper" VALUES (7,'Hannah','Berg',31,'2015',46500,'F');
INSERT INTO "keeper" VALUES (8,'Omar','Haddad',47,'2003',64000,'T');
INSERT INTO "keeper" VALUES (9,'Sofia','Lindqvist',24,'2022',37500,'F');
INSERT INTO "keeper" VALUES (10,'Ben','Carter',41,'2008',57000,'F');
INSERT INTO "keeper" VALUES (11,'Grace','Mwangi',33,'2014',48000,'F');
INSERT INTO "keeper" VALUES (12,'Victor','Petrov',58,'1994',71000,'T');
INSERT INTO "keeper" VALUES (13,'Elena','Rossi',28,'2019',40500,'F');
INSERT INTO "keeper" VALUES (14,'Tom','Nguyen',36,'2011',51500,'F');
INSERT INTO "keeper_assignment" VALUES (1,1,30);
INSERT INTO "keeper_assignment" VALUES (1,8,10);
INSERT INTO "keeper_assignment" VALUES (2,2,40);
INSERT INTO "keeper_assignment" VALUES (3,3,25);
INSERT INTO "keeper_assignment" VALUES (3,5,15);
INSERT INTO "keeper_assignment" VALUES (4,1,20);
INSERT INTO "keeper_assignment" VALUES (4,9,21);
INSERT INTO "keeper_assignment" VALUES (5,4,38);
INSERT INTO "keeper_assignment" VALUES (6,2,12);
INSERT INTO "keeper_assignment" VALUES (6,7,28);
INSERT INTO "keeper_assignment" VALUES (7,5,35);
INSERT INTO "keeper_assignment" VALUES (8,8,32);
INSERT INTO "keeper_assignment" VALUES (8,12,8);
INSERT INTO "keeper_assignment" VALUES (9,10,39);
INSERT INTO "keeper_assignment" VALUES (10,6,18);
INSERT INTO "keeper_assignment" VALUES (10,11,22);
INSERT INTO "keeper_assignment" VALUES (11,7,36);
INSERT INTO "keeper_assignment" VALUES (12,1,16);
INSERT INTO feeding VALUES (1,1,1,'2023-03-01','Hay',45.0);
INSERT INTO feeding VALUES (2,2,4,'2023-03-01','Hay',38.5);
INSERT INTO feeding VALUES (3,3,2,'2023-03-02','Beef',9.0);
INSERT INTO feeding VALUES (4,4,2,'2023-03-02','Beef',6.5);
INSERT INTO feeding VALUES (5,5,12,'2023-03-03','Acacia leaves',30.0);
INSERT INTO feeding VALUES (6,6,3,'2023-03-03','Bamboo',1.8);
INSERT INTO feeding VALUES (7,8,6,'2023-03-04','Chicken',4.2);
INSERT INTO feeding VALUES (8,9,5,'2023-03-04','Fish',2.1);
INSERT INTO feeding VALUES (9,10,5,'2023-03-05','Fish',2.6);
INSERT INTO feeding VALUES (10,11,7,'2023-03-05','Seeds',0.15);
INSERT INTO feeding VALUES (11,12,4,'2023-03-06','Goat',12.0);
INSERT INTO feeding VALUES (12,13,8,'2023-03-06','Seagrass',3.4);
INSERT INTO feeding VALUES (13,14,9,'2023-03-07','Worms',0.02);
INSERT INTO feeding VALUES (14,16,11,'2023-03-07','Plankton',0.01);
INSERT INTO feeding VALUES (15,17,2,'2023-03-08','Beef',7.5);
INSERT INTO feeding VALUES (16,18,8,'2023-03-08','Fruit',2.3);
INSERT INTO feeding VALUES (17,19,1,'2023-03-09','Fruit',2.9);
INSERT INTO feeding VALUES (18,20,6,'2023-03-09','Chicken',5.1);
INSERT INTO feeding VALUES (19,1,12,'2023-03-10','Fruit',20.0);
INSERT INTO feeding VALUES (20,7,3,'2023-03-10','Bamboo',1.4);
'''

DATABASES["running_club"] = r'''
CREATE TABLE "coach" (
	"Coach_ID" INTEGER PRIMARY KEY,
	"Coach_Name" TEXT,
	"Specialty" TEXT,
	"yr_exp" INTEGER,
	"Hourly_Rate" REAL
);
CREATE TABLE "runner" (
	"Runner_ID" INTEGER PRIMARY KEY,
	"First_Name" TEXT,
	"Last_Name" TEXT,
	"Gender" TEXT,
	"yr_born" INTEGER,
	"Home_Town" TEXT,
	"Member_Since" TEXT,
	"Is_Active" TEXT,
	"Coach_ID" INTEGER,
	FOREIGN KEY (Coach_ID) REFERENCES coach(Coach_ID)
);
CREATE TABLE "sponsor" (
	"Sponsor_ID" INTEGER PRIMARY KEY,
	"Sponsor_Name" TEXT,
	"Industry" TEXT,
	"Country" TEXT,
	"Annual_Budget" INTEGER
);
CREATE TABLE "race" (
	"Race_ID" INTEGER PRIMARY KEY,
	"Race_Name" TEXT,
	"City" TEXT,
	"Race_Date" TEXT,
	"Distance_km" REAL,
	"Terrain" TEXT,
	"Sponsor_ID" INTEGER,
	"Entry_Fee" REAL,
	FOREIGN KEY (Sponsor_ID) REFERENCES sponsor(Sponsor_ID)
);
CREATE TABLE "race_result" (
	"Result_ID" INTEGER PRIMARY KEY,
	"Runner_ID" INTEGER,
	"Race_ID" INTEGER,
	"Finish_Time_min" REAL,
	"Position" INTEGER,
	"Age_Group" TEXT,
	FOREIGN KEY (Runner_ID) REFERENCES runner(Runner_ID),
	FOREIGN KEY (Race_ID) REFERENCES race(Race_ID)
);
INSERT INTO "coach" VALUES (1,'Paula Brennan','Marathon',18,75.0);
INSERT INTO "coach" VALUES (2,'Kofi Mensah','Sprint',9,60.0);
INSERT INTO "coach" VALUES (3,'Ingrid Solberg','Trail',14,68.0);
INSERT INTO "coach" VALUES (4,'Marco Bellini','Marathon',22,90.0);
INSERT INTO "coach" VALUES (5,'Yuki Sato','Middle Distance',6,45.0);
INSERT INTO "coach" VALUES (6,'Dev Kapoor','Trail',11,55.0);
INSERT INTO "coach" VALUES (7,'Rachel Stein','Strength',4,40.0);
INSERT INTO "coach" VALUES (8,'Tomas Novak','Sprint',16,72.0);
INSERT INTO "coach" VALUES (9,'Amara Diallo','Middle Distance',12,58.0);
INSERT INTO "coach" VALUES (10,'Liam Foster','Nutrition',8,50.0);
INSERT INTO "coach" VALUES (11,'Chen Wei','Marathon',3,38.0);
INSERT INTO "coach" VALUES (12,'Sara Lindgren','Recovery',20,82.0);
INSERT INTO "runner" VALUES (1,'Emma','Hughes','F',1990,'Leeds','2015','T',1);
INSERT INTO "runner" VALUES (2,'Noah','Patel','M',1985,'Bristol','2012','T',4);
INSERT INTO "runner" VALUES (3,'Olivia','Grant','F',1998,'Leeds','2019','T',3);
INSERT INTO "runner" VALUES (4,'Liam','Okoro','M',1979,'York','2008','F',4);
INSERT INTO "runner" VALUES (5,'Ava','Fischer','F',2001,'Bristol','2021','T',5);
INSERT INTO "runner" VALUES (6,'Ethan','Byrne','M',1993,'Leeds','2016','T',2);
INSERT INTO "runner" VALUES (7,'Mia','Kowalski','F',1987,'Bath','2011','F',1);
INSERT INTO "runner" VALUES (8,'Lucas','Moreno','M',1996,'York','2018','T',6);
INSERT INTO "runner" VALUES (9,'Isla','Campbell','F',1982,'Bath','2009','T',3);
INSERT INTO "runner" VALUES (10,'Jack','Reilly','M',2000,'Bristol','2020','T',8);
INSERT INTO "runner" VALUES (11,'Chloe','Dubois','F',1975,'York','2005','F',12);
INSERT INTO "runner" VALUES (12,'Oscar','Lind','M',1991,'Leeds','2014','T',9);
INSERT INTO "runner" VALUES (13,'Zara','Ahmed','F',1995,'Bath','2017','T',5);
INSERT INTO "runner" VALUES (14,'Leo','Schmidt','M',1988,'Bristol','2013','T',1);
INSERT INTO "runner" VALUES (15,'Ruby','Walsh','F',2003,'York','2022','T',7);
INSERT INTO "runner" VALUES (16,'Henry','Adeyemi','M',1980,'Leeds','2006','F',11);
INSERT INTO "sponsor" VALUES (1,'Stridewell','Footwear','UK',250000);
INSERT INTO "sponsor" VALUES (2,'PeakFuel','Nutrition','USA',180000);
INSERT INTO "sponsor" VALUES (3,'Northwind Bank','Finance','UK',420000);
INSERT INTO "sponsor" VALUES (4,'AquaPure','Beverages','France',95000);
INSERT INTO "sponsor" VALUES (5,'TrailBlaze','Outdoor Gear','Canada',140000);
INSERT INTO "sponsor" VALUES (6,'Velo Telecom','Telecom','Germany',510000);
INSERT INTO "sponsor" VALUES (7,'GreenLeaf Foods','Nutrition','UK',75000);
INSERT INTO "sponsor" VALUES (8,'Summit Watches','Electronics','Switzerland',330000);
INSERT INTO "sponsor" VALUES (9,'CityCare Health','Healthcare','UK',210000);
INSERT INTO "sponsor" VALUES (10,'Zephyr Apparel','Clothing','Italy',160000);
INSERT INTO "sponsor" VALUES (11,'Keystone Insurance','Finance','USA',290000);
INSERT INTO "sponsor" VALUES (12,'Lumen Energy','Energy','Germany',370000);
INSERT INTO "race" VALUES (1,'Leeds Half Marathon','Leeds','2023-04-16',21.1,'Road',1,35.0);
INSERT INTO "race" VALUES (2,'Dales Trail 30K','Skipton','2023-05-21',30.0,'Trail',5,42.0);
INSERT INTO "race" VALUES (3,'Bristol 10K','Bristol','2023-03-12',10.0,'Road',3,22.0);
INSERT INTO "race" VALUES (4,'York Marathon','York','2023-10-08',42.2,'Road',6,65.0);
INSERT INTO "race" VALUES (5,'Bath Park Run 5K','Bath','2023-02-04',5.0,'Road',7,0.0);
INSERT INTO "race" VALUES (6,'Moorland Ultra','Haworth','2023-07-15',50.0,'Trail',5,85.0);
INSERT INTO "race" VALUES (7,'City Track Mile','Leeds','2023-06-10',1.6,'Track',2,12.0);
INSERT INTO "race" VALUES (8,'Coastal 15K','Whitby','2023-08-20',15.0,'Trail',4,28.0);
INSERT INTO "race" VALUES (9,'Bristol Bridge 20K','Bristol','2023-09-17',20.0,'Road',3,38.0);
INSERT INTO "race" VALUES (10,'Winter 10 Miler','York','2023-12-03',16.1,'Road',9,30.0);
INSERT INTO "race" VALUES (11,'Forest Relay 8K','Bath','2023-11-12',8.0,'Trail',10,18.0);
INSERT INTO "race" VALUES (12,'Track 3000m','Bristol','2023-05-06',3.0,'Track',2,10.0);
INSERT INTO "race" VALUES (13,'Spring 12K','Leeds','2023-03-26',12.0,'Road',8,25.0);
INSERT INTO "race" VALUES (14,'Peak Fell Race','Sheffield','2023-09-02',24.5,'Trail',5,40.0);
INSERT INTO "race_result" VALUES (1,1,1,98.5,3,'F30');
INSERT INTO "race_result" VALUES (2,2,1,85.2,1,'M35');
INSERT INTO "race_result" VALUES (3,6,1,92.7,2,'M30');
INSERT INTO "race_result" VALUES (4,3,2,168.0,2,'F20');
INSERT INTO "race_result" VALUES (5,9,2,181.4,4,'F40');
INSERT INTO "race_result" VALUES (6,8,2,159.3,1,'M20');
INSERT INTO "race_result" VALUES (7,5,3,44.8,5,'F20');
INSERT INTO "race_result" VALUES (8,10,3,36.1,1,'M20');
INSERT INTO "race_result" VALUES (9,14,3,39.9,2,'M35');
INSERT INTO "race_result" VALUES (10,2,4,205.6,6,'M35');
INSERT INTO "race_result" VALUES (11,12,4,198.2,4,'M30');
INSERT INTO "race_result" VALUES (12,1,4,221.0,9,'F30');
INSERT INTO "race_result" VALUES (13,13,5,23.4,3,'F25');
INSERT INTO "race_result" VALUES (14,7,5,26.9,7,'F35');
INSERT INTO "race_result" VALUES (15,8,6,356.0,2,'M20');
INSERT INTO "race_result" VALUES (16,3,6,372.5,3,'F20');
INSERT INTO "race_result" VALUES (17,10,7,5.1,1,'M20');
INSERT INTO "race_result" VALUES (18,6,4,212.4,7,'M30');
INSERT INTO "race_result" VALUES (19,15,11,41.3,2,'F20');
INSERT INTO "race_result" VALUES (20,8,13,48.9,2,'M20');
'''

DATABASES["hotel_group"] = r'''
CREATE TABLE "hotel" (
"Hotel_ID" int,
"Hotel_Name" text,
"City" text,
"Star_Rating" int,
"Opened_Year" text,
"Num_Floors" int,
"Has_Pool" text,
PRIMARY KEY ("Hotel_ID")
);
CREATE TABLE "room" (
"Room_ID" int,
"Hotel_ID" int,
"Room_No" text,
"Room_Type" text,
"Nightly_Rate" real,
"Max_Occupancy" int,
"Floor" int,
PRIMARY KEY ("Room_ID"),
FOREIGN KEY ("Hotel_ID") REFERENCES "hotel"("Hotel_ID")
);
CREATE TABLE "guest" (
"Guest_ID" int,
"First_Name" text,
"Last_Name" text,
"Nationality" text,
"Age" int,
"Loyalty_Tier" text,
PRIMARY KEY ("Guest_ID")
);
CREATE TABLE "booking" (
"Booking_ID" int,
"Guest_ID" int,
"Room_ID" int,
"Check_In" text,
"Nights" int,
"Total_Cost" real,
"Status" text,
PRIMARY KEY ("Booking_ID"),
FOREIGN KEY ("Guest_ID") REFERENCES "guest"("Guest_ID"),
FOREIGN KEY ("Room_ID") REFERENCES "room"("Room_ID")
);
CREATE TABLE staff (
       staff_id    INTEGER PRIMARY KEY,
       staff_name  VARCHAR(40),
       position    VARCHAR(20),
       hotel_id    INTEGER,
       salary      INTEGER,
       start_year  INTEGER,
       FOREIGN KEY(hotel_id) REFERENCES hotel(Hotel_ID)
);
INSERT INTO "hotel" VALUES (1,'Grand Meridian','Lisbon',5,'1996',14,'T');
INSERT INTO "hotel" VALUES (2,'Riverside Inn','Porto',3,'2008',5,'F');
INSERT INTO "hotel" VALUES (3,'Alpine Lodge','Innsbruck',4,'2001',6,'T');
INSERT INTO "hotel" VALUES (4,'Sunset Palms','Malaga',4,'2012',9,'T');
INSERT INTO "hotel" VALUES (5,'Old Town Suites','Prague',4,'1989',4,'F');
INSERT INTO "hotel" VALUES (6,'Skyline Tower','Lisbon',5,'2018',32,'T');
INSERT INTO "hotel" VALUES (7,'Canal House','Amsterdam',3,'1975',3,'F');
INSERT INTO "hotel" VALUES (8,'Garden Court','Prague',3,'2005',7,'F');
INSERT INTO "hotel" VALUES (9,'Azure Bay Resort','Malaga',5,'2015',11,'T');
INSERT INTO "hotel" VALUES (10,'Nordic Light','Oslo',4,'2020',12,'F');
INSERT INTO "hotel" VALUES (11,'Budget Stay Central','Porto',2,'2010',8,'F');
INSERT INTO "hotel" VALUES (12,'Castle Keep Hotel','Innsbruck',3,'1962',2,'F');
INSERT INTO "room" VALUES (1,1,'101','Single',120.0,1,1);
INSERT INTO "room" VALUES (2,1,'1402','Suite',640.0,4,14);
INSERT INTO "room" VALUES (3,1,'705','Double',210.0,2,7);
INSERT INTO "room" VALUES (4,2,'12','Double',95.0,2,1);
INSERT INTO "room" VALUES (5,2,'31','Family',140.0,5,3);
INSERT INTO "room" VALUES (6,3,'201','Double',175.0,2,2);
INSERT INTO "room" VALUES (7,3,'404','Suite',390.0,3,4);
INSERT INTO "room" VALUES (8,4,'310','Family',230.0,6,3);
INSERT INTO "room" VALUES (9,4,'822','Double',185.0,2,8);
INSERT INTO "room" VALUES (10,5,'2A','Suite',310.0,3,2);
INSERT INTO "room" VALUES (11,6,'2801','Suite',880.0,4,28);
INSERT INTO "room" VALUES (12,6,'1510','Double',265.0,2,15);
INSERT INTO "room" VALUES (13,7,'3','Single',88.0,1,1);
INSERT INTO "room" VALUES (14,8,'105','Double',110.0,2,1);
INSERT INTO "room" VALUES (15,9,'1001','Family',295.0,5,10);
INSERT INTO "room" VALUES (16,9,'612','Single',150.0,1,6);
INSERT INTO "room" VALUES (17,10,'907','Double',199.0,2,9);
INSERT INTO "room" VALUES (18,10,'1201','Suite',470.0,4,12);
INSERT INTO "room" VALUES (19,11,'402','Single',65.0,1,4);
INSERT INTO "room" VALUES (20,12,'1B','Double',130.0,3,1);
INSERT INTO "guest" VALUES (1,'Anna','Keller','Germany',34,'Gold');
INSERT INTO "guest" VALUES (2,'Brian','Walsh','Ireland',52,'Platinum');
INSERT INTO "guest" VALUES (3,'Carla','Mendes','Brazil',27,'Bronze');
INSERT INTO "guest" VALUES (4,'David','Kim','South Korea',45,'Silver');
INSERT INTO "guest" VALUES (5,'Eva','Novotna','Czech Republic',61,'Gold');
INSERT INTO "guest" VALUES (6,'Farid','Nasser','Egypt',39,'Bronze');
INSERT INTO "guest" VALUES (7,'Greta','Olsen','Norway',23,'Bronze');
INSERT INTO "guest" VALUES (8,'Hugo','Laurent','France',48,'Platinum');
INSERT INTO "guest" VALUES (9,'Isabel','Ortega','Spain',31,'Silver');
INSERT INTO "guest" VALUES (10,'Jonas','Weber','Germany',57,'Silver');
INSERT INTO "guest" VALUES (11,'Keiko','Mori','Japan',42,'Gold');
INSERT INTO "guest" VALUES (12,'Leon','Fischer','Germany',29,'Bronze');
INSERT INTO "guest" VALUES (13,'Mei','Zhang','China',36,'Silver');
INSERT INTO "guest" VALUES (14,'Nikos','Pappas','Greece',66,'Platinum');
INSERT INTO "guest" VALUES (15,'Olga','Ivanova','Ukraine',25,'Bronze');
INSERT INTO "guest" VALUES (16,'Pedro','Silva','Portugal',50,'Gold');
INSERT INTO "booking" VALUES (1,1,2,'2023-01-14',3,1920.0,'Completed');
INSERT INTO "booking" VALUES (2,2,11,'2023-02-03',2,1760.0,'Completed');
INSERT INTO "booking" VALUES (3,3,13,'2023-02-10',4,352.0,'Completed');
INSERT INTO "booking" VALUES (4,4,6,'2023-02-25',5,875.0,'Completed');
INSERT INTO "booking" VALUES (5,5,10,'2023-03-08',3,930.0,'Completed');
INSERT INTO "booking" VALUES (6,1,9,'2023-03-19',7,1295.0,'Completed');
INSERT INTO "booking" VALUES (7,6,19,'2023-04-02',2,130.0,'Cancelled');
INSERT INTO "booking" VALUES (8,7,4,'2023-04-15',6,570.0,'Completed');
INSERT INTO "booking" VALUES (9,8,18,'2023-05-01',4,1880.0,'Completed');
INSERT INTO "booking" VALUES (10,2,7,'2023-05-20',1,390.0,'Cancelled');
INSERT INTO "booking" VALUES (11,9,15,'2023-06-11',8,2360.0,'Completed');
INSERT INTO "booking" VALUES (12,10,14,'2023-06-28',3,330.0,'Completed');
INSERT INTO "booking" VALUES (13,11,12,'2023-07-09',2,530.0,'Completed');
INSERT INTO "booking" VALUES (14,2,8,'2023-07-22',5,1150.0,'Completed');
INSERT INTO "booking" VALUES (15,13,17,'2023-08-05',9,1791.0,'Completed');
INSERT INTO "booking" VALUES (16,14,11,'2023-08-30',6,5280.0,'Upcoming');
INSERT INTO "booking" VALUES (17,1,1,'2023-09-12',1,120.0,'Upcoming');
INSERT INTO "booking" VALUES (18,16,5,'2023-10-03',4,560.0,'Upcoming');
INSERT INTO "booking" VALUES (19,2,3,'2023-10-18',2,420.0,'Cancelled');
INSERT INTO "booking" VALUES (20,12,16,'2023-11-05',10,1500.0,'Upcoming');
INSERT INTO staff VALUES (1,'Rita Gomes','Manager',1,72000,2010);
INSERT INTO staff VALUES (2,'Paulo Reis','Receptionist',1,31000,2019);
INSERT INTO staff VALUES (3,'Joana Cruz','Concierge',6,38500,2016);
INSERT INTO staff VALUES (4,'Stefan Huber','Manager',3,64000,2007);
INSERT INTO staff VALUES (5,'Lena Maier','Chef',3,47000,2014);
INSERT INTO staff VALUES (6,'Carlos Ruiz','Manager',4,61000,2012);
INSERT INTO staff VALUES (7,'Marta Vidal','Housekeeper',4,26500,2021);
INSERT INTO staff VALUES (8,'Tomas Dvorak','Manager',5,58000,2003);
INSERT INTO staff VALUES (9,'Sven Berg','Receptionist',10,33500,2020);
INSERT INTO staff VALUES (10,'Ingrid Haug','Manager',10,66500,2018);
INSERT INTO staff VALUES (11,'Lucia Navarro','Chef',9,52000,2015);
INSERT INTO staff VALUES (12,'Diego Torres','Housekeeper',9,28000,2022);
INSERT INTO staff VALUES (13,'Pieter de Vries','Manager',7,55500,2005);
INSERT INTO staff VALUES (14,'Ana Costa','Receptionist',2,29500,2017);
INSERT INTO staff VALUES (15,'Miguel Santos','Chef',6,49500,2011);
INSERT INTO staff VALUES (16,'Klara Novak','Housekeeper',6,27000,2013);
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
    # ------------------------------------------------------------------ city_zoo
    dict(
        db="city_zoo", shape="simple",
        q="What are the names of all animals born after 2015?",
        sql="select name from animal where yr_born > 2015",
        J=[("animal", "yr_born",
            "select t1.name from animal as t1 join animal_yr_born as t2 on t1.animal_id = t2.animal_id where t2.yr_born > 2015"),
           ("animal", "Name",
            "select t2.name from animal as t1 join animal_name as t2 on t1.animal_id = t2.animal_id where t1.yr_born > 2015")],
        C=("animal", "yr_born", "birth_year", "year_of_birth",
           "select name from animal where {c} > 2015"),
        T=("animal", "zoo_animal", "creature",
           "select name from {t} where yr_born > 2015"),
    ),
    dict(
        db="city_zoo", shape="simple",
        q="List the names and areas of the enclosures in descending order of area.",
        sql="select enc_name, area_sqm from enclosure order by area_sqm desc",
        J=[("enclosure", "Area_sqm",
            "select t1.enc_name, t2.area_sqm from enclosure as t1 join enclosure_area_sqm as t2 on t1.enc_no = t2.enc_no order by t2.area_sqm desc"),
           ("enclosure", "Enc_Name",
            "select t2.enc_name, t1.area_sqm from enclosure as t1 join enclosure_enc_name as t2 on t1.enc_no = t2.enc_no order by t1.area_sqm desc")],
        C=("enclosure", "Area_sqm", "size_sqm", "floor_area",
           "select enc_name, {c} from enclosure order by {c} desc"),
    ),
    dict(
        db="city_zoo", shape="simple",
        q="Find the common names of the species whose scientific name contains 'Panthera'.",
        sql="select common_name from species where sci_name like '%Panthera%'",
        J=[("species", "Sci_Name",
            "select t1.common_name from species as t1 join species_sci_name as t2 on t1.species_id = t2.species_id where t2.sci_name like '%Panthera%'"),
           ("species", "Common_Name",
            "select t2.common_name from species as t1 join species_common_name as t2 on t1.species_id = t2.species_id where t1.sci_name like '%Panthera%'")],
        T=("species", "animal_kind", "taxon",
           "select common_name from {t} where sci_name like '%Panthera%'"),
    ),
    dict(
        db="city_zoo", shape="simple",
        q="Show the first and last names of the keepers aged between 30 and 45.",
        sql="select first_name, last_name from keeper where age between 30 and 45",
        J=[("keeper", "Age",
            "select t1.first_name, t1.last_name from keeper as t1 join keeper_age as t2 on t1.keeper_id = t2.keeper_id where t2.age between 30 and 45"),
           ("keeper", "Last_Name",
            "select t1.first_name, t2.last_name from keeper as t1 join keeper_last_name as t2 on t1.keeper_id = t2.keeper_id where t1.age between 30 and 45")],
        C=("keeper", "Age", "keeper_age", "years_old",
           "select first_name, last_name from keeper where {c} between 30 and 45"),
    ),
    dict(
        db="city_zoo", shape="simple",
        q="Which enclosures are indoor? Give their names and the year they were built.",
        sql="select enc_name, yr_built from enclosure where is_indoor = 'T'",
        J=[("enclosure", "Is_Indoor",
            "select t1.enc_name, t1.yr_built from enclosure as t1 join enclosure_is_indoor as t2 on t1.enc_no = t2.enc_no where t2.is_indoor = 'T'"),
           ("enclosure", "yr_built",
            "select t1.enc_name, t2.yr_built from enclosure as t1 join enclosure_yr_built as t2 on t1.enc_no = t2.enc_no where t1.is_indoor = 'T'")],
        C=("enclosure", "Is_Indoor", "indoor", "covered",
           "select enc_name, yr_built from enclosure where {c} = 'T'"),
        T=("enclosure", "habitat", "pen",
           "select enc_name, yr_built from {t} where is_indoor = 'T'"),
    ),
    dict(
        db="city_zoo", shape="agg",
        q="How many animals are there in each enclosure? Show the enclosure number and the count.",
        sql="select enc_no, count(*) from animal group by enc_no",
        T=("animal", "zoo_animal", "creature",
           "select enc_no, count(*) from {t} group by enc_no"),
    ),
    dict(
        db="city_zoo", shape="agg",
        q="What is the average weight of the animals of each sex?",
        sql="select sex, avg(weight_kg) from animal group by sex",
        J=[("animal", "Weight_kg",
            "select t1.sex, avg(t2.weight_kg) from animal as t1 join animal_weight_kg as t2 on t1.animal_id = t2.animal_id group by t1.sex"),
           ("animal", "Sex",
            "select t2.sex, avg(t1.weight_kg) from animal as t1 join animal_sex as t2 on t1.animal_id = t2.animal_id group by t2.sex")],
        C=("animal", "Weight_kg", "body_weight", "mass_kg",
           "select sex, avg({c}) from animal group by sex"),
        P=("animal_weight_kg", "animal", "sex", "weight_kg",
           "select sex, avg_weight_kg from animal_weight_kg"),
    ),
    dict(
        db="city_zoo", shape="agg",
        q="Which classes have at least two species?",
        sql="select class from species group by class having count(*) >= 2",
        T=("species", "animal_kind", "taxon",
           "select class from {t} group by class having count(*) >= 2"),
    ),
    dict(
        db="city_zoo", shape="agg",
        q="What are the maximum and minimum salary of the head keepers?",
        sql="select max(salary), min(salary) from keeper where head_keeper = 'T'",
        J=[("keeper", "Salary",
            "select max(t2.salary), min(t2.salary) from keeper as t1 join keeper_salary as t2 on t1.keeper_id = t2.keeper_id where t1.head_keeper = 'T'"),
           ("keeper", "Head_Keeper",
            "select max(t1.salary), min(t1.salary) from keeper as t1 join keeper_head_keeper as t2 on t1.keeper_id = t2.keeper_id where t2.head_keeper = 'T'")],
        C=("keeper", "Head_Keeper", "is_head", "senior_flag",
           "select max(salary), min(salary) from keeper where {c} = 'T'"),
        P=("keeper_salary", "keeper", "head_keeper", "salary",
           "select max_salary, min_salary from keeper_salary where head_keeper = 'T'"),
    ),
    dict(
        db="city_zoo", shape="agg",
        q="What is the average lifespan of the endangered species?",
        sql="select avg(lifespan_yrs) from species where conservation_status = 'EN'",
        J=[("species", "Lifespan_Yrs",
            "select avg(t2.lifespan_yrs) from species as t1 join species_lifespan_yrs as t2 on t1.species_id = t2.species_id where t1.conservation_status = 'EN'"),
           ("species", "Conservation_Status",
            "select avg(t1.lifespan_yrs) from species as t1 join species_conservation_status as t2 on t1.species_id = t2.species_id where t2.conservation_status = 'EN'")],
        C=("species", "Conservation_Status", "iucn_status", "threat_level",
           "select avg(lifespan_yrs) from species where {c} = 'EN'"),
        P=("species_lifespan_yrs", "species", "conservation_status", "lifespan_yrs",
           "select avg_lifespan_yrs from species_lifespan_yrs where conservation_status = 'EN'"),
    ),
    dict(
        db="city_zoo", shape="agg",
        q="Find the total quantity of food in kilograms for each food type.",
        sql="select food_type, sum(quantity_kg) from feeding group by food_type",
        J=[("feeding", "Quantity_kg",
            "select t1.food_type, sum(t2.quantity_kg) from feeding as t1 join feeding_quantity_kg as t2 on t1.feeding_id = t2.feeding_id group by t1.food_type"),
           ("feeding", "Food_Type",
            "select t2.food_type, sum(t1.quantity_kg) from feeding as t1 join feeding_food_type as t2 on t1.feeding_id = t2.feeding_id group by t2.food_type")],
        C=("feeding", "Quantity_kg", "amount_kg", "portion_kg",
           "select food_type, sum({c}) from feeding group by food_type"),
        P=("feeding_quantity_kg", "feeding", "food_type", "quantity_kg",
           "select food_type, sum_quantity_kg from feeding_quantity_kg"),
    ),
    dict(
        db="city_zoo", shape="join",
        q="Show the names of the animals and the common names of their species.",
        sql="select t1.name, t2.common_name from animal as t1 join species as t2 on t1.species_id = t2.species_id",
        J=[("species", "Common_Name",
            "select t1.name, t3.common_name from animal as t1 join species as t2 on t1.species_id = t2.species_id join species_common_name as t3 on t2.species_id = t3.species_id"),
           ("animal", "Name",
            "select t3.name, t2.common_name from animal as t1 join species as t2 on t1.species_id = t2.species_id join animal_name as t3 on t1.animal_id = t3.animal_id")],
        C=("species", "Common_Name", "species_name", "popular_name",
           "select t1.name, t2.{c} from animal as t1 join species as t2 on t1.species_id = t2.species_id"),
        T=("species", "animal_kind", "taxon",
           "select t1.name, t2.common_name from animal as t1 join {t} as t2 on t1.species_id = t2.species_id"),
    ),
    dict(
        db="city_zoo", shape="join",
        q="What are the names of the animals that live in the Big Cat Ridge enclosure?",
        sql="select t1.name from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no where t2.enc_name = 'Big Cat Ridge'",
        J=[("enclosure", "Enc_Name",
            "select t1.name from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no join enclosure_enc_name as t3 on t2.enc_no = t3.enc_no where t3.enc_name = 'Big Cat Ridge'"),
           ("animal", "Name",
            "select t3.name from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no join animal_name as t3 on t1.animal_id = t3.animal_id where t2.enc_name = 'Big Cat Ridge'")],
        T=("enclosure", "habitat", "pen",
           "select t1.name from animal as t1 join {t} as t2 on t1.enc_no = t2.enc_no where t2.enc_name = 'Big Cat Ridge'"),
    ),
    dict(
        db="city_zoo", shape="join",
        q="Which enclosure has the most animals? Give its name.",
        sql="select t2.enc_name from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no group by t1.enc_no order by count(*) desc limit 1",
        J=[("enclosure", "Enc_Name",
            "select t3.enc_name from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no join enclosure_enc_name as t3 on t2.enc_no = t3.enc_no group by t1.enc_no order by count(*) desc limit 1")],
    ),
    dict(
        db="city_zoo", shape="join",
        q="List the first names of the keepers and the names of the enclosures they are assigned to.",
        sql="select t1.first_name, t3.enc_name from keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id join enclosure as t3 on t2.enc_no = t3.enc_no",
        J=[("keeper", "First_Name",
            "select t4.first_name, t3.enc_name from keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id join enclosure as t3 on t2.enc_no = t3.enc_no join keeper_first_name as t4 on t1.keeper_id = t4.keeper_id"),
           ("enclosure", "Enc_Name",
            "select t1.first_name, t4.enc_name from keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id join enclosure as t3 on t2.enc_no = t3.enc_no join enclosure_enc_name as t4 on t3.enc_no = t4.enc_no")],
        C=("keeper", "First_Name", "given_name", "forename",
           "select t1.{c}, t3.enc_name from keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id join enclosure as t3 on t2.enc_no = t3.enc_no"),
        T=("keeper_assignment", "duty_roster", "keeper_duty",
           "select t1.first_name, t3.enc_name from keeper as t1 join {t} as t2 on t1.keeper_id = t2.keeper_id join enclosure as t3 on t2.enc_no = t3.enc_no"),
    ),
    dict(
        db="city_zoo", shape="join",
        q="What is the total number of hours per week worked by each keeper? Show the keeper's last name and the total hours.",
        sql="select t1.last_name, sum(t2.hours_per_week) from keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id group by t1.keeper_id",
        J=[("keeper", "Last_Name",
            "select t3.last_name, sum(t2.hours_per_week) from keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id join keeper_last_name as t3 on t1.keeper_id = t3.keeper_id group by t1.keeper_id")],
        C=("keeper_assignment", "Hours_Per_Week", "weekly_hours", "hours_weekly",
           "select t1.last_name, sum(t2.{c}) from keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id group by t1.keeper_id"),
        P=("keeper_keeper_assignment_hours_per_week",
           "keeper as t1 join keeper_assignment as t2 on t1.keeper_id = t2.keeper_id", "t1.last_name", "t2.hours_per_week",
           "select last_name, sum_hours_per_week from keeper_keeper_assignment_hours_per_week"),
    ),
    dict(
        db="city_zoo", shape="join",
        q="Find the names of the animals that have been fed by keeper James Whitfield.",
        sql="select t1.name from animal as t1 join feeding as t2 on t1.animal_id = t2.animal_id join keeper as t3 on t2.keeper_id = t3.keeper_id where t3.first_name = 'James' and t3.last_name = 'Whitfield'",
        J=[("animal", "Name",
            "select t4.name from animal as t1 join feeding as t2 on t1.animal_id = t2.animal_id join keeper as t3 on t2.keeper_id = t3.keeper_id join animal_name as t4 on t1.animal_id = t4.animal_id where t3.first_name = 'James' and t3.last_name = 'Whitfield'")],
        T=("feeding", "feed_log", "meal_record",
           "select t1.name from animal as t1 join {t} as t2 on t1.animal_id = t2.animal_id join keeper as t3 on t2.keeper_id = t3.keeper_id where t3.first_name = 'James' and t3.last_name = 'Whitfield'"),
    ),
    dict(
        db="city_zoo", shape="join",
        q="What is the average weight of the animals in each zone?",
        sql="select t2.zone, avg(t1.weight_kg) from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no group by t2.zone",
        J=[("animal", "Weight_kg",
            "select t2.zone, avg(t3.weight_kg) from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no join animal_weight_kg as t3 on t1.animal_id = t3.animal_id group by t2.zone"),
           ("enclosure", "Zone",
            "select t3.zone, avg(t1.weight_kg) from animal as t1 join enclosure as t2 on t1.enc_no = t2.enc_no join enclosure_zone as t3 on t2.enc_no = t3.enc_no group by t3.zone")],
        P=("enclosure_animal_weight_kg",
           "enclosure as t1 join animal as t2 on t1.enc_no = t2.enc_no", "t1.zone", "t2.weight_kg",
           "select zone, avg_weight_kg from enclosure_animal_weight_kg"),
    ),
    dict(
        db="city_zoo", shape="join",
        q="Give the common names and classes of the species kept in indoor enclosures.",
        sql="select distinct t1.common_name, t1.class from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no where t3.is_indoor = 'T'",
        J=[("enclosure", "Is_Indoor",
            "select distinct t1.common_name, t1.class from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no join enclosure_is_indoor as t4 on t3.enc_no = t4.enc_no where t4.is_indoor = 'T'"),
           ("species", "Class",
            "select distinct t1.common_name, t4.class from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no join species_class as t4 on t1.species_id = t4.species_id where t3.is_indoor = 'T'"),
           ("species", "Common_Name",
            "select distinct t4.common_name, t1.class from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no join species_common_name as t4 on t1.species_id = t4.species_id where t3.is_indoor = 'T'")],
    ),
    dict(
        db="city_zoo", shape="join",
        q="Which keeper has done the most feedings? Show the first and last name.",
        sql="select t1.first_name, t1.last_name from keeper as t1 join feeding as t2 on t1.keeper_id = t2.keeper_id group by t1.keeper_id order by count(*) desc limit 1",
        J=[("keeper", "Last_Name",
            "select t1.first_name, t3.last_name from keeper as t1 join feeding as t2 on t1.keeper_id = t2.keeper_id join keeper_last_name as t3 on t1.keeper_id = t3.keeper_id group by t1.keeper_id order by count(*) desc limit 1"),
           ("keeper", "First_Name",
            "select t3.first_name, t1.last_name from keeper as t1 join feeding as t2 on t1.keeper_id = t2.keeper_id join keeper_first_name as t3 on t1.keeper_id = t3.keeper_id group by t1.keeper_id order by count(*) desc limit 1")],
    ),
    dict(
        db="city_zoo", shape="nested",
        q="What are the names of the enclosures that have no animals?",
        sql="select enc_name from enclosure where enc_no not in (select enc_no from animal)",
        J=[("enclosure", "Enc_Name",
            "select t2.enc_name from enclosure as t1 join enclosure_enc_name as t2 on t1.enc_no = t2.enc_no where t1.enc_no not in (select enc_no from animal)")],
        T=("animal", "zoo_animal", "creature",
           "select enc_name from enclosure where enc_no not in (select enc_no from {t})"),
    ),
    dict(
        db="city_zoo", shape="nested",
        q="Find the names of the animals that are heavier than the average weight of all animals.",
        sql="select name from animal where weight_kg > (select avg(weight_kg) from animal)",
        J=[("animal", "Weight_kg",
            "select t1.name from animal as t1 join animal_weight_kg as t2 on t1.animal_id = t2.animal_id where t2.weight_kg > (select avg(weight_kg) from animal_weight_kg)")],
        C=("animal", "Weight_kg", "body_weight", "mass_kg",
           "select name from animal where {c} > (select avg({c}) from animal)"),
    ),
    dict(
        db="city_zoo", shape="nested",
        q="Find the names of the enclosures that hold both a carnivore and a herbivore.",
        sql="select t3.enc_name from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no where t1.diet = 'Carnivore' intersect select t3.enc_name from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no where t1.diet = 'Herbivore'",
        J=[("species", "Diet",
            "select t3.enc_name from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no join species_diet as t4 on t1.species_id = t4.species_id where t4.diet = 'Carnivore' intersect select t3.enc_name from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no join species_diet as t4 on t1.species_id = t4.species_id where t4.diet = 'Herbivore'"),
           ("enclosure", "Enc_Name",
            "select t4.enc_name from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no join enclosure_enc_name as t4 on t3.enc_no = t4.enc_no where t1.diet = 'Carnivore' intersect select t4.enc_name from species as t1 join animal as t2 on t1.species_id = t2.species_id join enclosure as t3 on t2.enc_no = t3.enc_no join enclosure_enc_name as t4 on t3.enc_no = t4.enc_no where t1.diet = 'Herbivore'")],
    ),
    dict(
        db="city_zoo", shape="nested",
        q="What are the first names of the keepers who have not been assigned to any enclosure?",
        sql="select first_name from keeper where keeper_id not in (select keeper_id from keeper_assignment)",
        J=[("keeper", "First_Name",
            "select t2.first_name from keeper as t1 join keeper_first_name as t2 on t1.keeper_id = t2.keeper_id where t1.keeper_id not in (select keeper_id from keeper_assignment)")],
        T=("keeper_assignment", "duty_roster", "keeper_duty",
           "select first_name from keeper where keeper_id not in (select keeper_id from {t})"),
    ),
    dict(
        db="city_zoo", shape="nested",
        q="List the common names of the species that are either birds or live longer than 40 years.",
        sql="select common_name from species where class = 'Bird' union select common_name from species where lifespan_yrs > 40",
        J=[("species", "Class",
            "select t1.common_name from species as t1 join species_class as t2 on t1.species_id = t2.species_id where t2.class = 'Bird' union select common_name from species where lifespan_yrs > 40"),
           ("species", "Lifespan_Yrs",
            "select common_name from species where class = 'Bird' union select t1.common_name from species as t1 join species_lifespan_yrs as t2 on t1.species_id = t2.species_id where t2.lifespan_yrs > 40"),
           ("species", "Common_Name",
            "select t2.common_name from species as t1 join species_common_name as t2 on t1.species_id = t2.species_id where t1.class = 'Bird' union select t2.common_name from species as t1 join species_common_name as t2 on t1.species_id = t2.species_id where t1.lifespan_yrs > 40")],
        C=("species", "Lifespan_Yrs", "life_expectancy", "max_age",
           "select common_name from species where class = 'Bird' union select common_name from species where {c} > 40"),
    ),
    dict(
        db="city_zoo", shape="nested",
        q="Find the zones that have an enclosure larger than 1000 square meters but no indoor enclosure.",
        sql="select zone from enclosure where area_sqm > 1000 except select zone from enclosure where is_indoor = 'T'",
        J=[("enclosure", "Area_sqm",
            "select t1.zone from enclosure as t1 join enclosure_area_sqm as t2 on t1.enc_no = t2.enc_no where t2.area_sqm > 1000 except select zone from enclosure where is_indoor = 'T'"),
           ("enclosure", "Is_Indoor",
            "select zone from enclosure where area_sqm > 1000 except select t1.zone from enclosure as t1 join enclosure_is_indoor as t2 on t1.enc_no = t2.enc_no where t2.is_indoor = 'T'")],
        C=("enclosure", "Area_sqm", "size_sqm", "floor_area",
           "select zone from enclosure where {c} > 1000 except select zone from enclosure where is_indoor = 'T'"),
    ),
    # ------------------------------------------------------------------ running_club
    dict(
        db="running_club", shape="simple",
        q="List the first and last names of the runners from Leeds.",
        sql="select first_name, last_name from runner where home_town = 'Leeds'",
        J=[("runner", "Home_Town",
            "select t1.first_name, t1.last_name from runner as t1 join runner_home_town as t2 on t1.runner_id = t2.runner_id where t2.home_town = 'Leeds'"),
           ("runner", "First_Name",
            "select t2.first_name, t1.last_name from runner as t1 join runner_first_name as t2 on t1.runner_id = t2.runner_id where t1.home_town = 'Leeds'")],
        C=("runner", "Home_Town", "hometown", "home_city",
           "select first_name, last_name from runner where {c} = 'Leeds'"),
        T=("runner", "athlete", "club_member",
           "select first_name, last_name from {t} where home_town = 'Leeds'"),
    ),
    dict(
        db="running_club", shape="simple",
        q="What are the names and distances of the races, in ascending order of distance?",
        sql="select race_name, distance_km from race order by distance_km",
        J=[("race", "Distance_km",
            "select t1.race_name, t2.distance_km from race as t1 join race_distance_km as t2 on t1.race_id = t2.race_id order by t2.distance_km"),
           ("race", "Race_Name",
            "select t2.race_name, t1.distance_km from race as t1 join race_race_name as t2 on t1.race_id = t2.race_id order by t1.distance_km")],
        C=("race", "Distance_km", "length_km", "race_distance",
           "select race_name, {c} from race order by {c}"),
    ),
    dict(
        db="running_club", shape="simple",
        q="Which races cost between 20 and 40 to enter? Give the race names and entry fees.",
        sql="select race_name, entry_fee from race where entry_fee between 20 and 40",
        J=[("race", "Entry_Fee",
            "select t1.race_name, t2.entry_fee from race as t1 join race_entry_fee as t2 on t1.race_id = t2.race_id where t2.entry_fee between 20 and 40")],
        C=("race", "Entry_Fee", "registration_fee", "entry_price",
           "select race_name, {c} from race where {c} between 20 and 40"),
    ),
    dict(
        db="running_club", shape="simple",
        q="Find the names of the coaches whose specialty is Marathon, ordered by years of experience descending.",
        sql="select coach_name from coach where specialty = 'Marathon' order by yr_exp desc",
        J=[("coach", "yr_exp",
            "select t1.coach_name from coach as t1 join coach_yr_exp as t2 on t1.coach_id = t2.coach_id where t1.specialty = 'Marathon' order by t2.yr_exp desc"),
           ("coach", "Specialty",
            "select t1.coach_name from coach as t1 join coach_specialty as t2 on t1.coach_id = t2.coach_id where t2.specialty = 'Marathon' order by t1.yr_exp desc")],
        C=("coach", "yr_exp", "years_experience", "exp_years",
           "select coach_name from coach where specialty = 'Marathon' order by {c} desc"),
    ),
    dict(
        db="running_club", shape="simple",
        q="What is the name of the sponsor with the largest annual budget?",
        sql="select sponsor_name from sponsor order by annual_budget desc limit 1",
        J=[("sponsor", "Annual_Budget",
            "select t1.sponsor_name from sponsor as t1 join sponsor_annual_budget as t2 on t1.sponsor_id = t2.sponsor_id order by t2.annual_budget desc limit 1"),
           ("sponsor", "Sponsor_Name",
            "select t2.sponsor_name from sponsor as t1 join sponsor_sponsor_name as t2 on t1.sponsor_id = t2.sponsor_id order by t1.annual_budget desc limit 1")],
        C=("sponsor", "Annual_Budget", "yearly_budget", "budget_amount",
           "select sponsor_name from sponsor order by {c} desc limit 1"),
        T=("sponsor", "backer", "partner",
           "select sponsor_name from {t} order by annual_budget desc limit 1"),
    ),
    dict(
        db="running_club", shape="agg",
        q="How many runners are there of each gender?",
        sql="select gender, count(*) from runner group by gender",
        T=("runner", "athlete", "club_member",
           "select gender, count(*) from {t} group by gender"),
    ),
    dict(
        db="running_club", shape="agg",
        q="What is the average finishing time for each race? Show the race id and the average time.",
        sql="select race_id, avg(finish_time_min) from race_result group by race_id",
        J=[("race_result", "Finish_Time_min",
            "select t1.race_id, avg(t2.finish_time_min) from race_result as t1 join race_result_finish_time_min as t2 on t1.result_id = t2.result_id group by t1.race_id")],
        C=("race_result", "Finish_Time_min", "time_minutes", "finish_minutes",
           "select race_id, avg({c}) from race_result group by race_id"),
        P=("race_result_finish_time_min", "race_result", "race_id", "finish_time_min",
           "select race_id, avg_finish_time_min from race_result_finish_time_min"),
    ),
    dict(
        db="running_club", shape="agg",
        q="Which home towns have at least three active runners?",
        sql="select home_town from runner where is_active = 'T' group by home_town having count(*) >= 3",
        J=[("runner", "Is_Active",
            "select t1.home_town from runner as t1 join runner_is_active as t2 on t1.runner_id = t2.runner_id where t2.is_active = 'T' group by t1.home_town having count(*) >= 3"),
           ("runner", "Home_Town",
            "select t2.home_town from runner as t1 join runner_home_town as t2 on t1.runner_id = t2.runner_id where t1.is_active = 'T' group by t2.home_town having count(*) >= 3")],
        T=("runner", "athlete", "club_member",
           "select home_town from {t} where is_active = 'T' group by home_town having count(*) >= 3"),
    ),
    dict(
        db="running_club", shape="agg",
        q="What are the average and maximum entry fees of the races on each terrain?",
        sql="select terrain, avg(entry_fee), max(entry_fee) from race group by terrain",
        J=[("race", "Entry_Fee",
            "select t1.terrain, avg(t2.entry_fee), max(t2.entry_fee) from race as t1 join race_entry_fee as t2 on t1.race_id = t2.race_id group by t1.terrain"),
           ("race", "Terrain",
            "select t2.terrain, avg(t1.entry_fee), max(t1.entry_fee) from race as t1 join race_terrain as t2 on t1.race_id = t2.race_id group by t2.terrain")],
        C=("race", "Terrain", "surface", "course_type",
           "select {c}, avg(entry_fee), max(entry_fee) from race group by {c}"),
        P=("race_entry_fee", "race", "terrain", "entry_fee",
           "select terrain, avg_entry_fee, max_entry_fee from race_entry_fee"),
    ),
    dict(
        db="running_club", shape="agg",
        q="How many road races are longer than 20 kilometers?",
        sql="select count(*) from race where terrain = 'Road' and distance_km > 20",
        J=[("race", "Distance_km",
            "select count(*) from race as t1 join race_distance_km as t2 on t1.race_id = t2.race_id where t1.terrain = 'Road' and t2.distance_km > 20"),
           ("race", "Terrain",
            "select count(*) from race as t1 join race_terrain as t2 on t1.race_id = t2.race_id where t2.terrain = 'Road' and t1.distance_km > 20")],
        T=("race", "event", "competition",
           "select count(*) from {t} where terrain = 'Road' and distance_km > 20"),
    ),
    dict(
        db="running_club", shape="agg",
        q="What is the total annual budget of the sponsors from each country?",
        sql="select country, sum(annual_budget) from sponsor group by country",
        J=[("sponsor", "Annual_Budget",
            "select t1.country, sum(t2.annual_budget) from sponsor as t1 join sponsor_annual_budget as t2 on t1.sponsor_id = t2.sponsor_id group by t1.country"),
           ("sponsor", "Country",
            "select t2.country, sum(t1.annual_budget) from sponsor as t1 join sponsor_country as t2 on t1.sponsor_id = t2.sponsor_id group by t2.country")],
        P=("sponsor_annual_budget", "sponsor", "country", "annual_budget",
           "select country, sum_annual_budget from sponsor_annual_budget"),
    ),
    dict(
        db="running_club", shape="agg",
        q="How many different runners have recorded a race result?",
        sql="select count(distinct runner_id) from race_result",
        T=("race_result", "result", "finish_record",
           "select count(distinct runner_id) from {t}"),
    ),
    dict(
        db="running_club", shape="join",
        q="Show the race names and the names of their sponsors.",
        sql="select t1.race_name, t2.sponsor_name from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id",
        J=[("sponsor", "Sponsor_Name",
            "select t1.race_name, t3.sponsor_name from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id join sponsor_sponsor_name as t3 on t2.sponsor_id = t3.sponsor_id"),
           ("race", "Race_Name",
            "select t3.race_name, t2.sponsor_name from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id join race_race_name as t3 on t1.race_id = t3.race_id")],
        C=("sponsor", "Sponsor_Name", "company_name", "brand_name",
           "select t1.race_name, t2.{c} from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id"),
        T=("sponsor", "backer", "partner",
           "select t1.race_name, t2.sponsor_name from race as t1 join {t} as t2 on t1.sponsor_id = t2.sponsor_id"),
    ),
    dict(
        db="running_club", shape="join",
        q="What are the first names and finishing times of the runners who took part in the York Marathon?",
        sql="select t1.first_name, t2.finish_time_min from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id where t3.race_name = 'York Marathon'",
        J=[("race_result", "Finish_Time_min",
            "select t1.first_name, t4.finish_time_min from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id join race_result_finish_time_min as t4 on t2.result_id = t4.result_id where t3.race_name = 'York Marathon'"),
           ("race", "Race_Name",
            "select t1.first_name, t2.finish_time_min from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id join race_race_name as t4 on t3.race_id = t4.race_id where t4.race_name = 'York Marathon'"),
           ("runner", "First_Name",
            "select t4.first_name, t2.finish_time_min from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id join runner_first_name as t4 on t1.runner_id = t4.runner_id where t3.race_name = 'York Marathon'")],
        T=("race_result", "result", "finish_record",
           "select t1.first_name, t2.finish_time_min from runner as t1 join {t} as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id where t3.race_name = 'York Marathon'"),
    ),
    dict(
        db="running_club", shape="join",
        q="Which runner has run the most races? Give the first and last name.",
        sql="select t1.first_name, t1.last_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id group by t1.runner_id order by count(*) desc limit 1",
        J=[("runner", "Last_Name",
            "select t1.first_name, t3.last_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join runner_last_name as t3 on t1.runner_id = t3.runner_id group by t1.runner_id order by count(*) desc limit 1")],
    ),
    dict(
        db="running_club", shape="join",
        q="List the names of the coaches and the number of runners each of them coaches.",
        sql="select t1.coach_name, count(*) from coach as t1 join runner as t2 on t1.coach_id = t2.coach_id group by t1.coach_id",
        J=[("coach", "Coach_Name",
            "select t3.coach_name, count(*) from coach as t1 join runner as t2 on t1.coach_id = t2.coach_id join coach_coach_name as t3 on t1.coach_id = t3.coach_id group by t1.coach_id")],
        T=("runner", "athlete", "club_member",
           "select t1.coach_name, count(*) from coach as t1 join {t} as t2 on t1.coach_id = t2.coach_id group by t1.coach_id"),
    ),
    dict(
        db="running_club", shape="join",
        q="Find the names of the races won by runners born before 1990.",
        sql="select t3.race_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id where t2.position = 1 and t1.yr_born < 1990",
        J=[("runner", "yr_born",
            "select t3.race_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id join runner_yr_born as t4 on t1.runner_id = t4.runner_id where t2.position = 1 and t4.yr_born < 1990"),
           ("race_result", "Position",
            "select t3.race_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id join race_result_position as t4 on t2.result_id = t4.result_id where t4.position = 1 and t1.yr_born < 1990")],
    ),
    dict(
        db="running_club", shape="join",
        q="What is the average finishing time of the runners of each coach? Show the coach name and the average time.",
        sql="select t1.coach_name, avg(t3.finish_time_min) from coach as t1 join runner as t2 on t1.coach_id = t2.coach_id join race_result as t3 on t2.runner_id = t3.runner_id group by t1.coach_name",
        J=[("race_result", "Finish_Time_min",
            "select t1.coach_name, avg(t4.finish_time_min) from coach as t1 join runner as t2 on t1.coach_id = t2.coach_id join race_result as t3 on t2.runner_id = t3.runner_id join race_result_finish_time_min as t4 on t3.result_id = t4.result_id group by t1.coach_name"),
           ("coach", "Coach_Name",
            "select t4.coach_name, avg(t3.finish_time_min) from coach as t1 join runner as t2 on t1.coach_id = t2.coach_id join race_result as t3 on t2.runner_id = t3.runner_id join coach_coach_name as t4 on t1.coach_id = t4.coach_id group by t4.coach_name")],
        P=("coach_race_result_finish_time_min",
           "coach as t1 join runner as t2 on t1.coach_id = t2.coach_id join race_result as t3 on t2.runner_id = t3.runner_id",
           "t1.coach_name", "t3.finish_time_min",
           "select coach_name, avg_finish_time_min from coach_race_result_finish_time_min"),
    ),
    dict(
        db="running_club", shape="join",
        q="Show the race name and the sponsor's industry for all races held in Bristol.",
        sql="select t1.race_name, t2.industry from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id where t1.city = 'Bristol'",
        J=[("sponsor", "Industry",
            "select t1.race_name, t3.industry from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id join sponsor_industry as t3 on t2.sponsor_id = t3.sponsor_id where t1.city = 'Bristol'"),
           ("race", "City",
            "select t1.race_name, t2.industry from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id join race_city as t3 on t1.race_id = t3.race_id where t3.city = 'Bristol'")],
        C=("race", "City", "host_city", "location",
           "select t1.race_name, t2.industry from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id where t1.{c} = 'Bristol'"),
    ),
    dict(
        db="running_club", shape="join",
        q="For each terrain, how many race results have been recorded?",
        sql="select t1.terrain, count(*) from race as t1 join race_result as t2 on t1.race_id = t2.race_id group by t1.terrain",
        J=[("race", "Terrain",
            "select t3.terrain, count(*) from race as t1 join race_result as t2 on t1.race_id = t2.race_id join race_terrain as t3 on t1.race_id = t3.race_id group by t3.terrain")],
        T=("race_result", "result", "finish_record",
           "select t1.terrain, count(*) from race as t1 join {t} as t2 on t1.race_id = t2.race_id group by t1.terrain"),
    ),
    dict(
        db="running_club", shape="join",
        q="What is the name of the sponsor of the race with the highest entry fee?",
        sql="select t2.sponsor_name from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id order by t1.entry_fee desc limit 1",
        J=[("race", "Entry_Fee",
            "select t2.sponsor_name from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id join race_entry_fee as t3 on t1.race_id = t3.race_id order by t3.entry_fee desc limit 1"),
           ("sponsor", "Sponsor_Name",
            "select t3.sponsor_name from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id join sponsor_sponsor_name as t3 on t2.sponsor_id = t3.sponsor_id order by t1.entry_fee desc limit 1")],
        C=("race", "Entry_Fee", "registration_fee", "entry_price",
           "select t2.sponsor_name from race as t1 join sponsor as t2 on t1.sponsor_id = t2.sponsor_id order by t1.{c} desc limit 1"),
    ),
    dict(
        db="running_club", shape="nested",
        q="List the names of the sponsors that do not sponsor any race.",
        sql="select sponsor_name from sponsor where sponsor_id not in (select sponsor_id from race)",
        J=[("sponsor", "Sponsor_Name",
            "select t2.sponsor_name from sponsor as t1 join sponsor_sponsor_name as t2 on t1.sponsor_id = t2.sponsor_id where t1.sponsor_id not in (select sponsor_id from race)")],
        T=("race", "event", "competition",
           "select sponsor_name from sponsor where sponsor_id not in (select sponsor_id from {t})"),
    ),
    dict(
        db="running_club", shape="nested",
        q="Find the first names of the runners who ran both the Leeds Half Marathon and the York Marathon.",
        sql="select t1.first_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id where t3.race_name = 'Leeds Half Marathon' intersect select t1.first_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id where t3.race_name = 'York Marathon'",
        J=[("runner", "First_Name",
            "select t4.first_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id join runner_first_name as t4 on t1.runner_id = t4.runner_id where t3.race_name = 'Leeds Half Marathon' intersect select t4.first_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join race as t3 on t2.race_id = t3.race_id join runner_first_name as t4 on t1.runner_id = t4.runner_id where t3.race_name = 'York Marathon'")],
    ),
    dict(
        db="running_club", shape="nested",
        q="What are the names of the races that are longer than the average race distance?",
        sql="select race_name from race where distance_km > (select avg(distance_km) from race)",
        J=[("race", "Distance_km",
            "select t1.race_name from race as t1 join race_distance_km as t2 on t1.race_id = t2.race_id where t2.distance_km > (select avg(distance_km) from race_distance_km)")],
        C=("race", "Distance_km", "length_km", "race_distance",
           "select race_name from race where {c} > (select avg({c}) from race)"),
    ),
    dict(
        db="running_club", shape="nested",
        q="Which runners have never recorded a race result? List their first and last names.",
        sql="select first_name, last_name from runner except select t1.first_name, t1.last_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id",
        J=[("runner", "Last_Name",
            "select t1.first_name, t2.last_name from runner as t1 join runner_last_name as t2 on t1.runner_id = t2.runner_id except select t1.first_name, t3.last_name from runner as t1 join race_result as t2 on t1.runner_id = t2.runner_id join runner_last_name as t3 on t1.runner_id = t3.runner_id")],
        T=("race_result", "result", "finish_record",
           "select first_name, last_name from runner except select t1.first_name, t1.last_name from runner as t1 join {t} as t2 on t1.runner_id = t2.runner_id"),
    ),
    dict(
        db="running_club", shape="nested",
        q="Show the names of the coaches who have more than 15 years of experience or charge less than 50 per hour.",
        sql="select coach_name from coach where yr_exp > 15 union select coach_name from coach where hourly_rate < 50",
        J=[("coach", "Hourly_Rate",
            "select coach_name from coach where yr_exp > 15 union select t1.coach_name from coach as t1 join coach_hourly_rate as t2 on t1.coach_id = t2.coach_id where t2.hourly_rate < 50"),
           ("coach", "yr_exp",
            "select t1.coach_name from coach as t1 join coach_yr_exp as t2 on t1.coach_id = t2.coach_id where t2.yr_exp > 15 union select coach_name from coach where hourly_rate < 50")],
        C=("coach", "Hourly_Rate", "rate_per_hour", "hourly_fee",
           "select coach_name from coach where yr_exp > 15 union select coach_name from coach where {c} < 50"),
    ),
    # ------------------------------------------------------------------ hotel_group
    dict(
        db="hotel_group", shape="simple",
        q="List the names and star ratings of the hotels in Prague.",
        sql="select hotel_name, star_rating from hotel where city = 'Prague'",
        J=[("hotel", "City",
            "select t1.hotel_name, t1.star_rating from hotel as t1 join hotel_city as t2 on t1.hotel_id = t2.hotel_id where t2.city = 'Prague'"),
           ("hotel", "Star_Rating",
            "select t1.hotel_name, t2.star_rating from hotel as t1 join hotel_star_rating as t2 on t1.hotel_id = t2.hotel_id where t1.city = 'Prague'")],
        C=("hotel", "City", "location", "town",
           "select hotel_name, star_rating from hotel where {c} = 'Prague'"),
        T=("hotel", "lodging", "property",
           "select hotel_name, star_rating from {t} where city = 'Prague'"),
    ),
    dict(
        db="hotel_group", shape="simple",
        q="Show the room numbers and nightly rates of all suites in descending order of rate.",
        sql="select room_no, nightly_rate from room where room_type = 'Suite' order by nightly_rate desc",
        J=[("room", "Nightly_Rate",
            "select t1.room_no, t2.nightly_rate from room as t1 join room_nightly_rate as t2 on t1.room_id = t2.room_id where t1.room_type = 'Suite' order by t2.nightly_rate desc"),
           ("room", "Room_Type",
            "select t1.room_no, t1.nightly_rate from room as t1 join room_room_type as t2 on t1.room_id = t2.room_id where t2.room_type = 'Suite' order by t1.nightly_rate desc")],
        C=("room", "Nightly_Rate", "price_per_night", "rate",
           "select room_no, {c} from room where room_type = 'Suite' order by {c} desc"),
    ),
    dict(
        db="hotel_group", shape="simple",
        q="Find the first names of the guests whose last name starts with the letter M.",
        sql="select first_name from guest where last_name like 'M%'",
        J=[("guest", "Last_Name",
            "select t1.first_name from guest as t1 join guest_last_name as t2 on t1.guest_id = t2.guest_id where t2.last_name like 'M%'"),
           ("guest", "First_Name",
            "select t2.first_name from guest as t1 join guest_first_name as t2 on t1.guest_id = t2.guest_id where t1.last_name like 'M%'")],
        T=("guest", "customer", "visitor",
           "select first_name from {t} where last_name like 'M%'"),
    ),
    dict(
        db="hotel_group", shape="simple",
        q="Which hotel has the most floors? Give its name and city.",
        sql="select hotel_name, city from hotel order by num_floors desc limit 1",
        J=[("hotel", "Num_Floors",
            "select t1.hotel_name, t1.city from hotel as t1 join hotel_num_floors as t2 on t1.hotel_id = t2.hotel_id order by t2.num_floors desc limit 1"),
           ("hotel", "City",
            "select t1.hotel_name, t2.city from hotel as t1 join hotel_city as t2 on t1.hotel_id = t2.hotel_id order by t1.num_floors desc limit 1")],
        C=("hotel", "Num_Floors", "floor_count", "storeys",
           "select hotel_name, city from hotel order by {c} desc limit 1"),
    ),
    dict(
        db="hotel_group", shape="simple",
        q="What are the distinct nationalities of the guests older than 40?",
        sql="select distinct nationality from guest where age > 40",
        J=[("guest", "Age",
            "select distinct t1.nationality from guest as t1 join guest_age as t2 on t1.guest_id = t2.guest_id where t2.age > 40"),
           ("guest", "Nationality",
            "select distinct t2.nationality from guest as t1 join guest_nationality as t2 on t1.guest_id = t2.guest_id where t1.age > 40")],
        C=("guest", "Age", "guest_age", "years_old",
           "select distinct nationality from guest where {c} > 40"),
    ),
    dict(
        db="hotel_group", shape="agg",
        q="How many four-star hotels have a pool?",
        sql="select count(*) from hotel where star_rating = 4 and has_pool = 'T'",
        J=[("hotel", "Has_Pool",
            "select count(*) from hotel as t1 join hotel_has_pool as t2 on t1.hotel_id = t2.hotel_id where t1.star_rating = 4 and t2.has_pool = 'T'"),
           ("hotel", "Star_Rating",
            "select count(*) from hotel as t1 join hotel_star_rating as t2 on t1.hotel_id = t2.hotel_id where t2.star_rating = 4 and t1.has_pool = 'T'")],
        C=("hotel", "Has_Pool", "pool", "swimming_pool",
           "select count(*) from hotel where star_rating = 4 and {c} = 'T'"),
        T=("hotel", "lodging", "property",
           "select count(*) from {t} where star_rating = 4 and has_pool = 'T'"),
    ),
    dict(
        db="hotel_group", shape="agg",
        q="What is the average nightly rate for each room type?",
        sql="select room_type, avg(nightly_rate) from room group by room_type",
        J=[("room", "Nightly_Rate",
            "select t1.room_type, avg(t2.nightly_rate) from room as t1 join room_nightly_rate as t2 on t1.room_id = t2.room_id group by t1.room_type"),
           ("room", "Room_Type",
            "select t2.room_type, avg(t1.nightly_rate) from room as t1 join room_room_type as t2 on t1.room_id = t2.room_id group by t2.room_type")],
        C=("room", "Room_Type", "category", "room_class",
           "select {c}, avg(nightly_rate) from room group by {c}"),
        P=("room_nightly_rate", "room", "room_type", "nightly_rate",
           "select room_type, avg_nightly_rate from room_nightly_rate"),
    ),
    dict(
        db="hotel_group", shape="agg",
        q="Which loyalty tiers have more than three guests?",
        sql="select loyalty_tier from guest group by loyalty_tier having count(*) > 3",
        T=("guest", "customer", "visitor",
           "select loyalty_tier from {t} group by loyalty_tier having count(*) > 3"),
    ),
    dict(
        db="hotel_group", shape="agg",
        q="What is the total cost of the completed bookings?",
        sql="select sum(total_cost) from booking where status = 'Completed'",
        J=[("booking", "Total_Cost",
            "select sum(t2.total_cost) from booking as t1 join booking_total_cost as t2 on t1.booking_id = t2.booking_id where t1.status = 'Completed'"),
           ("booking", "Status",
            "select sum(t1.total_cost) from booking as t1 join booking_status as t2 on t1.booking_id = t2.booking_id where t2.status = 'Completed'")],
        C=("booking", "Status", "booking_status", "state",
           "select sum(total_cost) from booking where {c} = 'Completed'"),
        P=("booking_total_cost", "booking", "status", "total_cost",
           "select sum_total_cost from booking_total_cost where status = 'Completed'"),
    ),
    dict(
        db="hotel_group", shape="agg",
        q="Show each position and the average salary of the staff in that position.",
        sql="select position, avg(salary) from staff group by position",
        J=[("staff", "salary",
            "select t1.position, avg(t2.salary) from staff as t1 join staff_salary as t2 on t1.staff_id = t2.staff_id group by t1.position"),
           ("staff", "position",
            "select t2.position, avg(t1.salary) from staff as t1 join staff_position as t2 on t1.staff_id = t2.staff_id group by t2.position")],
        C=("staff", "salary", "wage", "annual_pay",
           "select position, avg({c}) from staff group by position"),
        T=("staff", "employee", "worker",
           "select position, avg(salary) from {t} group by position"),
        P=("staff_salary", "staff", "position", "salary",
           "select position, avg_salary from staff_salary"),
    ),
    dict(
        db="hotel_group", shape="agg",
        q="What are the minimum, maximum and average age of all guests?",
        sql="select min(age), max(age), avg(age) from guest",
        C=("guest", "Age", "guest_age", "years_old",
           "select min({c}), max({c}), avg({c}) from guest"),
        T=("guest", "customer", "visitor",
           "select min(age), max(age), avg(age) from {t}"),
        P=("guest_age", "guest", None, "age",
           "select min_age, max_age, avg_age from guest_age"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="Show the room numbers and the names of the hotels they belong to.",
        sql="select t1.room_no, t2.hotel_name from room as t1 join hotel as t2 on t1.hotel_id = t2.hotel_id",
        J=[("hotel", "Hotel_Name",
            "select t1.room_no, t3.hotel_name from room as t1 join hotel as t2 on t1.hotel_id = t2.hotel_id join hotel_hotel_name as t3 on t2.hotel_id = t3.hotel_id"),
           ("room", "Room_No",
            "select t3.room_no, t2.hotel_name from room as t1 join hotel as t2 on t1.hotel_id = t2.hotel_id join room_room_no as t3 on t1.room_id = t3.room_id")],
        T=("hotel", "lodging", "property",
           "select t1.room_no, t2.hotel_name from room as t1 join {t} as t2 on t1.hotel_id = t2.hotel_id"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="What are the first and last names of the guests who have booked a suite?",
        sql="select distinct t1.first_name, t1.last_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id where t3.room_type = 'Suite'",
        J=[("room", "Room_Type",
            "select distinct t1.first_name, t1.last_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id join room_room_type as t4 on t3.room_id = t4.room_id where t4.room_type = 'Suite'"),
           ("guest", "Last_Name",
            "select distinct t1.first_name, t4.last_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id join guest_last_name as t4 on t1.guest_id = t4.guest_id where t3.room_type = 'Suite'")],
        T=("booking", "reservation", "stay",
           "select distinct t1.first_name, t1.last_name from guest as t1 join {t} as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id where t3.room_type = 'Suite'"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="Which guest has made the most bookings? Give the first name and nationality.",
        sql="select t1.first_name, t1.nationality from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id group by t1.guest_id order by count(*) desc limit 1",
        J=[("guest", "Nationality",
            "select t1.first_name, t3.nationality from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join guest_nationality as t3 on t1.guest_id = t3.guest_id group by t1.guest_id order by count(*) desc limit 1"),
           ("guest", "First_Name",
            "select t3.first_name, t1.nationality from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join guest_first_name as t3 on t1.guest_id = t3.guest_id group by t1.guest_id order by count(*) desc limit 1")],
    ),
    dict(
        db="hotel_group", shape="join",
        q="List the names of the hotels together with the number of staff working at each.",
        sql="select t1.hotel_name, count(*) from hotel as t1 join staff as t2 on t1.hotel_id = t2.hotel_id group by t1.hotel_id",
        J=[("hotel", "Hotel_Name",
            "select t3.hotel_name, count(*) from hotel as t1 join staff as t2 on t1.hotel_id = t2.hotel_id join hotel_hotel_name as t3 on t1.hotel_id = t3.hotel_id group by t1.hotel_id")],
        T=("staff", "employee", "worker",
           "select t1.hotel_name, count(*) from hotel as t1 join {t} as t2 on t1.hotel_id = t2.hotel_id group by t1.hotel_id"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="Find the room numbers and room types of the rooms booked by guest Brian Walsh.",
        sql="select t3.room_no, t3.room_type from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id where t1.first_name = 'Brian' and t1.last_name = 'Walsh'",
        J=[("room", "Room_Type",
            "select t3.room_no, t4.room_type from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id join room_room_type as t4 on t3.room_id = t4.room_id where t1.first_name = 'Brian' and t1.last_name = 'Walsh'"),
           ("room", "Room_No",
            "select t4.room_no, t3.room_type from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id join room_room_no as t4 on t3.room_id = t4.room_id where t1.first_name = 'Brian' and t1.last_name = 'Walsh'")],
        T=("booking", "reservation", "stay",
           "select t3.room_no, t3.room_type from guest as t1 join {t} as t2 on t1.guest_id = t2.guest_id join room as t3 on t2.room_id = t3.room_id where t1.first_name = 'Brian' and t1.last_name = 'Walsh'"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="What is the total booking cost for each hotel? Show the hotel name and the total.",
        sql="select t1.hotel_name, sum(t3.total_cost) from hotel as t1 join room as t2 on t1.hotel_id = t2.hotel_id join booking as t3 on t2.room_id = t3.room_id group by t1.hotel_name",
        J=[("booking", "Total_Cost",
            "select t1.hotel_name, sum(t4.total_cost) from hotel as t1 join room as t2 on t1.hotel_id = t2.hotel_id join booking as t3 on t2.room_id = t3.room_id join booking_total_cost as t4 on t3.booking_id = t4.booking_id group by t1.hotel_name"),
           ("hotel", "Hotel_Name",
            "select t4.hotel_name, sum(t3.total_cost) from hotel as t1 join room as t2 on t1.hotel_id = t2.hotel_id join booking as t3 on t2.room_id = t3.room_id join hotel_hotel_name as t4 on t1.hotel_id = t4.hotel_id group by t4.hotel_name")],
        P=("hotel_room_booking_total_cost",
           "hotel as t1 join room as t2 on t1.hotel_id = t2.hotel_id join booking as t3 on t2.room_id = t3.room_id",
           "t1.hotel_name", "t3.total_cost",
           "select hotel_name, sum_total_cost from hotel_room_booking_total_cost"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="Show the names of the staff working at 5-star hotels, along with the hotel names.",
        sql="select t1.staff_name, t2.hotel_name from staff as t1 join hotel as t2 on t1.hotel_id = t2.hotel_id where t2.star_rating = 5",
        J=[("hotel", "Star_Rating",
            "select t1.staff_name, t2.hotel_name from staff as t1 join hotel as t2 on t1.hotel_id = t2.hotel_id join hotel_star_rating as t3 on t2.hotel_id = t3.hotel_id where t3.star_rating = 5"),
           ("staff", "staff_name",
            "select t3.staff_name, t2.hotel_name from staff as t1 join hotel as t2 on t1.hotel_id = t2.hotel_id join staff_staff_name as t3 on t1.staff_id = t3.staff_id where t2.star_rating = 5")],
        C=("hotel", "Star_Rating", "stars", "star_class",
           "select t1.staff_name, t2.hotel_name from staff as t1 join hotel as t2 on t1.hotel_id = t2.hotel_id where t2.{c} = 5"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="How many bookings were made for each room type?",
        sql="select t2.room_type, count(*) from booking as t1 join room as t2 on t1.room_id = t2.room_id group by t2.room_type",
        J=[("room", "Room_Type",
            "select t3.room_type, count(*) from booking as t1 join room as t2 on t1.room_id = t2.room_id join room_room_type as t3 on t2.room_id = t3.room_id group by t3.room_type")],
        T=("booking", "reservation", "stay",
           "select t2.room_type, count(*) from {t} as t1 join room as t2 on t1.room_id = t2.room_id group by t2.room_type"),
    ),
    dict(
        db="hotel_group", shape="join",
        q="List the check-in dates and numbers of nights of the bookings made by guests from Germany, ordered by check-in date.",
        sql="select t2.check_in, t2.nights from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id where t1.nationality = 'Germany' order by t2.check_in",
        J=[("booking", "Nights",
            "select t2.check_in, t3.nights from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join booking_nights as t3 on t2.booking_id = t3.booking_id where t1.nationality = 'Germany' order by t2.check_in"),
           ("guest", "Nationality",
            "select t2.check_in, t2.nights from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join guest_nationality as t3 on t1.guest_id = t3.guest_id where t3.nationality = 'Germany' order by t2.check_in"),
           ("booking", "Check_In",
            "select t3.check_in, t2.nights from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join booking_check_in as t3 on t2.booking_id = t3.booking_id where t1.nationality = 'Germany' order by t3.check_in")],
        C=("booking", "Nights", "num_nights", "stay_length",
           "select t2.check_in, t2.{c} from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id where t1.nationality = 'Germany' order by t2.check_in"),
    ),
    dict(
        db="hotel_group", shape="nested",
        q="What are the names of the hotels that have no bookings?",
        sql="select hotel_name from hotel where hotel_id not in (select t1.hotel_id from room as t1 join booking as t2 on t1.room_id = t2.room_id)",
        J=[("hotel", "Hotel_Name",
            "select t2.hotel_name from hotel as t1 join hotel_hotel_name as t2 on t1.hotel_id = t2.hotel_id where t1.hotel_id not in (select t1.hotel_id from room as t1 join booking as t2 on t1.room_id = t2.room_id)")],
        T=("booking", "reservation", "stay",
           "select hotel_name from hotel where hotel_id not in (select t1.hotel_id from room as t1 join {t} as t2 on t1.room_id = t2.room_id)"),
    ),
    dict(
        db="hotel_group", shape="nested",
        q="Which rooms have a nightly rate higher than the average nightly rate? List the room numbers.",
        sql="select room_no from room where nightly_rate > (select avg(nightly_rate) from room)",
        J=[("room", "Nightly_Rate",
            "select t1.room_no from room as t1 join room_nightly_rate as t2 on t1.room_id = t2.room_id where t2.nightly_rate > (select avg(nightly_rate) from room_nightly_rate)"),
           ("room", "Room_No",
            "select t2.room_no from room as t1 join room_room_no as t2 on t1.room_id = t2.room_id where t1.nightly_rate > (select avg(nightly_rate) from room)")],
        C=("room", "Nightly_Rate", "price_per_night", "rate",
           "select room_no from room where {c} > (select avg({c}) from room)"),
    ),
    dict(
        db="hotel_group", shape="nested",
        q="Which cities have both a hotel with a pool and a hotel without a pool?",
        sql="select city from hotel where has_pool = 'T' intersect select city from hotel where has_pool = 'F'",
        J=[("hotel", "Has_Pool",
            "select t1.city from hotel as t1 join hotel_has_pool as t2 on t1.hotel_id = t2.hotel_id where t2.has_pool = 'T' intersect select t1.city from hotel as t1 join hotel_has_pool as t2 on t1.hotel_id = t2.hotel_id where t2.has_pool = 'F'"),
           ("hotel", "City",
            "select t2.city from hotel as t1 join hotel_city as t2 on t1.hotel_id = t2.hotel_id where t1.has_pool = 'T' intersect select t2.city from hotel as t1 join hotel_city as t2 on t1.hotel_id = t2.hotel_id where t1.has_pool = 'F'")],
    ),
    dict(
        db="hotel_group", shape="nested",
        q="Find the first names of the guests who have a cancelled booking but no completed booking.",
        sql="select t1.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id where t2.status = 'Cancelled' except select t1.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id where t2.status = 'Completed'",
        J=[("booking", "Status",
            "select t1.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join booking_status as t3 on t2.booking_id = t3.booking_id where t3.status = 'Cancelled' except select t1.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join booking_status as t3 on t2.booking_id = t3.booking_id where t3.status = 'Completed'"),
           ("guest", "First_Name",
            "select t3.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join guest_first_name as t3 on t1.guest_id = t3.guest_id where t2.status = 'Cancelled' except select t3.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id join guest_first_name as t3 on t1.guest_id = t3.guest_id where t2.status = 'Completed'")],
        C=("booking", "Status", "booking_status", "state",
           "select t1.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id where t2.{c} = 'Cancelled' except select t1.first_name from guest as t1 join booking as t2 on t1.guest_id = t2.guest_id where t2.{c} = 'Completed'"),
    ),
    dict(
        db="hotel_group", shape="nested",
        q="List the names of the staff who earn more than every receptionist.",
        sql="select staff_name from staff where salary > (select max(salary) from staff where position = 'Receptionist')",
        J=[("staff", "salary",
            "select t1.staff_name from staff as t1 join staff_salary as t2 on t1.staff_id = t2.staff_id where t2.salary > (select max(t2.salary) from staff as t1 join staff_salary as t2 on t1.staff_id = t2.staff_id where t1.position = 'Receptionist')")],
        C=("staff", "salary", "wage", "annual_pay",
           "select staff_name from staff where {c} > (select max({c}) from staff where position = 'Receptionist')"),
    ),
    dict(
        db="hotel_group", shape="nested",
        q="What are the names of the hotels that opened before 2000 or have more than 10 floors?",
        sql="select hotel_name from hotel where opened_year < 2000 union select hotel_name from hotel where num_floors > 10",
        J=[("hotel", "Opened_Year",
            "select t1.hotel_name from hotel as t1 join hotel_opened_year as t2 on t1.hotel_id = t2.hotel_id where t2.opened_year < 2000 union select hotel_name from hotel where num_floors > 10"),
           ("hotel", "Num_Floors",
            "select hotel_name from hotel where opened_year < 2000 union select t1.hotel_name from hotel as t1 join hotel_num_floors as t2 on t1.hotel_id = t2.hotel_id where t2.num_floors > 10")],
        C=("hotel", "Opened_Year", "year_opened", "opening_year",
           "select hotel_name from hotel where {c} < 2000 union select hotel_name from hotel where num_floors > 10"),
    ),
]
# ================================================================ schema helpers


# ================================================================ verification


def main():
    probe_kit.main(__doc__, DEFAULT_OUT, DEFAULT_DBS, DATABASES, QUESTIONS, ROWS_PER_TABLE,
                   drop_agreeing=True, record_id=lambda kind, n: f"{kind}5b-{n + 1:04d}")


if __name__ == "__main__":
    main()
