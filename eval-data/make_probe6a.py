#!/usr/bin/env python3
"""Build eval-data/probe6a.jsonl and three new SQLite databases in eval-data/dbs6/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (wine_estate, ski_resort, bus_network), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened, and
the parser's sources were not read). The structure, setup shapes and checks copy
make_probe5a.py; the shared helpers come from probe_kit.py.

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

Record ids are "<kind>6a-NNNN" (J6a-0001, ...), numbered from 1 within each kind.

Select columns follow the order in which the question names them (as Spider's annotators do).
About a third of the intents are asked twice in different words, as Spider does; the second
wording's gold is an equivalent SQL written the way that wording suggests (columns in the order
it names them, the join read from the other side, max() in a subquery instead of limit 1, ...),
because the checks refuse two records with the same SQL on one database.

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
  - no two questions (or two golds) of one database are the same.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe6a.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe6a.jsonl"
DEFAULT_DBS = HERE / "dbs6"
ID_TAG = "6a"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["wine_estate"] = r'''
CREATE TABLE "winery" (
"Winery_ID" int,
"Winery_Name" text,
"Region" text,
"Country" text,
"yr_founded" text,
"Hectares" real,
"Owner" text,
"Is_Family_Owned" text,
PRIMARY KEY ("Winery_ID")
);
CREATE TABLE "grape" (
"Grape_ID" int,
"Grape_Name" text,
"Color" text,
"Origin_Country" text,
"Ripening" text,
PRIMARY KEY ("Grape_ID")
);
CREATE TABLE "wine" (
"Wine_ID" int,
"Wine_Name" text,
"Winery_ID" int,
"Vintage" int,
"Style" text,
"Price" real,
"Alcohol" real,
"Cases_Made" int,
PRIMARY KEY ("Wine_ID"),
FOREIGN KEY ("Winery_ID") REFERENCES "winery"("Winery_ID")
);
CREATE TABLE "wine_grape" (
"Wine_ID" int,
"Grape_ID" int,
"Pct" int,
PRIMARY KEY ("Wine_ID","Grape_ID"),
FOREIGN KEY ("Wine_ID") REFERENCES "wine"("Wine_ID"),
FOREIGN KEY ("Grape_ID") REFERENCES "grape"("Grape_ID")
);
CREATE TABLE "critic" (
"Critic_ID" int,
"Fname" text,
"Lname" text,
"Publication" text,
"Country" text,
"yrs_active" int,
PRIMARY KEY ("Critic_ID")
);
CREATE TABLE "tasting" (
"Tasting_ID" int,
"Wine_ID" int,
"Critic_ID" int,
"Score" int,
"Tasting_Date" text,
"Is_Blind" text,
PRIMARY KEY ("Tasting_ID"),
FOREIGN KEY ("Wine_ID") REFERENCES "wine"("Wine_ID"),
FOREIGN KEY ("Critic_ID") REFERENCES "critic"("Critic_ID")
);
INSERT INTO "winery" VALUES (1,'Chateau Belmont','Bordeaux','France','1855',72.5,'Henri Dupuis','Y');
INSERT INTO "winery" VALUES (2,'Bodega Alta Sierra','Rioja','Spain','1921',48.0,'Carmen Ortiz','Y');
INSERT INTO "winery" VALUES (3,'Valle Verde Estate','Mendoza','Argentina','1998',120.4,'Lucas Ferrero','N');
INSERT INTO "winery" VALUES (4,'Stonebridge Cellars','Napa Valley','USA','1976',35.2,'Grace Whitman','N');
INSERT INTO "winery" VALUES (5,'Weingut Riesel','Mosel','Germany','1802',18.6,'Klaus Riesel','Y');
INSERT INTO "winery" VALUES (6,'Tenuta del Sole','Tuscany','Italy','1889',64.3,'Marco Bellini','Y');
INSERT INTO "winery" VALUES (7,'Kangaroo Ridge','Barossa Valley','Australia','1994',210.0,'Liam Porter','N');
INSERT INTO "winery" VALUES (8,'Domaine Lacroix','Burgundy','France','1920',9.8,'Sophie Lacroix','Y');
INSERT INTO "winery" VALUES (9,'Cape Horizon Wines','Stellenbosch','South Africa','2005',56.7,'Thabo Nkosi','N');
INSERT INTO "winery" VALUES (10,'Quinta do Rio','Douro','Portugal','1870',41.1,'Joao Pereira','Y');
INSERT INTO "winery" VALUES (11,'Silver Fern Vineyards','Marlborough','New Zealand','1989',88.9,'Emma Clarke','N');
INSERT INTO "winery" VALUES (12,'Casa Lunares','Maipo Valley','Chile','2011',95.5,'Diego Rojas','N');
INSERT INTO "winery" VALUES (13,'Tenuta Rossa','Piedmont','Italy','1934',27.4,'Giulia Conti','N');
INSERT INTO "winery" VALUES (14,'Maison Aubert','Champagne','France','1911',22.0,'Pierre Aubert','Y');
INSERT INTO "winery" VALUES (15,'Bodega Norte','Ribera del Duero','Spain','2002',39.5,'Ana Velasco','N');
INSERT INTO "grape" VALUES (1,'Cabernet Sauvignon','Red','France','Late');
INSERT INTO "grape" VALUES (2,'Merlot','Red','France','Early');
INSERT INTO "grape" VALUES (3,'Tempranillo','Red','Spain','Early');
INSERT INTO "grape" VALUES (4,'Malbec','Red','France','Mid');
INSERT INTO "grape" VALUES (5,'Pinot Noir','Red','France','Early');
INSERT INTO "grape" VALUES (6,'Chardonnay','White','France','Early');
INSERT INTO "grape" VALUES (7,'Riesling','White','Germany','Late');
INSERT INTO "grape" VALUES (8,'Sangiovese','Red','Italy','Late');
INSERT INTO "grape" VALUES (9,'Shiraz','Red','France','Mid');
INSERT INTO "grape" VALUES (10,'Sauvignon Blanc','White','France','Early');
INSERT INTO "grape" VALUES (11,'Touriga Nacional','Red','Portugal','Mid');
INSERT INTO "grape" VALUES (12,'Nebbiolo','Red','Italy','Late');
INSERT INTO "grape" VALUES (13,'Pinotage','Red','South Africa','Early');
INSERT INTO "grape" VALUES (14,'Carmenere','Red','France','Late');
INSERT INTO "grape" VALUES (15,'Gewurztraminer','White','Germany','Early');
INSERT INTO "grape" VALUES (16,'Vermentino','White','Italy','Mid');
INSERT INTO "wine" VALUES (1,'Belmont Grand Vin',1,2015,'Red',185.0,13.5,2400);
INSERT INTO "wine" VALUES (2,'Belmont Blanc',1,2019,'White',62.0,12.5,900);
INSERT INTO "wine" VALUES (3,'Alta Sierra Reserva',2,2016,'Red',38.5,14.0,5200);
INSERT INTO "wine" VALUES (4,'Alta Sierra Rosado',2,2021,'Rose',14.9,12.0,7800);
INSERT INTO "wine" VALUES (5,'Valle Verde Malbec',3,2020,'Red',19.5,14.5,15000);
INSERT INTO "wine" VALUES (6,'Stonebridge Cabernet',4,2018,'Red',95.0,14.8,3100);
INSERT INTO "wine" VALUES (7,'Stonebridge Chardonnay',4,2020,'White',42.0,13.9,4600);
INSERT INTO "wine" VALUES (8,'Riesel Spatlese',5,2019,'Dessert',33.0,8.5,1200);
INSERT INTO "wine" VALUES (9,'Riesel Trocken',5,2021,'White',21.0,11.5,2800);
INSERT INTO "wine" VALUES (10,'Sole Brunello',6,2016,'Red',78.0,14.2,3600);
INSERT INTO "wine" VALUES (11,'Kangaroo Ridge Shiraz',7,2019,'Red',24.5,15.0,22000);
INSERT INTO "wine" VALUES (12,'Lacroix Premier Cru',8,2017,'Red',240.0,13.0,450);
INSERT INTO "wine" VALUES (13,'Horizon Pinotage',9,2020,'Red',17.0,13.8,9500);
INSERT INTO "wine" VALUES (14,'Quinta Vintage Port',10,2017,'Dessert',110.0,20.0,1500);
INSERT INTO "wine" VALUES (15,'Silver Fern Sauvignon Blanc',11,2022,'White',18.5,13.0,18500);
INSERT INTO "wine" VALUES (16,'Silver Fern Brut',11,2018,'Sparkling',35.5,12.0,3900);
INSERT INTO "wine" VALUES (17,'Lunares Carmenere',12,2019,'Red',16.0,13.6,11000);
INSERT INTO "wine" VALUES (18,'Rossa Barolo',13,2015,'Red',92.5,14.3,2100);
INSERT INTO "wine_grape" VALUES (1,1,60);
INSERT INTO "wine_grape" VALUES (1,2,40);
INSERT INTO "wine_grape" VALUES (2,10,100);
INSERT INTO "wine_grape" VALUES (3,3,90);
INSERT INTO "wine_grape" VALUES (3,2,10);
INSERT INTO "wine_grape" VALUES (4,3,100);
INSERT INTO "wine_grape" VALUES (5,4,100);
INSERT INTO "wine_grape" VALUES (6,1,85);
INSERT INTO "wine_grape" VALUES (6,2,15);
INSERT INTO "wine_grape" VALUES (7,6,100);
INSERT INTO "wine_grape" VALUES (8,7,100);
INSERT INTO "wine_grape" VALUES (10,8,100);
INSERT INTO "wine_grape" VALUES (11,9,100);
INSERT INTO "wine_grape" VALUES (12,5,100);
INSERT INTO "wine_grape" VALUES (13,13,100);
INSERT INTO "wine_grape" VALUES (14,11,100);
INSERT INTO "wine_grape" VALUES (16,6,60);
INSERT INTO "wine_grape" VALUES (16,5,40);
INSERT INTO "wine_grape" VALUES (17,14,100);
INSERT INTO "wine_grape" VALUES (18,12,100);
INSERT INTO "critic" VALUES (1,'Robert','Hale','Wine Ledger','USA',32);
INSERT INTO "critic" VALUES (2,'Jancis','Moreau','Cellar Notes','UK',28);
INSERT INTO "critic" VALUES (3,'James','Sutton','Wine Ledger','USA',19);
INSERT INTO "critic" VALUES (4,'Antonio','Gallo','Vino Italia','Italy',24);
INSERT INTO "critic" VALUES (5,'Mei','Tanaka','Asia Wine Review','Japan',11);
INSERT INTO "critic" VALUES (6,'Claire','Dubois','La Revue du Vin','France',21);
INSERT INTO "critic" VALUES (7,'Oliver','Grant','Cellar Notes','UK',8);
INSERT INTO "critic" VALUES (8,'Lucia','Ramos','Guia Penin','Spain',15);
INSERT INTO "critic" VALUES (9,'Hannah','Becker','Weinwelt','Germany',6);
INSERT INTO "critic" VALUES (10,'Sam','Whitlock','Decant Weekly','Australia',13);
INSERT INTO "critic" VALUES (11,'Nadia','Petrova','Decant Weekly','UK',4);
INSERT INTO "tasting" VALUES (1,1,1,97,'2021-03-14','N');
INSERT INTO "tasting" VALUES (2,1,6,95,'2021-04-02','Y');
INSERT INTO "tasting" VALUES (3,3,8,91,'2021-06-11','Y');
INSERT INTO "tasting" VALUES (4,5,1,88,'2022-01-20','N');
INSERT INTO "tasting" VALUES (5,6,3,93,'2021-09-05','N');
INSERT INTO "tasting" VALUES (6,7,3,90,'2022-02-17','Y');
INSERT INTO "tasting" VALUES (7,8,9,92,'2021-11-23','Y');
INSERT INTO "tasting" VALUES (8,10,4,96,'2021-05-30','N');
INSERT INTO "tasting" VALUES (9,11,10,89,'2022-03-08','N');
INSERT INTO "tasting" VALUES (10,12,6,98,'2021-07-19','Y');
INSERT INTO "tasting" VALUES (11,12,2,94,'2021-08-01','N');
INSERT INTO "tasting" VALUES (12,13,10,85,'2022-04-12','Y');
INSERT INTO "tasting" VALUES (13,14,2,93,'2021-10-10','N');
INSERT INTO "tasting" VALUES (14,15,7,87,'2022-05-03','Y');
INSERT INTO "tasting" VALUES (15,16,7,90,'2022-06-21','N');
INSERT INTO "tasting" VALUES (16,17,8,86,'2022-02-28','Y');
INSERT INTO "tasting" VALUES (17,18,4,94,'2021-12-12','N');
INSERT INTO "tasting" VALUES (18,2,6,91,'2021-09-29','Y');
INSERT INTO "tasting" VALUES (19,4,8,84,'2022-07-15','N');
INSERT INTO "tasting" VALUES (20,10,5,92,'2022-08-09','Y');
'''

DATABASES["ski_resort"] = r'''
CREATE TABLE "lift" (
"Lift_ID" int,
"Lift_Name" text,
"Lift_Type" text,
"Capacity_per_hr" int,
"Top_Elevation" int,
"yr_installed" text,
"Seats" int,
PRIMARY KEY ("Lift_ID")
);
CREATE TABLE "slope" (
"Slope_ID" int,
"Slope_Name" text,
"Difficulty" text,
"Length_m" int,
"Vertical_Drop" int,
"Is_Groomed" text,
"Lift_ID" int,
PRIMARY KEY ("Slope_ID"),
FOREIGN KEY ("Lift_ID") REFERENCES "lift"("Lift_ID")
);
CREATE TABLE "instructor" (
"Instructor_ID" int,
"Fname" text,
"Lname" text,
"Discipline" text,
"Cert_Level" int,
"Hourly_Rate" real,
"Nationality" text,
"yrs_teaching" int,
PRIMARY KEY ("Instructor_ID")
);
CREATE TABLE "guest" (
"Guest_ID" int,
"Guest_Name" text,
"Age" int,
"Home_Country" text,
"Skill_Level" text,
PRIMARY KEY ("Guest_ID")
);
CREATE TABLE "lesson" (
"Lesson_ID" int,
"Instructor_ID" int,
"Guest_ID" int,
"Slope_ID" int,
"Lesson_Date" text,
"Duration_hrs" real,
"Price" real,
PRIMARY KEY ("Lesson_ID"),
FOREIGN KEY ("Instructor_ID") REFERENCES "instructor"("Instructor_ID"),
FOREIGN KEY ("Guest_ID") REFERENCES "guest"("Guest_ID"),
FOREIGN KEY ("Slope_ID") REFERENCES "slope"("Slope_ID")
);
CREATE TABLE ski_pass (
       pass_id        INTEGER PRIMARY KEY,
       guest_id       INTEGER,
       pass_type      TEXT,
       price          REAL,
       purchase_date  TEXT,
       days_valid     INTEGER,
       is_online      TEXT,
       FOREIGN KEY(guest_id) REFERENCES guest(Guest_ID)
);
INSERT INTO "lift" VALUES (1,'Summit Express','Chairlift',2800,2850,'2012',6);
INSERT INTO "lift" VALUES (2,'Eagle Gondola','Gondola',3200,2640,'2016',10);
INSERT INTO "lift" VALUES (3,'Valley Quad','Chairlift',2200,1980,'1998',4);
INSERT INTO "lift" VALUES (4,'Pine T-Bar','T-Bar',1100,1760,'1985',2);
INSERT INTO "lift" VALUES (5,'Glacier Tram','Cable Car',900,3120,'2004',80);
INSERT INTO "lift" VALUES (6,'Sunny Double','Chairlift',1200,1850,'1979',2);
INSERT INTO "lift" VALUES (7,'Bunny Carpet','Magic Carpet',600,1520,'2019',1);
INSERT INTO "lift" VALUES (8,'North Ridge Six','Chairlift',3000,2710,'2021',6);
INSERT INTO "lift" VALUES (9,'Col T-Bar','T-Bar',1000,2450,'1992',2);
INSERT INTO "lift" VALUES (10,'Forest Triple','Chairlift',1800,2100,'2001',3);
INSERT INTO "lift" VALUES (11,'Old Mill Chair','Chairlift',850,1700,'1968',2);
INSERT INTO "slope" VALUES (1,'Blue Jay','Blue',1850,420,'T',3);
INSERT INTO "slope" VALUES (2,'Widowmaker','Black',1200,610,'F',1);
INSERT INTO "slope" VALUES (3,'Meadow Run','Green',2400,310,'T',6);
INSERT INTO "slope" VALUES (4,'Bunny Hill','Green',350,45,'T',7);
INSERT INTO "slope" VALUES (5,'Summit Couloir','Black',900,540,'F',5);
INSERT INTO "slope" VALUES (6,'Eagle Glade','Red',1600,480,'F',2);
INSERT INTO "slope" VALUES (7,'Panorama','Red',3100,720,'T',2);
INSERT INTO "slope" VALUES (8,'Pine Trail','Green',1400,260,'T',4);
INSERT INTO "slope" VALUES (9,'Ridge Line','Red',2050,530,'T',8);
INSERT INTO "slope" VALUES (10,'Glacier Bowl','Black',2600,890,'F',5);
INSERT INTO "slope" VALUES (11,'Fox Run','Blue',1700,390,'T',10);
INSERT INTO "slope" VALUES (12,'Timberline','Blue',2200,450,'T',10);
INSERT INTO "slope" VALUES (13,'Hornet','Black',1100,500,'T',8);
INSERT INTO "slope" VALUES (14,'Snowflake','Green',600,90,'T',7);
INSERT INTO "slope" VALUES (15,'Col Traverse','Blue',2750,380,'F',9);
INSERT INTO "slope" VALUES (16,'Sunset Boulevard','Blue',3400,560,'T',1);
INSERT INTO "instructor" VALUES (1,'Anna','Berger','Ski',4,95.0,'Austria',18);
INSERT INTO "instructor" VALUES (2,'Tom','Fischer','Snowboard',3,80.0,'Germany',9);
INSERT INTO "instructor" VALUES (3,'Lucie','Martin','Ski',3,82.5,'France',11);
INSERT INTO "instructor" VALUES (4,'Jake','Morrison','Snowboard',2,65.0,'Canada',4);
INSERT INTO "instructor" VALUES (5,'Sofia','Rossi','Ski',4,99.0,'Italy',22);
INSERT INTO "instructor" VALUES (6,'Kenji','Sato','Ski',2,62.0,'Japan',3);
INSERT INTO "instructor" VALUES (7,'Emma','Lind','Telemark',3,78.0,'Norway',12);
INSERT INTO "instructor" VALUES (8,'Pablo','Vega','Snowboard',1,48.0,'Spain',1);
INSERT INTO "instructor" VALUES (9,'Nina','Keller','Ski',1,50.0,'Switzerland',2);
INSERT INTO "instructor" VALUES (10,'Oscar','Brandt','Ski',3,85.0,'Switzerland',14);
INSERT INTO "instructor" VALUES (11,'Mia','Dupont','Snowboard',4,92.0,'France',16);
INSERT INTO "instructor" VALUES (12,'Ryan','Walsh','Ski',2,60.0,'Canada',6);
INSERT INTO "guest" VALUES (1,'Peter Olsen',34,'Denmark','Intermediate');
INSERT INTO "guest" VALUES (2,'Laura Chen',27,'USA','Beginner');
INSERT INTO "guest" VALUES (3,'Mark Hughes',45,'UK','Advanced');
INSERT INTO "guest" VALUES (4,'Yuki Ito',19,'Japan','Beginner');
INSERT INTO "guest" VALUES (5,'Carlos Mendez',38,'Spain','Intermediate');
INSERT INTO "guest" VALUES (6,'Eva Novak',52,'Czechia','Advanced');
INSERT INTO "guest" VALUES (7,'Liam Byrne',11,'Ireland','Beginner');
INSERT INTO "guest" VALUES (8,'Sara Holm',29,'USA','Expert');
INSERT INTO "guest" VALUES (9,'David Klein',41,'Germany','Intermediate');
INSERT INTO "guest" VALUES (10,'Amelie Roux',16,'France','Beginner');
INSERT INTO "guest" VALUES (11,'Ben Carter',23,'UK','Intermediate');
INSERT INTO "guest" VALUES (12,'Nora Aziz',36,'USA','Beginner');
INSERT INTO "guest" VALUES (13,'Hugo Lambert',61,'France','Expert');
INSERT INTO "guest" VALUES (14,'Zoe Park',8,'USA','Beginner');
INSERT INTO "lesson" VALUES (1,1,3,7,'2023-01-05',2.0,190.0);
INSERT INTO "lesson" VALUES (2,5,6,10,'2023-01-06',3.0,297.0);
INSERT INTO "lesson" VALUES (3,9,7,4,'2023-01-06',1.5,75.0);
INSERT INTO "lesson" VALUES (4,4,2,3,'2023-01-07',2.0,130.0);
INSERT INTO "lesson" VALUES (5,3,5,1,'2023-01-08',2.5,206.25);
INSERT INTO "lesson" VALUES (6,2,11,6,'2023-01-09',2.0,160.0);
INSERT INTO "lesson" VALUES (7,6,4,14,'2023-01-09',1.0,62.0);
INSERT INTO "lesson" VALUES (8,10,9,12,'2023-01-10',3.0,255.0);
INSERT INTO "lesson" VALUES (9,11,8,13,'2023-01-11',2.0,184.0);
INSERT INTO "lesson" VALUES (10,1,13,5,'2023-01-12',4.0,380.0);
INSERT INTO "lesson" VALUES (11,12,12,8,'2023-01-13',1.5,90.0);
INSERT INTO "lesson" VALUES (12,9,14,4,'2023-01-13',1.0,50.0);
INSERT INTO "lesson" VALUES (13,5,3,2,'2023-01-14',2.0,198.0);
INSERT INTO "lesson" VALUES (14,3,1,11,'2023-01-15',2.0,165.0);
INSERT INTO "lesson" VALUES (15,8,10,3,'2023-01-16',1.5,72.0);
INSERT INTO "lesson" VALUES (16,4,11,9,'2023-01-17',2.5,162.5);
INSERT INTO "lesson" VALUES (17,10,5,15,'2023-01-18',2.0,170.0);
INSERT INTO "lesson" VALUES (18,1,6,16,'2023-01-19',3.0,285.0);
INSERT INTO "lesson" VALUES (19,1,2,1,'2023-01-20',2.0,190.0);
INSERT INTO "lesson" VALUES (20,9,10,14,'2023-01-21',1.0,50.0);
INSERT INTO ski_pass VALUES (1,1,'Week',420.0,'2022-12-28',7,'Y');
INSERT INTO ski_pass VALUES (2,2,'Day',69.0,'2023-01-07',1,'N');
INSERT INTO ski_pass VALUES (3,3,'Season',1150.0,'2022-11-15',150,'Y');
INSERT INTO ski_pass VALUES (4,4,'Multi-Day',210.0,'2023-01-06',3,'Y');
INSERT INTO ski_pass VALUES (5,5,'Week',405.0,'2023-01-02',7,'N');
INSERT INTO ski_pass VALUES (6,6,'Season',1150.0,'2022-11-20',150,'Y');
INSERT INTO ski_pass VALUES (7,7,'Child Day',35.0,'2023-01-06',1,'N');
INSERT INTO ski_pass VALUES (8,8,'Season',1090.0,'2022-10-30',150,'Y');
INSERT INTO ski_pass VALUES (9,9,'Multi-Day',280.0,'2023-01-09',4,'Y');
INSERT INTO ski_pass VALUES (10,10,'Week',360.0,'2023-01-14',7,'N');
INSERT INTO ski_pass VALUES (11,11,'Day',69.0,'2023-01-09',1,'Y');
INSERT INTO ski_pass VALUES (12,11,'Day',72.0,'2023-01-17',1,'Y');
INSERT INTO ski_pass VALUES (13,12,'Multi-Day',140.0,'2023-01-12',2,'N');
INSERT INTO ski_pass VALUES (14,13,'Season',1120.0,'2022-11-02',150,'N');
INSERT INTO ski_pass VALUES (15,14,'Child Day',35.0,'2023-01-13',1,'Y');
INSERT INTO ski_pass VALUES (16,1,'Day',72.0,'2023-02-11',1,'Y');
'''

DATABASES["bus_network"] = r'''
CREATE TABLE "bus_route" (
"Route_ID" int,
"Route_No" text,
"Route_Name" text,
"Start_Terminus" text,
"End_Terminus" text,
"Length_km" real,
"Is_Express" text,
"yr_opened" text,
PRIMARY KEY ("Route_ID")
);
CREATE TABLE "stop" (
"Stop_ID" int,
"Stop_Name" text,
"District" text,
"Zone" int,
"Has_Shelter" text,
"Daily_Boardings" int,
PRIMARY KEY ("Stop_ID")
);
CREATE TABLE "route_stop" (
"Route_ID" int,
"Stop_ID" int,
"Stop_Seq" int,
PRIMARY KEY ("Route_ID","Stop_ID"),
FOREIGN KEY ("Route_ID") REFERENCES "bus_route"("Route_ID"),
FOREIGN KEY ("Stop_ID") REFERENCES "stop"("Stop_ID")
);
CREATE TABLE "driver" (
"Driver_ID" int,
"Fname" text,
"Lname" text,
"Age" int,
"Hire_Year" int,
"License_Class" text,
"Depot" text,
"Is_Full_Time" text,
PRIMARY KEY ("Driver_ID")
);
CREATE TABLE "bus" (
"Bus_ID" int,
"Fleet_No" text,
"Model" text,
"Fuel_Type" text,
"Seats" int,
"yr_built" text,
"Is_Low_Floor" text,
PRIMARY KEY ("Bus_ID")
);
CREATE TABLE "trip" (
"Trip_ID" int,
"Route_ID" int,
"Driver_ID" int,
"Bus_ID" int,
"Trip_Date" text,
"Depart_Time" text,
"Passengers" int,
"Minutes_Late" int,
PRIMARY KEY ("Trip_ID"),
FOREIGN KEY ("Route_ID") REFERENCES "bus_route"("Route_ID"),
FOREIGN KEY ("Driver_ID") REFERENCES "driver"("Driver_ID"),
FOREIGN KEY ("Bus_ID") REFERENCES "bus"("Bus_ID")
);
INSERT INTO "bus_route" VALUES (1,'1','Harbour Line','Central Station','Harbour Point',8.4,'N','1962');
INSERT INTO "bus_route" VALUES (2,'4','University Loop','Central Station','University Campus',11.2,'N','1978');
INSERT INTO "bus_route" VALUES (3,'7X','Airport Express','Central Station','Airport',22.5,'Y','2005');
INSERT INTO "bus_route" VALUES (4,'12','Hillside','Market Square','Hillside Park',6.9,'N','1985');
INSERT INTO "bus_route" VALUES (5,'15','Riverside','Old Town','Riverside Mall',9.7,'N','1991');
INSERT INTO "bus_route" VALUES (6,'22','Industrial Park','Market Square','Northgate Industrial',14.3,'N','1999');
INSERT INTO "bus_route" VALUES (7,'30X','Suburban Express','Central Station','Lakeview',27.8,'Y','2012');
INSERT INTO "bus_route" VALUES (8,'31','Lakeview Local','Old Town','Lakeview',18.1,'N','2001');
INSERT INTO "bus_route" VALUES (9,'40','Stadium Link','Central Station','City Stadium',5.6,'N','2016');
INSERT INTO "bus_route" VALUES (10,'52','Orbital','Northgate Industrial','Riverside Mall',19.4,'N','2008');
INSERT INTO "bus_route" VALUES (11,'60X','Coastal Express','Harbour Point','Airport',25.1,'Y','2019');
INSERT INTO "bus_route" VALUES (12,'N1','Night Owl','Central Station','Lakeview',30.2,'N','2010');
INSERT INTO "stop" VALUES (1,'Central Station','Downtown',1,'Y',5400);
INSERT INTO "stop" VALUES (2,'Harbour Point','Docklands',2,'Y',1250);
INSERT INTO "stop" VALUES (3,'University Campus','Westend',2,'Y',3100);
INSERT INTO "stop" VALUES (4,'Airport','Eastfield',4,'Y',2250);
INSERT INTO "stop" VALUES (5,'Market Square','Downtown',1,'Y',2900);
INSERT INTO "stop" VALUES (6,'Hillside Park','Hillside',3,'N',480);
INSERT INTO "stop" VALUES (7,'Old Town','Downtown',1,'N',1870);
INSERT INTO "stop" VALUES (8,'Riverside Mall','Riverside',2,'Y',2050);
INSERT INTO "stop" VALUES (9,'Northgate Industrial','Northgate',3,'N',760);
INSERT INTO "stop" VALUES (10,'Lakeview','Lakeview',4,'Y',930);
INSERT INTO "stop" VALUES (11,'City Stadium','Westend',2,'N',640);
INSERT INTO "stop" VALUES (12,'Elm Street','Hillside',3,'N',310);
INSERT INTO "stop" VALUES (13,'Canal Bridge','Docklands',2,'N',520);
INSERT INTO "stop" VALUES (14,'Civic Center','Downtown',1,'Y',1640);
INSERT INTO "stop" VALUES (15,'Maple Avenue','Riverside',2,'N',270);
INSERT INTO "stop" VALUES (16,'Quarry Road','Northgate',4,'N',95);
INSERT INTO "route_stop" VALUES (1,1,1);
INSERT INTO "route_stop" VALUES (1,13,2);
INSERT INTO "route_stop" VALUES (1,2,3);
INSERT INTO "route_stop" VALUES (2,1,1);
INSERT INTO "route_stop" VALUES (2,14,2);
INSERT INTO "route_stop" VALUES (2,3,3);
INSERT INTO "route_stop" VALUES (3,1,1);
INSERT INTO "route_stop" VALUES (3,4,2);
INSERT INTO "route_stop" VALUES (4,5,1);
INSERT INTO "route_stop" VALUES (4,12,2);
INSERT INTO "route_stop" VALUES (4,6,3);
INSERT INTO "route_stop" VALUES (5,7,1);
INSERT INTO "route_stop" VALUES (5,15,2);
INSERT INTO "route_stop" VALUES (5,8,3);
INSERT INTO "route_stop" VALUES (6,5,1);
INSERT INTO "route_stop" VALUES (6,9,2);
INSERT INTO "route_stop" VALUES (7,1,1);
INSERT INTO "route_stop" VALUES (7,10,2);
INSERT INTO "route_stop" VALUES (8,7,1);
INSERT INTO "route_stop" VALUES (8,10,2);
INSERT INTO "driver" VALUES (1,'Frank','Miller',54,1998,'D','North Depot','Y');
INSERT INTO "driver" VALUES (2,'Aisha','Khan',37,2012,'D','Central Depot','Y');
INSERT INTO "driver" VALUES (3,'Luis','Romero',45,2005,'D1','South Depot','Y');
INSERT INTO "driver" VALUES (4,'Grace','Kim',29,2019,'D','Central Depot','N');
INSERT INTO "driver" VALUES (5,'Tomasz','Nowak',61,1990,'D','North Depot','Y');
INSERT INTO "driver" VALUES (6,'Hannah','Price',33,2016,'D1','South Depot','N');
INSERT INTO "driver" VALUES (7,'Samuel','Okafor',48,2003,'D','Central Depot','Y');
INSERT INTO "driver" VALUES (8,'Ingrid','Larsen',41,2010,'D','North Depot','Y');
INSERT INTO "driver" VALUES (9,'Victor','Dumas',26,2021,'D1','Central Depot','N');
INSERT INTO "driver" VALUES (10,'Rita','Costa',52,2000,'D','South Depot','Y');
INSERT INTO "driver" VALUES (11,'Kevin','Doyle',35,2014,'D','North Depot','Y');
INSERT INTO "driver" VALUES (12,'Mei','Lin',44,2008,'D','Central Depot','Y');
INSERT INTO "driver" VALUES (13,'Oleg','Ivanov',58,1995,'D','South Depot','Y');
INSERT INTO "driver" VALUES (14,'Paula','Schmidt',24,2022,'D1','North Depot','N');
INSERT INTO "bus" VALUES (1,'B101','Citaro','Diesel',44,'2011','T');
INSERT INTO "bus" VALUES (2,'B107','Citaro Hybrid','Hybrid',42,'2017','T');
INSERT INTO "bus" VALUES (3,'B115','eCitaro','Electric',40,'2021','T');
INSERT INTO "bus" VALUES (4,'B120','Olympian','Diesel',72,'1999','F');
INSERT INTO "bus" VALUES (5,'B123','Enviro400','Diesel',80,'2014','T');
INSERT INTO "bus" VALUES (6,'B131','Solaris Urbino','Electric',38,'2022','T');
INSERT INTO "bus" VALUES (7,'B140','Lion City','CNG',46,'2009','T');
INSERT INTO "bus" VALUES (8,'B144','Lion City','Diesel',46,'2006','F');
INSERT INTO "bus" VALUES (9,'B150','Enviro400 Hybrid','Hybrid',78,'2019','T');
INSERT INTO "bus" VALUES (10,'B162','Sprinter City','Diesel',24,'2015','T');
INSERT INTO "bus" VALUES (11,'B170','Volvo B7RLE','Diesel',45,'2004','F');
INSERT INTO "bus" VALUES (12,'B175','Solaris Urbino','Electric',38,'2023','T');
INSERT INTO "trip" VALUES (1,1,1,1,'2023-03-06','07:15',58,2);
INSERT INTO "trip" VALUES (2,3,2,3,'2023-03-06','06:40',41,0);
INSERT INTO "trip" VALUES (3,7,5,5,'2023-03-06','08:05',96,6);
INSERT INTO "trip" VALUES (4,2,3,2,'2023-03-06','08:20',112,4);
INSERT INTO "trip" VALUES (5,4,4,10,'2023-03-07','09:10',19,0);
INSERT INTO "trip" VALUES (6,5,7,7,'2023-03-07','07:45',63,3);
INSERT INTO "trip" VALUES (7,3,2,6,'2023-03-07','12:30',37,1);
INSERT INTO "trip" VALUES (8,12,8,4,'2023-03-07','23:50',28,0);
INSERT INTO "trip" VALUES (9,6,10,11,'2023-03-08','06:15',44,5);
INSERT INTO "trip" VALUES (10,8,12,9,'2023-03-08','17:40',88,8);
INSERT INTO "trip" VALUES (11,2,3,2,'2023-03-08','13:05',74,2);
INSERT INTO "trip" VALUES (12,9,9,10,'2023-03-08','19:00',102,12);
INSERT INTO "trip" VALUES (13,11,6,12,'2023-03-09','10:25',33,0);
INSERT INTO "trip" VALUES (14,7,5,5,'2023-03-09','17:10',118,9);
INSERT INTO "trip" VALUES (15,10,13,8,'2023-03-09','11:35',27,1);
INSERT INTO "trip" VALUES (16,1,1,1,'2023-03-10','16:50',71,3);
INSERT INTO "trip" VALUES (17,12,11,3,'2023-03-10','05:55',22,0);
INSERT INTO "trip" VALUES (18,4,4,10,'2023-03-10','15:20',31,2);
INSERT INTO "trip" VALUES (19,2,7,9,'2023-03-10','08:00',121,7);
INSERT INTO "trip" VALUES (20,6,10,11,'2023-03-11','07:30',49,4);
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
    # ------------------------------------------------------------------ wine_estate
    dict(
        db="wine_estate", shape="simple",
        q="How many wineries are there?",
        sql="select count(*) from winery",
        T=("winery", "estate", "wine_producer",
           "select count(*) from {t}"),
    ),
    dict(
        db="wine_estate", shape="simple",
        q="List the names and prices of all wines, sorted by price from highest to lowest.",
        sql="select wine_name, price from wine order by price desc",
        J=[("wine", "Price",
            "select t1.wine_name, t2.price from wine as t1 join wine_price as t2 on t1.wine_id = t2.wine_id order by t2.price desc"),
           ("wine", "Wine_Name",
            "select t2.wine_name, t1.price from wine as t1 join wine_wine_name as t2 on t1.wine_id = t2.wine_id order by t1.price desc")],
        C=("wine", "Price", "bottle_price", "retail_price",
           "select wine_name, {c} from wine order by {c} desc"),
    ),
    dict(
        db="wine_estate", shape="simple",
        q="What are the prices and names of the wines, in descending order of price?",
        sql="select price, wine_name from wine order by price desc",
        J=[("wine", "Price",
            "select t2.price, t1.wine_name from wine as t1 join wine_price as t2 on t1.wine_id = t2.wine_id order by t2.price desc")],
        T=("wine", "vino", "bottling",
           "select price, wine_name from {t} order by price desc"),
    ),
    dict(
        db="wine_estate", shape="simple",
        q="What is the name of the oldest winery?",
        sql="select winery_name from winery order by yr_founded limit 1",
        J=[("winery", "yr_founded",
            "select t1.winery_name from winery as t1 join winery_yr_founded as t2 on t1.winery_id = t2.winery_id order by t2.yr_founded limit 1"),
           ("winery", "Winery_Name",
            "select t2.winery_name from winery as t1 join winery_winery_name as t2 on t1.winery_id = t2.winery_id order by t1.yr_founded limit 1")],
        C=("winery", "yr_founded", "year_founded", "est_year",
           "select winery_name from winery order by {c} limit 1"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="Which winery was founded first? Give its name.",
        sql="select winery_name from winery where yr_founded = (select min(yr_founded) from winery)",
        J=[("winery", "yr_founded",
            "select t1.winery_name from winery as t1 join winery_yr_founded as t2 on t1.winery_id = t2.winery_id where t2.yr_founded = (select min(yr_founded) from winery_yr_founded)")],
    ),
    dict(
        db="wine_estate", shape="simple",
        q="Find the names and regions of the wineries in France.",
        sql="select winery_name, region from winery where country = 'France'",
        J=[("winery", "Country",
            "select t1.winery_name, t1.region from winery as t1 join winery_country as t2 on t1.winery_id = t2.winery_id where t2.country = 'France'"),
           ("winery", "Region",
            "select t1.winery_name, t2.region from winery as t1 join winery_region as t2 on t1.winery_id = t2.winery_id where t1.country = 'France'"),
           ("winery", "Winery_Name",
            "select t2.winery_name, t1.region from winery as t1 join winery_winery_name as t2 on t1.winery_id = t2.winery_id where t1.country = 'France'")],
        T=("winery", "estate", "wine_producer",
           "select winery_name, region from {t} where country = 'France'"),
    ),
    dict(
        db="wine_estate", shape="simple",
        q="What are the regions and names of the wineries located in France?",
        sql="select region, winery_name from winery where country = 'France'",
        J=[("winery", "Country",
            "select t1.region, t1.winery_name from winery as t1 join winery_country as t2 on t1.winery_id = t2.winery_id where t2.country = 'France'")],
    ),
    dict(
        db="wine_estate", shape="simple",
        q="Show the names of the wines whose alcohol content is between 13 and 14.",
        sql="select wine_name from wine where alcohol between 13 and 14",
        J=[("wine", "Alcohol",
            "select t1.wine_name from wine as t1 join wine_alcohol as t2 on t1.wine_id = t2.wine_id where t2.alcohol between 13 and 14"),
           ("wine", "Wine_Name",
            "select t2.wine_name from wine as t1 join wine_wine_name as t2 on t1.wine_id = t2.wine_id where t1.alcohol between 13 and 14")],
        C=("wine", "Alcohol", "abv", "alcohol_pct",
           "select wine_name from wine where {c} between 13 and 14"),
    ),
    dict(
        db="wine_estate", shape="simple",
        q="What are the first and last names of the critics who write for Wine Ledger?",
        sql="select fname, lname from critic where publication = 'Wine Ledger'",
        J=[("critic", "Publication",
            "select t1.fname, t1.lname from critic as t1 join critic_publication as t2 on t1.critic_id = t2.critic_id where t2.publication = 'Wine Ledger'"),
           ("critic", "Fname",
            "select t2.fname, t1.lname from critic as t1 join critic_fname as t2 on t1.critic_id = t2.critic_id where t1.publication = 'Wine Ledger'"),
           ("critic", "Lname",
            "select t1.fname, t2.lname from critic as t1 join critic_lname as t2 on t1.critic_id = t2.critic_id where t1.publication = 'Wine Ledger'")],
    ),
    dict(
        db="wine_estate", shape="simple",
        q="Give the last and first names of every critic working for the publication Wine Ledger.",
        sql="select lname, fname from critic where publication = 'Wine Ledger'",
        J=[("critic", "Publication",
            "select t1.lname, t1.fname from critic as t1 join critic_publication as t2 on t1.critic_id = t2.critic_id where t2.publication = 'Wine Ledger'")],
        T=("critic", "reviewer", "wine_writer",
           "select lname, fname from {t} where publication = 'Wine Ledger'"),
    ),
    dict(
        db="wine_estate", shape="agg",
        q="What is the average price of the wines of each style?",
        sql="select avg(price), style from wine group by style",
        J=[("wine", "Price",
            "select avg(t2.price), t1.style from wine as t1 join wine_price as t2 on t1.wine_id = t2.wine_id group by t1.style"),
           ("wine", "Style",
            "select avg(t1.price), t2.style from wine as t1 join wine_style as t2 on t1.wine_id = t2.wine_id group by t2.style")],
        C=("wine", "Style", "wine_style", "category",
           "select avg(price), {c} from wine group by {c}"),
        P=("wine_price", "wine", "style", "price",
           "select avg_price, style from wine_price"),
    ),
    dict(
        db="wine_estate", shape="agg",
        q="For each style, show the style and the average wine price.",
        sql="select style, avg(price) from wine group by style",
        J=[("wine", "Price",
            "select t1.style, avg(t2.price) from wine as t1 join wine_price as t2 on t1.wine_id = t2.wine_id group by t1.style")],
        T=("wine", "vino", "bottling",
           "select style, avg(price) from {t} group by style"),
    ),
    dict(
        db="wine_estate", shape="agg",
        q="What are the maximum and minimum scores given in blind tastings?",
        sql="select max(score), min(score) from tasting where is_blind = 'Y'",
        J=[("tasting", "Score",
            "select max(t2.score), min(t2.score) from tasting as t1 join tasting_score as t2 on t1.tasting_id = t2.tasting_id where t1.is_blind = 'Y'"),
           ("tasting", "Is_Blind",
            "select max(t1.score), min(t1.score) from tasting as t1 join tasting_is_blind as t2 on t1.tasting_id = t2.tasting_id where t2.is_blind = 'Y'")],
        C=("tasting", "Is_Blind", "blind", "blind_tasting",
           "select max(score), min(score) from tasting where {c} = 'Y'"),
        P=("tasting_score", "tasting", "is_blind", "score",
           "select max_score, min_score from tasting_score where is_blind = 'Y'"),
    ),
    dict(
        db="wine_estate", shape="agg",
        q="What is the total number of cases made of red wines?",
        sql="select sum(cases_made) from wine where style = 'Red'",
        J=[("wine", "Cases_Made",
            "select sum(t2.cases_made) from wine as t1 join wine_cases_made as t2 on t1.wine_id = t2.wine_id where t1.style = 'Red'"),
           ("wine", "Style",
            "select sum(t1.cases_made) from wine as t1 join wine_style as t2 on t1.wine_id = t2.wine_id where t2.style = 'Red'")],
        C=("wine", "Cases_Made", "cases_produced", "production_cases",
           "select sum({c}) from wine where style = 'Red'"),
    ),
    dict(
        db="wine_estate", shape="agg",
        q="What is the highest price of the wines of each vintage?",
        sql="select max(price), vintage from wine group by vintage",
        J=[("wine", "Price",
            "select max(t2.price), t1.vintage from wine as t1 join wine_price as t2 on t1.wine_id = t2.wine_id group by t1.vintage"),
           ("wine", "Vintage",
            "select max(t1.price), t2.vintage from wine as t1 join wine_vintage as t2 on t1.wine_id = t2.wine_id group by t2.vintage")],
    ),
    dict(
        db="wine_estate", shape="agg",
        q="What is the average size in hectares of the family-owned wineries?",
        sql="select avg(hectares) from winery where is_family_owned = 'Y'",
        J=[("winery", "Hectares",
            "select avg(t2.hectares) from winery as t1 join winery_hectares as t2 on t1.winery_id = t2.winery_id where t1.is_family_owned = 'Y'"),
           ("winery", "Is_Family_Owned",
            "select avg(t1.hectares) from winery as t1 join winery_is_family_owned as t2 on t1.winery_id = t2.winery_id where t2.is_family_owned = 'Y'")],
        C=("winery", "Hectares", "area_ha", "vineyard_area",
           "select avg({c}) from winery where is_family_owned = 'Y'"),
        P=("winery_hectares", "winery", "is_family_owned", "hectares",
           "select avg_hectares from winery_hectares where is_family_owned = 'Y'"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="Show the names of the wines and the names of the wineries that make them.",
        sql="select t1.wine_name, t2.winery_name from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id",
        J=[("winery", "Winery_Name",
            "select t1.wine_name, t3.winery_name from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id join winery_winery_name as t3 on t2.winery_id = t3.winery_id"),
           ("wine", "Wine_Name",
            "select t3.wine_name, t2.winery_name from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id join wine_wine_name as t3 on t1.wine_id = t3.wine_id")],
        C=("winery", "Winery_Name", "estate_name", "producer_name",
           "select t1.wine_name, t2.{c} from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id"),
        T=("winery", "estate", "wine_producer",
           "select t1.wine_name, t2.winery_name from wine as t1 join {t} as t2 on t1.winery_id = t2.winery_id"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="For every wine, what is its name and the name of the winery that produces it?",
        sql="select t2.wine_name, t1.winery_name from winery as t1 join wine as t2 on t1.winery_id = t2.winery_id",
        J=[("winery", "Winery_Name",
            "select t2.wine_name, t3.winery_name from winery as t1 join wine as t2 on t1.winery_id = t2.winery_id join winery_winery_name as t3 on t1.winery_id = t3.winery_id")],
        T=("wine", "vino", "bottling",
           "select t2.wine_name, t1.winery_name from winery as t1 join {t} as t2 on t1.winery_id = t2.winery_id"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="What are the names of the grapes used in the wine Stonebridge Cabernet?",
        sql="select t3.grape_name from wine as t1 join wine_grape as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id where t1.wine_name = 'Stonebridge Cabernet'",
        J=[("grape", "Grape_Name",
            "select t4.grape_name from wine as t1 join wine_grape as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id join grape_grape_name as t4 on t3.grape_id = t4.grape_id where t1.wine_name = 'Stonebridge Cabernet'"),
           ("wine", "Wine_Name",
            "select t3.grape_name from wine as t1 join wine_grape as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id join wine_wine_name as t4 on t1.wine_id = t4.wine_id where t4.wine_name = 'Stonebridge Cabernet'")],
        T=("wine_grape", "blend_component", "wine_varietal",
           "select t3.grape_name from wine as t1 join {t} as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id where t1.wine_name = 'Stonebridge Cabernet'"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="Which grape varieties go into Stonebridge Cabernet? List their names.",
        sql="select t1.grape_name from grape as t1 join wine_grape as t2 on t1.grape_id = t2.grape_id join wine as t3 on t2.wine_id = t3.wine_id where t3.wine_name = 'Stonebridge Cabernet'",
        J=[("grape", "Grape_Name",
            "select t4.grape_name from grape as t1 join wine_grape as t2 on t1.grape_id = t2.grape_id join wine as t3 on t2.wine_id = t3.wine_id join grape_grape_name as t4 on t1.grape_id = t4.grape_id where t3.wine_name = 'Stonebridge Cabernet'")],
    ),
    dict(
        db="wine_estate", shape="join",
        q="Which critic gave the highest score? Give the first and last name.",
        sql="select t1.fname, t1.lname from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id order by t2.score desc limit 1",
        J=[("tasting", "Score",
            "select t1.fname, t1.lname from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id join tasting_score as t3 on t2.tasting_id = t3.tasting_id order by t3.score desc limit 1"),
           ("critic", "Fname",
            "select t3.fname, t1.lname from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id join critic_fname as t3 on t1.critic_id = t3.critic_id order by t2.score desc limit 1"),
           ("critic", "Lname",
            "select t1.fname, t3.lname from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id join critic_lname as t3 on t1.critic_id = t3.critic_id order by t2.score desc limit 1")],
        C=("tasting", "Score", "points", "rating",
           "select t1.fname, t1.lname from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id order by t2.{c} desc limit 1"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="Give the first and last name of the critic who awarded the top score.",
        sql="select t1.fname, t1.lname from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id where t2.score = (select max(score) from tasting)",
        J=[("tasting", "Score",
            "select t1.fname, t1.lname from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id join tasting_score as t3 on t2.tasting_id = t3.tasting_id where t3.score = (select max(score) from tasting_score)")],
    ),
    dict(
        db="wine_estate", shape="join",
        q="For each critic, show the last name and the number of tastings they did.",
        sql="select t1.lname, count(*) from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id group by t1.critic_id",
        J=[("critic", "Lname",
            "select t3.lname, count(*) from critic as t1 join tasting as t2 on t1.critic_id = t2.critic_id join critic_lname as t3 on t1.critic_id = t3.critic_id group by t1.critic_id")],
        T=("tasting", "review", "wine_review",
           "select t1.lname, count(*) from critic as t1 join {t} as t2 on t1.critic_id = t2.critic_id group by t1.critic_id"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="What is the average tasting score of the wines of each winery? Show the winery name and the average score.",
        sql="select t3.winery_name, avg(t1.score) from tasting as t1 join wine as t2 on t1.wine_id = t2.wine_id join winery as t3 on t2.winery_id = t3.winery_id group by t3.winery_name",
        J=[("tasting", "Score",
            "select t3.winery_name, avg(t4.score) from tasting as t1 join wine as t2 on t1.wine_id = t2.wine_id join winery as t3 on t2.winery_id = t3.winery_id join tasting_score as t4 on t1.tasting_id = t4.tasting_id group by t3.winery_name"),
           ("winery", "Winery_Name",
            "select t4.winery_name, avg(t1.score) from tasting as t1 join wine as t2 on t1.wine_id = t2.wine_id join winery as t3 on t2.winery_id = t3.winery_id join winery_winery_name as t4 on t3.winery_id = t4.winery_id group by t4.winery_name")],
        P=("tasting_winery_score",
           "tasting as t1 join wine as t2 on t1.wine_id = t2.wine_id join winery as t3 on t2.winery_id = t3.winery_id",
           "t3.winery_name", "t1.score",
           "select winery_name, avg_score from tasting_winery_score"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="Find the names of the wines reviewed by critics from the UK.",
        sql="select distinct t1.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join critic as t3 on t2.critic_id = t3.critic_id where t3.country = 'UK'",
        J=[("critic", "Country",
            "select distinct t1.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join critic as t3 on t2.critic_id = t3.critic_id join critic_country as t4 on t3.critic_id = t4.critic_id where t4.country = 'UK'"),
           ("wine", "Wine_Name",
            "select distinct t4.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join critic as t3 on t2.critic_id = t3.critic_id join wine_wine_name as t4 on t1.wine_id = t4.wine_id where t3.country = 'UK'")],
        T=("critic", "reviewer", "wine_writer",
           "select distinct t1.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join {t} as t3 on t2.critic_id = t3.critic_id where t3.country = 'UK'"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="Which winery has made the largest total number of cases? Give its name.",
        sql="select t2.winery_name from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id group by t1.winery_id order by sum(t1.cases_made) desc limit 1",
        J=[("wine", "Cases_Made",
            "select t2.winery_name from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id join wine_cases_made as t3 on t1.wine_id = t3.wine_id group by t1.winery_id order by sum(t3.cases_made) desc limit 1"),
           ("winery", "Winery_Name",
            "select t3.winery_name from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id join winery_winery_name as t3 on t2.winery_id = t3.winery_id group by t1.winery_id order by sum(t1.cases_made) desc limit 1")],
        C=("wine", "Cases_Made", "cases_produced", "production_cases",
           "select t2.winery_name from wine as t1 join winery as t2 on t1.winery_id = t2.winery_id group by t1.winery_id order by sum(t1.{c}) desc limit 1"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="What is the name of the winery that produced the most cases of wine in total?",
        sql="select t1.winery_name from winery as t1 join wine as t2 on t1.winery_id = t2.winery_id group by t1.winery_id order by sum(t2.cases_made) desc limit 1",
        J=[("wine", "Cases_Made",
            "select t1.winery_name from winery as t1 join wine as t2 on t1.winery_id = t2.winery_id join wine_cases_made as t3 on t2.wine_id = t3.wine_id group by t1.winery_id order by sum(t3.cases_made) desc limit 1")],
        T=("wine", "vino", "bottling",
           "select t1.winery_name from winery as t1 join {t} as t2 on t1.winery_id = t2.winery_id group by t1.winery_id order by sum(t2.cases_made) desc limit 1"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="List the names of the wines that contain Merlot.",
        sql="select t1.wine_name from wine as t1 join wine_grape as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id where t3.grape_name = 'Merlot'",
        J=[("grape", "Grape_Name",
            "select t1.wine_name from wine as t1 join wine_grape as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id join grape_grape_name as t4 on t3.grape_id = t4.grape_id where t4.grape_name = 'Merlot'"),
           ("wine", "Wine_Name",
            "select t4.wine_name from wine as t1 join wine_grape as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id join wine_wine_name as t4 on t1.wine_id = t4.wine_id where t3.grape_name = 'Merlot'")],
        C=("grape", "Grape_Name", "variety", "varietal_name",
           "select t1.wine_name from wine as t1 join wine_grape as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id where t3.{c} = 'Merlot'"),
        T=("wine_grape", "blend_component", "wine_varietal",
           "select t1.wine_name from wine as t1 join {t} as t2 on t1.wine_id = t2.wine_id join grape as t3 on t2.grape_id = t3.grape_id where t3.grape_name = 'Merlot'"),
    ),
    dict(
        db="wine_estate", shape="join",
        q="What are the scores and tasting dates of the reviews of Lacroix Premier Cru, in descending order of score?",
        sql="select t2.score, t2.tasting_date from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id where t1.wine_name = 'Lacroix Premier Cru' order by t2.score desc",
        J=[("tasting", "Score",
            "select t3.score, t2.tasting_date from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join tasting_score as t3 on t2.tasting_id = t3.tasting_id where t1.wine_name = 'Lacroix Premier Cru' order by t3.score desc"),
           ("tasting", "Tasting_Date",
            "select t2.score, t3.tasting_date from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join tasting_tasting_date as t3 on t2.tasting_id = t3.tasting_id where t1.wine_name = 'Lacroix Premier Cru' order by t2.score desc"),
           ("wine", "Wine_Name",
            "select t2.score, t2.tasting_date from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join wine_wine_name as t3 on t1.wine_id = t3.wine_id where t3.wine_name = 'Lacroix Premier Cru' order by t2.score desc")],
        C=("tasting", "Tasting_Date", "review_date", "date_tasted",
           "select t2.score, t2.{c} from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id where t1.wine_name = 'Lacroix Premier Cru' order by t2.score desc"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="List the names of the wineries that have no wines.",
        sql="select winery_name from winery where winery_id not in (select winery_id from wine)",
        J=[("winery", "Winery_Name",
            "select t2.winery_name from winery as t1 join winery_winery_name as t2 on t1.winery_id = t2.winery_id where t1.winery_id not in (select winery_id from wine)")],
        T=("wine", "vino", "bottling",
           "select winery_name from winery where winery_id not in (select winery_id from {t})"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="Which wineries do not make any wine? Give their names.",
        sql="select winery_name from winery except select t1.winery_name from winery as t1 join wine as t2 on t1.winery_id = t2.winery_id",
        J=[("winery", "Winery_Name",
            "select t2.winery_name from winery as t1 join winery_winery_name as t2 on t1.winery_id = t2.winery_id except select t3.winery_name from winery as t1 join wine as t2 on t1.winery_id = t2.winery_id join winery_winery_name as t3 on t1.winery_id = t3.winery_id")],
    ),
    dict(
        db="wine_estate", shape="nested",
        q="Find the names of the wines whose price is higher than the average price of all wines.",
        sql="select wine_name from wine where price > (select avg(price) from wine)",
        J=[("wine", "Price",
            "select t1.wine_name from wine as t1 join wine_price as t2 on t1.wine_id = t2.wine_id where t2.price > (select avg(price) from wine_price)"),
           ("wine", "Wine_Name",
            "select t2.wine_name from wine as t1 join wine_wine_name as t2 on t1.wine_id = t2.wine_id where t1.price > (select avg(price) from wine)")],
        C=("wine", "Price", "bottle_price", "retail_price",
           "select wine_name from wine where {c} > (select avg({c}) from wine)"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="What are the countries that have both family-owned wineries and wineries that are not family owned?",
        sql="select country from winery where is_family_owned = 'Y' intersect select country from winery where is_family_owned = 'N'",
        J=[("winery", "Is_Family_Owned",
            "select t1.country from winery as t1 join winery_is_family_owned as t2 on t1.winery_id = t2.winery_id where t2.is_family_owned = 'Y' intersect select t1.country from winery as t1 join winery_is_family_owned as t2 on t1.winery_id = t2.winery_id where t2.is_family_owned = 'N'"),
           ("winery", "Country",
            "select t2.country from winery as t1 join winery_country as t2 on t1.winery_id = t2.winery_id where t1.is_family_owned = 'Y' intersect select t2.country from winery as t1 join winery_country as t2 on t1.winery_id = t2.winery_id where t1.is_family_owned = 'N'")],
        C=("winery", "Is_Family_Owned", "family_owned", "family_business",
           "select country from winery where {c} = 'Y' intersect select country from winery where {c} = 'N'"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="Show the first and last names of the critics who have never reviewed a wine.",
        sql="select fname, lname from critic where critic_id not in (select critic_id from tasting)",
        J=[("critic", "Fname",
            "select t2.fname, t1.lname from critic as t1 join critic_fname as t2 on t1.critic_id = t2.critic_id where t1.critic_id not in (select critic_id from tasting)"),
           ("critic", "Lname",
            "select t1.fname, t2.lname from critic as t1 join critic_lname as t2 on t1.critic_id = t2.critic_id where t1.critic_id not in (select critic_id from tasting)")],
        T=("tasting", "review", "wine_review",
           "select fname, lname from critic where critic_id not in (select critic_id from {t})"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="What are the names of the grapes that are white or originate from Italy?",
        sql="select grape_name from grape where color = 'White' union select grape_name from grape where origin_country = 'Italy'",
        J=[("grape", "Color",
            "select t1.grape_name from grape as t1 join grape_color as t2 on t1.grape_id = t2.grape_id where t2.color = 'White' union select grape_name from grape where origin_country = 'Italy'"),
           ("grape", "Origin_Country",
            "select grape_name from grape where color = 'White' union select t1.grape_name from grape as t1 join grape_origin_country as t2 on t1.grape_id = t2.grape_id where t2.origin_country = 'Italy'"),
           ("grape", "Grape_Name",
            "select t2.grape_name from grape as t1 join grape_grape_name as t2 on t1.grape_id = t2.grape_id where t1.color = 'White' union select t2.grape_name from grape as t1 join grape_grape_name as t2 on t1.grape_id = t2.grape_id where t1.origin_country = 'Italy'")],
        C=("grape", "Origin_Country", "home_country", "native_country",
           "select grape_name from grape where color = 'White' union select grape_name from grape where {c} = 'Italy'"),
    ),
    dict(
        db="wine_estate", shape="nested",
        q="List the names of the wines with a vintage after 2018 that have never been tasted blind.",
        sql="select wine_name from wine where vintage > 2018 except select t1.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id where t2.is_blind = 'Y'",
        J=[("wine", "Vintage",
            "select t1.wine_name from wine as t1 join wine_vintage as t2 on t1.wine_id = t2.wine_id where t2.vintage > 2018 except select t1.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id where t2.is_blind = 'Y'"),
           ("tasting", "Is_Blind",
            "select wine_name from wine where vintage > 2018 except select t1.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join tasting_is_blind as t3 on t2.tasting_id = t3.tasting_id where t3.is_blind = 'Y'"),
           ("wine", "Wine_Name",
            "select t2.wine_name from wine as t1 join wine_wine_name as t2 on t1.wine_id = t2.wine_id where t1.vintage > 2018 except select t3.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id join wine_wine_name as t3 on t1.wine_id = t3.wine_id where t2.is_blind = 'Y'")],
        C=("wine", "Vintage", "vintage_year", "harvest_year",
           "select wine_name from wine where {c} > 2018 except select t1.wine_name from wine as t1 join tasting as t2 on t1.wine_id = t2.wine_id where t2.is_blind = 'Y'"),
        T=("tasting", "review", "wine_review",
           "select wine_name from wine where vintage > 2018 except select t1.wine_name from wine as t1 join {t} as t2 on t1.wine_id = t2.wine_id where t2.is_blind = 'Y'"),
    ),
    # ------------------------------------------------------------------ ski_resort
    dict(
        db="ski_resort", shape="simple",
        q="How many slopes are there?",
        sql="select count(*) from slope",
        T=("slope", "piste", "ski_run",
           "select count(*) from {t}"),
    ),
    dict(
        db="ski_resort", shape="simple",
        q="List the names and lengths of all black slopes.",
        sql="select slope_name, length_m from slope where difficulty = 'Black'",
        J=[("slope", "Difficulty",
            "select t1.slope_name, t1.length_m from slope as t1 join slope_difficulty as t2 on t1.slope_id = t2.slope_id where t2.difficulty = 'Black'"),
           ("slope", "Length_m",
            "select t1.slope_name, t2.length_m from slope as t1 join slope_length_m as t2 on t1.slope_id = t2.slope_id where t1.difficulty = 'Black'"),
           ("slope", "Slope_Name",
            "select t2.slope_name, t1.length_m from slope as t1 join slope_slope_name as t2 on t1.slope_id = t2.slope_id where t1.difficulty = 'Black'")],
        C=("slope", "Difficulty", "difficulty_rating", "grade",
           "select slope_name, length_m from slope where {c} = 'Black'"),
        T=("slope", "piste", "ski_run",
           "select slope_name, length_m from {t} where difficulty = 'Black'"),
    ),
    dict(
        db="ski_resort", shape="simple",
        q="What are the lengths and names of the slopes rated Black?",
        sql="select length_m, slope_name from slope where difficulty = 'Black'",
        J=[("slope", "Difficulty",
            "select t1.length_m, t1.slope_name from slope as t1 join slope_difficulty as t2 on t1.slope_id = t2.slope_id where t2.difficulty = 'Black'")],
    ),
    dict(
        db="ski_resort", shape="simple",
        q="What is the name of the lift with the highest top elevation?",
        sql="select lift_name from lift order by top_elevation desc limit 1",
        J=[("lift", "Top_Elevation",
            "select t1.lift_name from lift as t1 join lift_top_elevation as t2 on t1.lift_id = t2.lift_id order by t2.top_elevation desc limit 1"),
           ("lift", "Lift_Name",
            "select t2.lift_name from lift as t1 join lift_lift_name as t2 on t1.lift_id = t2.lift_id order by t1.top_elevation desc limit 1")],
        C=("lift", "Top_Elevation", "summit_altitude", "top_altitude",
           "select lift_name from lift order by {c} desc limit 1"),
    ),
    dict(
        db="ski_resort", shape="nested",
        q="Which lift reaches the highest elevation? Give its name.",
        sql="select lift_name from lift where top_elevation = (select max(top_elevation) from lift)",
        J=[("lift", "Top_Elevation",
            "select t1.lift_name from lift as t1 join lift_top_elevation as t2 on t1.lift_id = t2.lift_id where t2.top_elevation = (select max(top_elevation) from lift_top_elevation)")],
        T=("lift", "ski_lift", "uplift",
           "select lift_name from {t} where top_elevation = (select max(top_elevation) from {t})"),
    ),
    dict(
        db="ski_resort", shape="simple",
        q="Show the first names, last names and hourly rates of the instructors, sorted by hourly rate in descending order.",
        sql="select fname, lname, hourly_rate from instructor order by hourly_rate desc",
        J=[("instructor", "Hourly_Rate",
            "select t1.fname, t1.lname, t2.hourly_rate from instructor as t1 join instructor_hourly_rate as t2 on t1.instructor_id = t2.instructor_id order by t2.hourly_rate desc"),
           ("instructor", "Fname",
            "select t2.fname, t1.lname, t1.hourly_rate from instructor as t1 join instructor_fname as t2 on t1.instructor_id = t2.instructor_id order by t1.hourly_rate desc"),
           ("instructor", "Lname",
            "select t1.fname, t2.lname, t1.hourly_rate from instructor as t1 join instructor_lname as t2 on t1.instructor_id = t2.instructor_id order by t1.hourly_rate desc")],
    ),
    dict(
        db="ski_resort", shape="simple",
        q="Find the names of the guests aged between 20 and 40.",
        sql="select guest_name from guest where age between 20 and 40",
        J=[("guest", "Age",
            "select t1.guest_name from guest as t1 join guest_age as t2 on t1.guest_id = t2.guest_id where t2.age between 20 and 40"),
           ("guest", "Guest_Name",
            "select t2.guest_name from guest as t1 join guest_guest_name as t2 on t1.guest_id = t2.guest_id where t1.age between 20 and 40")],
        T=("guest", "skier", "visitor",
           "select guest_name from {t} where age between 20 and 40"),
    ),
    dict(
        db="ski_resort", shape="simple",
        q="Which guests are at least 20 and at most 40 years old? List their names.",
        sql="select guest_name from guest where age >= 20 and age <= 40",
        J=[("guest", "Age",
            "select t1.guest_name from guest as t1 join guest_age as t2 on t1.guest_id = t2.guest_id where t2.age >= 20 and t2.age <= 40")],
    ),
    dict(
        db="ski_resort", shape="simple",
        q="Which lifts were installed before 2000? Give their names and types.",
        sql="select lift_name, lift_type from lift where yr_installed < 2000",
        J=[("lift", "yr_installed",
            "select t1.lift_name, t1.lift_type from lift as t1 join lift_yr_installed as t2 on t1.lift_id = t2.lift_id where t2.yr_installed < 2000"),
           ("lift", "Lift_Type",
            "select t1.lift_name, t2.lift_type from lift as t1 join lift_lift_type as t2 on t1.lift_id = t2.lift_id where t1.yr_installed < 2000"),
           ("lift", "Lift_Name",
            "select t2.lift_name, t1.lift_type from lift as t1 join lift_lift_name as t2 on t1.lift_id = t2.lift_id where t1.yr_installed < 2000")],
    ),
    dict(
        db="ski_resort", shape="agg",
        q="What is the average vertical drop of the slopes of each difficulty?",
        sql="select avg(vertical_drop), difficulty from slope group by difficulty",
        J=[("slope", "Vertical_Drop",
            "select avg(t2.vertical_drop), t1.difficulty from slope as t1 join slope_vertical_drop as t2 on t1.slope_id = t2.slope_id group by t1.difficulty"),
           ("slope", "Difficulty",
            "select avg(t1.vertical_drop), t2.difficulty from slope as t1 join slope_difficulty as t2 on t1.slope_id = t2.slope_id group by t2.difficulty")],
        C=("slope", "Vertical_Drop", "drop_m", "descent",
           "select avg({c}), difficulty from slope group by difficulty"),
        P=("slope_vertical_drop", "slope", "difficulty", "vertical_drop",
           "select avg_vertical_drop, difficulty from slope_vertical_drop"),
    ),
    dict(
        db="ski_resort", shape="agg",
        q="For each difficulty level, what is the average vertical drop?",
        sql="select difficulty, avg(vertical_drop) from slope group by difficulty",
        J=[("slope", "Vertical_Drop",
            "select t1.difficulty, avg(t2.vertical_drop) from slope as t1 join slope_vertical_drop as t2 on t1.slope_id = t2.slope_id group by t1.difficulty")],
        T=("slope", "piste", "ski_run",
           "select difficulty, avg(vertical_drop) from {t} group by difficulty"),
    ),
    dict(
        db="ski_resort", shape="agg",
        q="How many instructors teach each discipline?",
        sql="select discipline, count(*) from instructor group by discipline",
        J=[("instructor", "Discipline",
            "select t2.discipline, count(*) from instructor as t1 join instructor_discipline as t2 on t1.instructor_id = t2.instructor_id group by t2.discipline")],
        T=("instructor", "coach", "ski_teacher",
           "select discipline, count(*) from {t} group by discipline"),
        P=("instructor_hourly_rate", "instructor", "discipline", "hourly_rate",
           "select discipline, number from instructor_hourly_rate"),
    ),
    dict(
        db="ski_resort", shape="agg",
        q="What is the total capacity per hour of all chairlifts?",
        sql="select sum(capacity_per_hr) from lift where lift_type = 'Chairlift'",
        J=[("lift", "Capacity_per_hr",
            "select sum(t2.capacity_per_hr) from lift as t1 join lift_capacity_per_hr as t2 on t1.lift_id = t2.lift_id where t1.lift_type = 'Chairlift'"),
           ("lift", "Lift_Type",
            "select sum(t1.capacity_per_hr) from lift as t1 join lift_lift_type as t2 on t1.lift_id = t2.lift_id where t2.lift_type = 'Chairlift'")],
        C=("lift", "Capacity_per_hr", "riders_per_hour", "hourly_capacity",
           "select sum({c}) from lift where lift_type = 'Chairlift'"),
    ),
    dict(
        db="ski_resort", shape="agg",
        q="What are the maximum and average hourly rates of the snowboard instructors?",
        sql="select max(hourly_rate), avg(hourly_rate) from instructor where discipline = 'Snowboard'",
        J=[("instructor", "Hourly_Rate",
            "select max(t2.hourly_rate), avg(t2.hourly_rate) from instructor as t1 join instructor_hourly_rate as t2 on t1.instructor_id = t2.instructor_id where t1.discipline = 'Snowboard'"),
           ("instructor", "Discipline",
            "select max(t1.hourly_rate), avg(t1.hourly_rate) from instructor as t1 join instructor_discipline as t2 on t1.instructor_id = t2.instructor_id where t2.discipline = 'Snowboard'")],
        C=("instructor", "Discipline", "sport", "teaching_discipline",
           "select max(hourly_rate), avg(hourly_rate) from instructor where {c} = 'Snowboard'"),
        P=("instructor_hourly_rate", "instructor", "discipline", "hourly_rate",
           "select max_hourly_rate, avg_hourly_rate from instructor_hourly_rate where discipline = 'Snowboard'"),
    ),
    dict(
        db="ski_resort", shape="agg",
        q="Show each pass type and the total price of the passes of that type.",
        sql="select pass_type, sum(price) from ski_pass group by pass_type",
        J=[("ski_pass", "price",
            "select t1.pass_type, sum(t2.price) from ski_pass as t1 join ski_pass_price as t2 on t1.pass_id = t2.pass_id group by t1.pass_type"),
           ("ski_pass", "pass_type",
            "select t2.pass_type, sum(t1.price) from ski_pass as t1 join ski_pass_pass_type as t2 on t1.pass_id = t2.pass_id group by t2.pass_type")],
        P=("ski_pass_price", "ski_pass", "pass_type", "price",
           "select pass_type, sum_price from ski_pass_price"),
    ),
    dict(
        db="ski_resort", shape="agg",
        q="What is the average age of the guests at each skill level?",
        sql="select avg(age), skill_level from guest group by skill_level",
        J=[("guest", "Age",
            "select avg(t2.age), t1.skill_level from guest as t1 join guest_age as t2 on t1.guest_id = t2.guest_id group by t1.skill_level"),
           ("guest", "Skill_Level",
            "select avg(t1.age), t2.skill_level from guest as t1 join guest_skill_level as t2 on t1.guest_id = t2.guest_id group by t2.skill_level")],
        C=("guest", "Skill_Level", "ability", "skier_level",
           "select avg(age), {c} from guest group by {c}"),
        T=("guest", "skier", "visitor",
           "select avg(age), skill_level from {t} group by skill_level"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="Show the names of the slopes and the names of the lifts that serve them.",
        sql="select t1.slope_name, t2.lift_name from slope as t1 join lift as t2 on t1.lift_id = t2.lift_id",
        J=[("lift", "Lift_Name",
            "select t1.slope_name, t3.lift_name from slope as t1 join lift as t2 on t1.lift_id = t2.lift_id join lift_lift_name as t3 on t2.lift_id = t3.lift_id"),
           ("slope", "Slope_Name",
            "select t3.slope_name, t2.lift_name from slope as t1 join lift as t2 on t1.lift_id = t2.lift_id join slope_slope_name as t3 on t1.slope_id = t3.slope_id")],
        C=("lift", "Lift_Name", "lift_title", "chair_name",
           "select t1.slope_name, t2.{c} from slope as t1 join lift as t2 on t1.lift_id = t2.lift_id"),
        T=("lift", "ski_lift", "uplift",
           "select t1.slope_name, t2.lift_name from slope as t1 join {t} as t2 on t1.lift_id = t2.lift_id"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="What are the names of the lifts and of the slopes they serve?",
        sql="select t1.lift_name, t2.slope_name from lift as t1 join slope as t2 on t1.lift_id = t2.lift_id",
        J=[("lift", "Lift_Name",
            "select t3.lift_name, t2.slope_name from lift as t1 join slope as t2 on t1.lift_id = t2.lift_id join lift_lift_name as t3 on t1.lift_id = t3.lift_id")],
        T=("slope", "piste", "ski_run",
           "select t1.lift_name, t2.slope_name from lift as t1 join {t} as t2 on t1.lift_id = t2.lift_id"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="What are the names of the guests who took lessons from the instructor with the last name Berger?",
        sql="select t3.guest_name from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join guest as t3 on t2.guest_id = t3.guest_id where t1.lname = 'Berger'",
        J=[("instructor", "Lname",
            "select t3.guest_name from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join guest as t3 on t2.guest_id = t3.guest_id join instructor_lname as t4 on t1.instructor_id = t4.instructor_id where t4.lname = 'Berger'"),
           ("guest", "Guest_Name",
            "select t4.guest_name from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join guest as t3 on t2.guest_id = t3.guest_id join guest_guest_name as t4 on t3.guest_id = t4.guest_id where t1.lname = 'Berger'")],
        T=("lesson", "ski_class", "tuition",
           "select t3.guest_name from instructor as t1 join {t} as t2 on t1.instructor_id = t2.instructor_id join guest as t3 on t2.guest_id = t3.guest_id where t1.lname = 'Berger'"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="Which instructor earned the most from lessons in total? Give the first and last name.",
        sql="select t1.fname, t1.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id group by t1.instructor_id order by sum(t2.price) desc limit 1",
        J=[("lesson", "Price",
            "select t1.fname, t1.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join lesson_price as t3 on t2.lesson_id = t3.lesson_id group by t1.instructor_id order by sum(t3.price) desc limit 1"),
           ("instructor", "Fname",
            "select t3.fname, t1.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join instructor_fname as t3 on t1.instructor_id = t3.instructor_id group by t1.instructor_id order by sum(t2.price) desc limit 1"),
           ("instructor", "Lname",
            "select t1.fname, t3.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join instructor_lname as t3 on t1.instructor_id = t3.instructor_id group by t1.instructor_id order by sum(t2.price) desc limit 1")],
        C=("lesson", "Price", "lesson_fee", "charge",
           "select t1.fname, t1.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id group by t1.instructor_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="For each instructor, show the last name and the number of lessons given.",
        sql="select t1.lname, count(*) from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id group by t1.instructor_id",
        J=[("instructor", "Lname",
            "select t3.lname, count(*) from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join instructor_lname as t3 on t1.instructor_id = t3.instructor_id group by t1.instructor_id")],
        T=("lesson", "ski_class", "tuition",
           "select t1.lname, count(*) from instructor as t1 join {t} as t2 on t1.instructor_id = t2.instructor_id group by t1.instructor_id"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="How many lessons has each instructor taught? List the count together with the instructor's last name.",
        sql="select count(*), t1.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id group by t1.instructor_id",
        J=[("instructor", "Lname",
            "select count(*), t3.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join instructor_lname as t3 on t1.instructor_id = t3.instructor_id group by t1.instructor_id")],
    ),
    dict(
        db="ski_resort", shape="join",
        q="Find the names of the slopes where guests from the USA took lessons.",
        sql="select distinct t3.slope_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id where t1.home_country = 'USA'",
        J=[("guest", "Home_Country",
            "select distinct t3.slope_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id join guest_home_country as t4 on t1.guest_id = t4.guest_id where t4.home_country = 'USA'"),
           ("slope", "Slope_Name",
            "select distinct t4.slope_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id join slope_slope_name as t4 on t3.slope_id = t4.slope_id where t1.home_country = 'USA'")],
        C=("guest", "Home_Country", "country", "residence_country",
           "select distinct t3.slope_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id where t1.{c} = 'USA'"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="Show each slope difficulty and the total number of lesson hours taught on slopes of that difficulty.",
        sql="select t2.difficulty, sum(t1.duration_hrs) from lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id group by t2.difficulty",
        J=[("lesson", "Duration_hrs",
            "select t2.difficulty, sum(t3.duration_hrs) from lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id join lesson_duration_hrs as t3 on t1.lesson_id = t3.lesson_id group by t2.difficulty"),
           ("slope", "Difficulty",
            "select t3.difficulty, sum(t1.duration_hrs) from lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id join slope_difficulty as t3 on t2.slope_id = t3.slope_id group by t3.difficulty")],
        P=("lesson_slope_duration_hrs", "lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id",
           "t2.difficulty", "t1.duration_hrs",
           "select difficulty, sum_duration_hrs from lesson_slope_duration_hrs"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="List the distinct pass types bought by beginner guests.",
        sql="select distinct t2.pass_type from guest as t1 join ski_pass as t2 on t1.guest_id = t2.guest_id where t1.skill_level = 'Beginner'",
        J=[("guest", "Skill_Level",
            "select distinct t2.pass_type from guest as t1 join ski_pass as t2 on t1.guest_id = t2.guest_id join guest_skill_level as t3 on t1.guest_id = t3.guest_id where t3.skill_level = 'Beginner'"),
           ("ski_pass", "pass_type",
            "select distinct t3.pass_type from guest as t1 join ski_pass as t2 on t1.guest_id = t2.guest_id join ski_pass_pass_type as t3 on t2.pass_id = t3.pass_id where t1.skill_level = 'Beginner'")],
        C=("guest", "Skill_Level", "ability", "skier_level",
           "select distinct t2.pass_type from guest as t1 join ski_pass as t2 on t1.guest_id = t2.guest_id where t1.{c} = 'Beginner'"),
        T=("ski_pass", "lift_ticket", "access_pass",
           "select distinct t2.pass_type from guest as t1 join {t} as t2 on t1.guest_id = t2.guest_id where t1.skill_level = 'Beginner'"),
    ),
    dict(
        db="ski_resort", shape="join",
        q="List the dates of the lessons given on black slopes, ordered by date.",
        sql="select t1.lesson_date from lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id where t2.difficulty = 'Black' order by t1.lesson_date",
        J=[("lesson", "Lesson_Date",
            "select t3.lesson_date from lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id join lesson_lesson_date as t3 on t1.lesson_id = t3.lesson_id where t2.difficulty = 'Black' order by t3.lesson_date"),
           ("slope", "Difficulty",
            "select t1.lesson_date from lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id join slope_difficulty as t3 on t2.slope_id = t3.slope_id where t3.difficulty = 'Black' order by t1.lesson_date")],
        C=("lesson", "Lesson_Date", "class_date", "session_date",
           "select t1.{c} from lesson as t1 join slope as t2 on t1.slope_id = t2.slope_id where t2.difficulty = 'Black' order by t1.{c}"),
    ),
    dict(
        db="ski_resort", shape="nested",
        q="List the first and last names of the instructors who have not given any lessons.",
        sql="select fname, lname from instructor where instructor_id not in (select instructor_id from lesson)",
        J=[("instructor", "Fname",
            "select t2.fname, t1.lname from instructor as t1 join instructor_fname as t2 on t1.instructor_id = t2.instructor_id where t1.instructor_id not in (select instructor_id from lesson)"),
           ("instructor", "Lname",
            "select t1.fname, t2.lname from instructor as t1 join instructor_lname as t2 on t1.instructor_id = t2.instructor_id where t1.instructor_id not in (select instructor_id from lesson)")],
        T=("lesson", "ski_class", "tuition",
           "select fname, lname from instructor where instructor_id not in (select instructor_id from {t})"),
    ),
    dict(
        db="ski_resort", shape="nested",
        q="Which instructors have never taught a lesson? Give their first and last names.",
        sql="select fname, lname from instructor except select t1.fname, t1.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id",
        J=[("instructor", "Lname",
            "select t1.fname, t2.lname from instructor as t1 join instructor_lname as t2 on t1.instructor_id = t2.instructor_id except select t1.fname, t3.lname from instructor as t1 join lesson as t2 on t1.instructor_id = t2.instructor_id join instructor_lname as t3 on t1.instructor_id = t3.instructor_id")],
    ),
    dict(
        db="ski_resort", shape="nested",
        q="Find the names of the slopes that are longer than the average slope length.",
        sql="select slope_name from slope where length_m > (select avg(length_m) from slope)",
        J=[("slope", "Length_m",
            "select t1.slope_name from slope as t1 join slope_length_m as t2 on t1.slope_id = t2.slope_id where t2.length_m > (select avg(length_m) from slope_length_m)"),
           ("slope", "Slope_Name",
            "select t2.slope_name from slope as t1 join slope_slope_name as t2 on t1.slope_id = t2.slope_id where t1.length_m > (select avg(length_m) from slope)")],
        C=("slope", "Length_m", "run_length", "length_meters",
           "select slope_name from slope where {c} > (select avg({c}) from slope)"),
    ),
    dict(
        db="ski_resort", shape="nested",
        q="Which home countries have both beginner guests and guests older than 40?",
        sql="select home_country from guest where skill_level = 'Beginner' intersect select home_country from guest where age > 40",
        J=[("guest", "Skill_Level",
            "select t1.home_country from guest as t1 join guest_skill_level as t2 on t1.guest_id = t2.guest_id where t2.skill_level = 'Beginner' intersect select home_country from guest where age > 40"),
           ("guest", "Age",
            "select home_country from guest where skill_level = 'Beginner' intersect select t1.home_country from guest as t1 join guest_age as t2 on t1.guest_id = t2.guest_id where t2.age > 40"),
           ("guest", "Home_Country",
            "select t2.home_country from guest as t1 join guest_home_country as t2 on t1.guest_id = t2.guest_id where t1.skill_level = 'Beginner' intersect select t2.home_country from guest as t1 join guest_home_country as t2 on t1.guest_id = t2.guest_id where t1.age > 40")],
        C=("guest", "Skill_Level", "ability", "skier_level",
           "select home_country from guest where {c} = 'Beginner' intersect select home_country from guest where age > 40"),
    ),
    dict(
        db="ski_resort", shape="nested",
        q="What are the names of the lifts that do not serve any slope?",
        sql="select lift_name from lift where lift_id not in (select lift_id from slope)",
        J=[("lift", "Lift_Name",
            "select t2.lift_name from lift as t1 join lift_lift_name as t2 on t1.lift_id = t2.lift_id where t1.lift_id not in (select lift_id from slope)")],
        T=("slope", "piste", "ski_run",
           "select lift_name from lift where lift_id not in (select lift_id from {t})"),
    ),
    dict(
        db="ski_resort", shape="nested",
        q="Find the names of the guests who have taken a lesson on a groomed slope but never one on an ungroomed slope.",
        sql="select t1.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id where t3.is_groomed = 'T' except select t1.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id where t3.is_groomed = 'F'",
        J=[("slope", "Is_Groomed",
            "select t1.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id join slope_is_groomed as t4 on t3.slope_id = t4.slope_id where t4.is_groomed = 'T' except select t1.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id join slope_is_groomed as t4 on t3.slope_id = t4.slope_id where t4.is_groomed = 'F'"),
           ("guest", "Guest_Name",
            "select t4.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id join guest_guest_name as t4 on t1.guest_id = t4.guest_id where t3.is_groomed = 'T' except select t4.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id join guest_guest_name as t4 on t1.guest_id = t4.guest_id where t3.is_groomed = 'F'")],
        C=("slope", "Is_Groomed", "groomed", "is_prepared",
           "select t1.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id where t3.{c} = 'T' except select t1.guest_name from guest as t1 join lesson as t2 on t1.guest_id = t2.guest_id join slope as t3 on t2.slope_id = t3.slope_id where t3.{c} = 'F'"),
    ),
    # ------------------------------------------------------------------ bus_network
    dict(
        db="bus_network", shape="simple",
        q="How many drivers are there?",
        sql="select count(*) from driver",
        T=("driver", "operator", "bus_driver",
           "select count(*) from {t}"),
    ),
    dict(
        db="bus_network", shape="simple",
        q="List the route numbers and names of the express routes.",
        sql="select route_no, route_name from bus_route where is_express = 'Y'",
        J=[("bus_route", "Is_Express",
            "select t1.route_no, t1.route_name from bus_route as t1 join bus_route_is_express as t2 on t1.route_id = t2.route_id where t2.is_express = 'Y'"),
           ("bus_route", "Route_No",
            "select t2.route_no, t1.route_name from bus_route as t1 join bus_route_route_no as t2 on t1.route_id = t2.route_id where t1.is_express = 'Y'"),
           ("bus_route", "Route_Name",
            "select t1.route_no, t2.route_name from bus_route as t1 join bus_route_route_name as t2 on t1.route_id = t2.route_id where t1.is_express = 'Y'")],
        C=("bus_route", "Is_Express", "express", "limited_stop",
           "select route_no, route_name from bus_route where {c} = 'Y'"),
        T=("bus_route", "line", "bus_line",
           "select route_no, route_name from {t} where is_express = 'Y'"),
    ),
    dict(
        db="bus_network", shape="simple",
        q="What are the names and numbers of the routes that are express?",
        sql="select route_name, route_no from bus_route where is_express = 'Y'",
        J=[("bus_route", "Is_Express",
            "select t1.route_name, t1.route_no from bus_route as t1 join bus_route_is_express as t2 on t1.route_id = t2.route_id where t2.is_express = 'Y'")],
    ),
    dict(
        db="bus_network", shape="simple",
        q="What is the name of the longest route?",
        sql="select route_name from bus_route order by length_km desc limit 1",
        J=[("bus_route", "Length_km",
            "select t1.route_name from bus_route as t1 join bus_route_length_km as t2 on t1.route_id = t2.route_id order by t2.length_km desc limit 1"),
           ("bus_route", "Route_Name",
            "select t2.route_name from bus_route as t1 join bus_route_route_name as t2 on t1.route_id = t2.route_id order by t1.length_km desc limit 1")],
        C=("bus_route", "Length_km", "route_length", "distance_km",
           "select route_name from bus_route order by {c} desc limit 1"),
    ),
    dict(
        db="bus_network", shape="nested",
        q="Give the name of the route with the greatest length.",
        sql="select route_name from bus_route where length_km = (select max(length_km) from bus_route)",
        J=[("bus_route", "Length_km",
            "select t1.route_name from bus_route as t1 join bus_route_length_km as t2 on t1.route_id = t2.route_id where t2.length_km = (select max(length_km) from bus_route_length_km)")],
        T=("bus_route", "line", "bus_line",
           "select route_name from {t} where length_km = (select max(length_km) from {t})"),
    ),
    dict(
        db="bus_network", shape="simple",
        q="Show the first name, last name and age of all drivers ordered by age.",
        sql="select fname, lname, age from driver order by age",
        J=[("driver", "Age",
            "select t1.fname, t1.lname, t2.age from driver as t1 join driver_age as t2 on t1.driver_id = t2.driver_id order by t2.age"),
           ("driver", "Fname",
            "select t2.fname, t1.lname, t1.age from driver as t1 join driver_fname as t2 on t1.driver_id = t2.driver_id order by t1.age"),
           ("driver", "Lname",
            "select t1.fname, t2.lname, t1.age from driver as t1 join driver_lname as t2 on t1.driver_id = t2.driver_id order by t1.age")],
    ),
    dict(
        db="bus_network", shape="simple",
        q="Find the names of the stops in zone 2 that have a shelter.",
        sql="select stop_name from stop where zone = 2 and has_shelter = 'Y'",
        J=[("stop", "Zone",
            "select t1.stop_name from stop as t1 join stop_zone as t2 on t1.stop_id = t2.stop_id where t2.zone = 2 and t1.has_shelter = 'Y'"),
           ("stop", "Has_Shelter",
            "select t1.stop_name from stop as t1 join stop_has_shelter as t2 on t1.stop_id = t2.stop_id where t1.zone = 2 and t2.has_shelter = 'Y'"),
           ("stop", "Stop_Name",
            "select t2.stop_name from stop as t1 join stop_stop_name as t2 on t1.stop_id = t2.stop_id where t1.zone = 2 and t1.has_shelter = 'Y'")],
        C=("stop", "Has_Shelter", "sheltered", "shelter",
           "select stop_name from stop where zone = 2 and {c} = 'Y'"),
        T=("stop", "bus_stop", "halt",
           "select stop_name from {t} where zone = 2 and has_shelter = 'Y'"),
    ),
    dict(
        db="bus_network", shape="simple",
        q="Which stops have a shelter and are in zone 2? List their names.",
        sql="select stop_name from stop where has_shelter = 'Y' and zone = 2",
        J=[("stop", "Has_Shelter",
            "select t1.stop_name from stop as t1 join stop_has_shelter as t2 on t1.stop_id = t2.stop_id where t2.has_shelter = 'Y' and t1.zone = 2")],
    ),
    dict(
        db="bus_network", shape="simple",
        q="List the distinct models of the buses that run on diesel.",
        sql="select distinct model from bus where fuel_type = 'Diesel'",
        J=[("bus", "Model",
            "select distinct t2.model from bus as t1 join bus_model as t2 on t1.bus_id = t2.bus_id where t1.fuel_type = 'Diesel'"),
           ("bus", "Fuel_Type",
            "select distinct t1.model from bus as t1 join bus_fuel_type as t2 on t1.bus_id = t2.bus_id where t2.fuel_type = 'Diesel'")],
        C=("bus", "Fuel_Type", "fuel", "power_source",
           "select distinct model from bus where {c} = 'Diesel'"),
        T=("bus", "coach", "vehicle",
           "select distinct model from {t} where fuel_type = 'Diesel'"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="What is the average number of passengers per trip for each route id?",
        sql="select route_id, avg(passengers) from trip group by route_id",
        J=[("trip", "Passengers",
            "select t1.route_id, avg(t2.passengers) from trip as t1 join trip_passengers as t2 on t1.trip_id = t2.trip_id group by t1.route_id")],
        C=("trip", "Passengers", "riders", "passenger_count",
           "select route_id, avg({c}) from trip group by route_id"),
        P=("trip_passengers", "trip", "route_id", "passengers",
           "select route_id, avg_passengers from trip_passengers"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="How many stops are there in each district?",
        sql="select district, count(*) from stop group by district",
        J=[("stop", "District",
            "select t2.district, count(*) from stop as t1 join stop_district as t2 on t1.stop_id = t2.stop_id group by t2.district")],
        T=("stop", "bus_stop", "halt",
           "select district, count(*) from {t} group by district"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="What is the total length of all express routes?",
        sql="select sum(length_km) from bus_route where is_express = 'Y'",
        J=[("bus_route", "Length_km",
            "select sum(t2.length_km) from bus_route as t1 join bus_route_length_km as t2 on t1.route_id = t2.route_id where t1.is_express = 'Y'"),
           ("bus_route", "Is_Express",
            "select sum(t1.length_km) from bus_route as t1 join bus_route_is_express as t2 on t1.route_id = t2.route_id where t2.is_express = 'Y'")],
        T=("bus_route", "line", "bus_line",
           "select sum(length_km) from {t} where is_express = 'Y'"),
        P=("bus_route_length_km", "bus_route", "is_express", "length_km",
           "select sum_length_km from bus_route_length_km where is_express = 'Y'"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="What are the maximum and minimum numbers of minutes late of the trips on 2023-03-08?",
        sql="select max(minutes_late), min(minutes_late) from trip where trip_date = '2023-03-08'",
        J=[("trip", "Minutes_Late",
            "select max(t2.minutes_late), min(t2.minutes_late) from trip as t1 join trip_minutes_late as t2 on t1.trip_id = t2.trip_id where t1.trip_date = '2023-03-08'"),
           ("trip", "Trip_Date",
            "select max(t1.minutes_late), min(t1.minutes_late) from trip as t1 join trip_trip_date as t2 on t1.trip_id = t2.trip_id where t2.trip_date = '2023-03-08'")],
        C=("trip", "Minutes_Late", "delay_min", "lateness",
           "select max({c}), min({c}) from trip where trip_date = '2023-03-08'"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="How many trips were made on each date? Show the date and the number of trips.",
        sql="select trip_date, count(*) from trip group by trip_date",
        J=[("trip", "Trip_Date",
            "select t2.trip_date, count(*) from trip as t1 join trip_trip_date as t2 on t1.trip_id = t2.trip_id group by t2.trip_date")],
        T=("trip", "journey", "service_run",
           "select trip_date, count(*) from {t} group by trip_date"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="What is the average age of the drivers at each depot?",
        sql="select avg(age), depot from driver group by depot",
        J=[("driver", "Age",
            "select avg(t2.age), t1.depot from driver as t1 join driver_age as t2 on t1.driver_id = t2.driver_id group by t1.depot"),
           ("driver", "Depot",
            "select avg(t1.age), t2.depot from driver as t1 join driver_depot as t2 on t1.driver_id = t2.driver_id group by t2.depot")],
        C=("driver", "Depot", "home_depot", "garage",
           "select avg(age), {c} from driver group by {c}"),
        P=("driver_age", "driver", "depot", "age",
           "select avg_age, depot from driver_age"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="For each depot, show the depot and the average age of its drivers.",
        sql="select depot, avg(age) from driver group by depot",
        J=[("driver", "Age",
            "select t1.depot, avg(t2.age) from driver as t1 join driver_age as t2 on t1.driver_id = t2.driver_id group by t1.depot")],
        T=("driver", "operator", "bus_driver",
           "select depot, avg(age) from {t} group by depot"),
    ),
    dict(
        db="bus_network", shape="agg",
        q="Find the number of stops and the total daily boardings for each zone.",
        sql="select count(*), sum(daily_boardings), zone from stop group by zone",
        J=[("stop", "Daily_Boardings",
            "select count(*), sum(t2.daily_boardings), t1.zone from stop as t1 join stop_daily_boardings as t2 on t1.stop_id = t2.stop_id group by t1.zone"),
           ("stop", "Zone",
            "select count(*), sum(t1.daily_boardings), t2.zone from stop as t1 join stop_zone as t2 on t1.stop_id = t2.stop_id group by t2.zone")],
        P=("stop_daily_boardings", "stop", "zone", "daily_boardings",
           "select number, sum_daily_boardings, zone from stop_daily_boardings"),
    ),
    dict(
        db="bus_network", shape="join",
        q="What are the names of the stops served by the University Loop?",
        sql="select t3.stop_name from bus_route as t1 join route_stop as t2 on t1.route_id = t2.route_id join stop as t3 on t2.stop_id = t3.stop_id where t1.route_name = 'University Loop'",
        J=[("bus_route", "Route_Name",
            "select t3.stop_name from bus_route as t1 join route_stop as t2 on t1.route_id = t2.route_id join stop as t3 on t2.stop_id = t3.stop_id join bus_route_route_name as t4 on t1.route_id = t4.route_id where t4.route_name = 'University Loop'"),
           ("stop", "Stop_Name",
            "select t4.stop_name from bus_route as t1 join route_stop as t2 on t1.route_id = t2.route_id join stop as t3 on t2.stop_id = t3.stop_id join stop_stop_name as t4 on t3.stop_id = t4.stop_id where t1.route_name = 'University Loop'")],
        C=("stop", "Stop_Name", "stop_title", "halt_name",
           "select t3.{c} from bus_route as t1 join route_stop as t2 on t1.route_id = t2.route_id join stop as t3 on t2.stop_id = t3.stop_id where t1.route_name = 'University Loop'"),
        T=("route_stop", "route_call", "stop_sequence",
           "select t3.stop_name from bus_route as t1 join {t} as t2 on t1.route_id = t2.route_id join stop as t3 on t2.stop_id = t3.stop_id where t1.route_name = 'University Loop'"),
    ),
    dict(
        db="bus_network", shape="join",
        q="Which stops does the University Loop call at? Give the stop names.",
        sql="select t1.stop_name from stop as t1 join route_stop as t2 on t1.stop_id = t2.stop_id join bus_route as t3 on t2.route_id = t3.route_id where t3.route_name = 'University Loop'",
        J=[("bus_route", "Route_Name",
            "select t1.stop_name from stop as t1 join route_stop as t2 on t1.stop_id = t2.stop_id join bus_route as t3 on t2.route_id = t3.route_id join bus_route_route_name as t4 on t3.route_id = t4.route_id where t4.route_name = 'University Loop'")],
    ),
    dict(
        db="bus_network", shape="join",
        q="Which driver carried the most passengers in total? Give the first and last name.",
        sql="select t1.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id group by t1.driver_id order by sum(t2.passengers) desc limit 1",
        J=[("trip", "Passengers",
            "select t1.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join trip_passengers as t3 on t2.trip_id = t3.trip_id group by t1.driver_id order by sum(t3.passengers) desc limit 1"),
           ("driver", "Fname",
            "select t3.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join driver_fname as t3 on t1.driver_id = t3.driver_id group by t1.driver_id order by sum(t2.passengers) desc limit 1"),
           ("driver", "Lname",
            "select t1.fname, t3.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join driver_lname as t3 on t1.driver_id = t3.driver_id group by t1.driver_id order by sum(t2.passengers) desc limit 1")],
        C=("trip", "Passengers", "riders", "passenger_count",
           "select t1.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id group by t1.driver_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="bus_network", shape="join",
        q="What is the full name of the driver with the largest total number of passengers?",
        sql="select t2.fname, t2.lname from trip as t1 join driver as t2 on t1.driver_id = t2.driver_id group by t1.driver_id order by sum(t1.passengers) desc limit 1",
        J=[("trip", "Passengers",
            "select t2.fname, t2.lname from trip as t1 join driver as t2 on t1.driver_id = t2.driver_id join trip_passengers as t3 on t1.trip_id = t3.trip_id group by t1.driver_id order by sum(t3.passengers) desc limit 1")],
        T=("trip", "journey", "service_run",
           "select t2.fname, t2.lname from {t} as t1 join driver as t2 on t1.driver_id = t2.driver_id group by t1.driver_id order by sum(t1.passengers) desc limit 1"),
    ),
    dict(
        db="bus_network", shape="join",
        q="For each route, show the route name and the number of trips.",
        sql="select t1.route_name, count(*) from bus_route as t1 join trip as t2 on t1.route_id = t2.route_id group by t1.route_id",
        J=[("bus_route", "Route_Name",
            "select t3.route_name, count(*) from bus_route as t1 join trip as t2 on t1.route_id = t2.route_id join bus_route_route_name as t3 on t1.route_id = t3.route_id group by t1.route_id")],
        T=("trip", "journey", "service_run",
           "select t1.route_name, count(*) from bus_route as t1 join {t} as t2 on t1.route_id = t2.route_id group by t1.route_id"),
    ),
    dict(
        db="bus_network", shape="join",
        q="Show the fleet numbers of the buses used on the Airport Express route.",
        sql="select distinct t1.fleet_no from bus as t1 join trip as t2 on t1.bus_id = t2.bus_id join bus_route as t3 on t2.route_id = t3.route_id where t3.route_name = 'Airport Express'",
        J=[("bus", "Fleet_No",
            "select distinct t4.fleet_no from bus as t1 join trip as t2 on t1.bus_id = t2.bus_id join bus_route as t3 on t2.route_id = t3.route_id join bus_fleet_no as t4 on t1.bus_id = t4.bus_id where t3.route_name = 'Airport Express'"),
           ("bus_route", "Route_Name",
            "select distinct t1.fleet_no from bus as t1 join trip as t2 on t1.bus_id = t2.bus_id join bus_route as t3 on t2.route_id = t3.route_id join bus_route_route_name as t4 on t3.route_id = t4.route_id where t4.route_name = 'Airport Express'")],
        C=("bus", "Fleet_No", "fleet_number", "vehicle_no",
           "select distinct t1.{c} from bus as t1 join trip as t2 on t1.bus_id = t2.bus_id join bus_route as t3 on t2.route_id = t3.route_id where t3.route_name = 'Airport Express'"),
    ),
    dict(
        db="bus_network", shape="join",
        q="What is the average number of minutes late of the trips for each bus fuel type?",
        sql="select t2.fuel_type, avg(t1.minutes_late) from trip as t1 join bus as t2 on t1.bus_id = t2.bus_id group by t2.fuel_type",
        J=[("trip", "Minutes_Late",
            "select t2.fuel_type, avg(t3.minutes_late) from trip as t1 join bus as t2 on t1.bus_id = t2.bus_id join trip_minutes_late as t3 on t1.trip_id = t3.trip_id group by t2.fuel_type"),
           ("bus", "Fuel_Type",
            "select t3.fuel_type, avg(t1.minutes_late) from trip as t1 join bus as t2 on t1.bus_id = t2.bus_id join bus_fuel_type as t3 on t2.bus_id = t3.bus_id group by t3.fuel_type")],
        P=("trip_bus_minutes_late", "trip as t1 join bus as t2 on t1.bus_id = t2.bus_id",
           "t2.fuel_type", "t1.minutes_late",
           "select fuel_type, avg_minutes_late from trip_bus_minutes_late"),
    ),
    dict(
        db="bus_network", shape="join",
        q="Find the first and last names of the drivers who drove buses with more than 70 seats.",
        sql="select distinct t1.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join bus as t3 on t2.bus_id = t3.bus_id where t3.seats > 70",
        J=[("bus", "Seats",
            "select distinct t1.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join bus as t3 on t2.bus_id = t3.bus_id join bus_seats as t4 on t3.bus_id = t4.bus_id where t4.seats > 70"),
           ("driver", "Fname",
            "select distinct t4.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join bus as t3 on t2.bus_id = t3.bus_id join driver_fname as t4 on t1.driver_id = t4.driver_id where t3.seats > 70"),
           ("driver", "Lname",
            "select distinct t1.fname, t4.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join bus as t3 on t2.bus_id = t3.bus_id join driver_lname as t4 on t1.driver_id = t4.driver_id where t3.seats > 70")],
        C=("bus", "Seats", "seat_count", "capacity",
           "select distinct t1.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join bus as t3 on t2.bus_id = t3.bus_id where t3.{c} > 70"),
        T=("bus", "coach", "vehicle",
           "select distinct t1.fname, t1.lname from driver as t1 join trip as t2 on t1.driver_id = t2.driver_id join {t} as t3 on t2.bus_id = t3.bus_id where t3.seats > 70"),
    ),
    dict(
        db="bus_network", shape="join",
        q="List the departure times and passenger numbers of the trips on route 7X, in descending order of passengers.",
        sql="select t1.depart_time, t1.passengers from trip as t1 join bus_route as t2 on t1.route_id = t2.route_id where t2.route_no = '7X' order by t1.passengers desc",
        J=[("trip", "Depart_Time",
            "select t3.depart_time, t1.passengers from trip as t1 join bus_route as t2 on t1.route_id = t2.route_id join trip_depart_time as t3 on t1.trip_id = t3.trip_id where t2.route_no = '7X' order by t1.passengers desc"),
           ("trip", "Passengers",
            "select t1.depart_time, t3.passengers from trip as t1 join bus_route as t2 on t1.route_id = t2.route_id join trip_passengers as t3 on t1.trip_id = t3.trip_id where t2.route_no = '7X' order by t3.passengers desc"),
           ("bus_route", "Route_No",
            "select t1.depart_time, t1.passengers from trip as t1 join bus_route as t2 on t1.route_id = t2.route_id join bus_route_route_no as t3 on t2.route_id = t3.route_id where t3.route_no = '7X' order by t1.passengers desc")],
    ),
    dict(
        db="bus_network", shape="nested",
        q="List the first and last names of the drivers who have never driven a trip.",
        sql="select fname, lname from driver where driver_id not in (select driver_id from trip)",
        J=[("driver", "Fname",
            "select t2.fname, t1.lname from driver as t1 join driver_fname as t2 on t1.driver_id = t2.driver_id where t1.driver_id not in (select driver_id from trip)"),
           ("driver", "Lname",
            "select t1.fname, t2.lname from driver as t1 join driver_lname as t2 on t1.driver_id = t2.driver_id where t1.driver_id not in (select driver_id from trip)")],
        T=("trip", "journey", "service_run",
           "select fname, lname from driver where driver_id not in (select driver_id from {t})"),
    ),
    dict(
        db="bus_network", shape="nested",
        q="Find the names of the stops with more daily boardings than the average.",
        sql="select stop_name from stop where daily_boardings > (select avg(daily_boardings) from stop)",
        J=[("stop", "Daily_Boardings",
            "select t1.stop_name from stop as t1 join stop_daily_boardings as t2 on t1.stop_id = t2.stop_id where t2.daily_boardings > (select avg(daily_boardings) from stop_daily_boardings)"),
           ("stop", "Stop_Name",
            "select t2.stop_name from stop as t1 join stop_stop_name as t2 on t1.stop_id = t2.stop_id where t1.daily_boardings > (select avg(daily_boardings) from stop)")],
        C=("stop", "Daily_Boardings", "boardings_per_day", "ridership",
           "select stop_name from stop where {c} > (select avg({c}) from stop)"),
    ),
    dict(
        db="bus_network", shape="nested",
        q="What are the names of the stops that are not served by any route?",
        sql="select stop_name from stop where stop_id not in (select stop_id from route_stop)",
        J=[("stop", "Stop_Name",
            "select t2.stop_name from stop as t1 join stop_stop_name as t2 on t1.stop_id = t2.stop_id where t1.stop_id not in (select stop_id from route_stop)")],
        T=("route_stop", "route_call", "stop_sequence",
           "select stop_name from stop where stop_id not in (select stop_id from {t})"),
    ),
    dict(
        db="bus_network", shape="nested",
        q="Which stops are never visited by a route? Give the stop names.",
        sql="select stop_name from stop except select t1.stop_name from stop as t1 join route_stop as t2 on t1.stop_id = t2.stop_id",
        J=[("stop", "Stop_Name",
            "select t2.stop_name from stop as t1 join stop_stop_name as t2 on t1.stop_id = t2.stop_id except select t3.stop_name from stop as t1 join route_stop as t2 on t1.stop_id = t2.stop_id join stop_stop_name as t3 on t1.stop_id = t3.stop_id")],
        T=("stop", "bus_stop", "halt",
           "select stop_name from {t} except select t1.stop_name from {t} as t1 join route_stop as t2 on t1.stop_id = t2.stop_id"),
    ),
    dict(
        db="bus_network", shape="nested",
        q="Show the names of the routes that are express or longer than 20 km.",
        sql="select route_name from bus_route where is_express = 'Y' union select route_name from bus_route where length_km > 20",
        J=[("bus_route", "Is_Express",
            "select t1.route_name from bus_route as t1 join bus_route_is_express as t2 on t1.route_id = t2.route_id where t2.is_express = 'Y' union select route_name from bus_route where length_km > 20"),
           ("bus_route", "Length_km",
            "select route_name from bus_route where is_express = 'Y' union select t1.route_name from bus_route as t1 join bus_route_length_km as t2 on t1.route_id = t2.route_id where t2.length_km > 20")],
        T=("bus_route", "line", "bus_line",
           "select route_name from {t} where is_express = 'Y' union select route_name from {t} where length_km > 20"),
    ),
    dict(
        db="bus_network", shape="nested",
        q="What are the names of the routes starting at Central Station that never had a trip with more than 100 passengers?",
        sql="select route_name from bus_route where start_terminus = 'Central Station' except select t1.route_name from bus_route as t1 join trip as t2 on t1.route_id = t2.route_id where t2.passengers > 100",
        J=[("bus_route", "Start_Terminus",
            "select t1.route_name from bus_route as t1 join bus_route_start_terminus as t2 on t1.route_id = t2.route_id where t2.start_terminus = 'Central Station' except select t1.route_name from bus_route as t1 join trip as t2 on t1.route_id = t2.route_id where t2.passengers > 100"),
           ("trip", "Passengers",
            "select route_name from bus_route where start_terminus = 'Central Station' except select t1.route_name from bus_route as t1 join trip as t2 on t1.route_id = t2.route_id join trip_passengers as t3 on t2.trip_id = t3.trip_id where t3.passengers > 100")],
        C=("bus_route", "Start_Terminus", "origin_stop", "first_stop",
           "select route_name from bus_route where {c} = 'Central Station' except select t1.route_name from bus_route as t1 join trip as t2 on t1.route_id = t2.route_id where t2.passengers > 100"),
    ),
]


def main():
    probe_kit.main(__doc__, DEFAULT_OUT, DEFAULT_DBS, DATABASES, QUESTIONS, ROWS_PER_TABLE,
                   drop_agreeing=True, record_id=lambda kind, n: f"{kind}{ID_TAG}-{n + 1:04d}")


if __name__ == "__main__":
    main()
