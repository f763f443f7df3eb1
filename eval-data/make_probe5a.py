#!/usr/bin/env python3
"""Build eval-data/probe5a.jsonl and three new SQLite databases in eval-data/dbs5/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (harbour_port, farmers_market, bug_tracker), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened, and
the parser's sources were not read). The structure, setup shapes and checks copy
make_probe4b.py; nothing is imported from it.

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
  - template variants (C / T) give back the base SQL for the original name.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe5a.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe5a.jsonl"
DEFAULT_DBS = HERE / "dbs5"
ID_TAG = "5a"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["harbour_port"] = r'''
CREATE TABLE "captain" (
"Captain_ID" int,
"Cname" text,
"Nationality" text,
"Age" int,
"yrs_experience" int,
"License_Class" text,
PRIMARY KEY ("Captain_ID")
);
CREATE TABLE "vessel" (
"Vessel_ID" int,
"Vessel_Name" text,
"Vessel_Type" text,
"Flag" text,
"yr_built" text,
"Gross_Tonnage" int,
"Length_m" real,
"Captain_ID" int,
"Is_Active" text,
PRIMARY KEY ("Vessel_ID"),
FOREIGN KEY ("Captain_ID") REFERENCES "captain"("Captain_ID")
);
CREATE TABLE "berth" (
"Berth_ID" int,
"Berth_Code" text,
"Terminal" text,
"Max_Draft" real,
"Berth_Length" int,
"Has_Crane" text,
PRIMARY KEY ("Berth_ID")
);
CREATE TABLE "voyage" (
"Voyage_ID" int,
"Vessel_ID" int,
"Origin_Port" text,
"Dest_Port" text,
"Depart_Date" text,
"Days_At_Sea" int,
"Fuel_Used" int,
PRIMARY KEY ("Voyage_ID"),
FOREIGN KEY ("Vessel_ID") REFERENCES "vessel"("Vessel_ID")
);
CREATE TABLE "cargo" (
"Cargo_ID" int,
"Voyage_ID" int,
"Cargo_Type" text,
"Weight_Tons" int,
"Declared_Value" int,
"Is_Hazardous" text,
PRIMARY KEY ("Cargo_ID"),
FOREIGN KEY ("Voyage_ID") REFERENCES "voyage"("Voyage_ID")
);
CREATE TABLE "berth_booking" (
"Booking_ID" int,
"Vessel_ID" int,
"Berth_ID" int,
"Arrival_Date" text,
"Hours_Docked" int,
"Fee" real,
PRIMARY KEY ("Booking_ID"),
FOREIGN KEY ("Vessel_ID") REFERENCES "vessel"("Vessel_ID"),
FOREIGN KEY ("Berth_ID") REFERENCES "berth"("Berth_ID")
);
INSERT INTO "captain" VALUES (1,'Erik Halvorsen','Norway',52,28,'Master');
INSERT INTO "captain" VALUES (2,'Ming Zhao','China',45,19,'Master');
INSERT INTO "captain" VALUES (3,'Sean Gallagher','Ireland',38,12,'Chief Mate');
INSERT INTO "captain" VALUES (4,'Paulo Mendes','Portugal',61,37,'Master');
INSERT INTO "captain" VALUES (5,'Anna Kowalczyk','Poland',41,15,'Master');
INSERT INTO "captain" VALUES (6,'Rajesh Iyer','India',49,24,'Master');
INSERT INTO "captain" VALUES (7,'Lars Jensen','Denmark',35,9,'Chief Mate');
INSERT INTO "captain" VALUES (8,'Yusuf Demir','Turkey',57,31,'Master');
INSERT INTO "captain" VALUES (9,'Marta Ruiz','Spain',33,7,'Second Mate');
INSERT INTO "captain" VALUES (10,'Kofi Asante','Ghana',44,18,'Chief Mate');
INSERT INTO "captain" VALUES (11,'Helen Brooks','United Kingdom',50,26,'Master');
INSERT INTO "captain" VALUES (12,'Takeshi Mori','Japan',59,34,'Master');
INSERT INTO "captain" VALUES (13,'Ivan Sokolov','Russia',47,21,'Chief Mate');
INSERT INTO "captain" VALUES (14,'Grace Okoye','Nigeria',29,5,'Second Mate');
INSERT INTO "vessel" VALUES (1,'Nordic Star','Container','Norway','2008',48200,294.5,1,'T');
INSERT INTO "vessel" VALUES (2,'Jade Horizon','Container','China','2015',75300,335.0,2,'T');
INSERT INTO "vessel" VALUES (3,'Atlantic Dawn','Fishing','Ireland','1997',1450,62.3,3,'T');
INSERT INTO "vessel" VALUES (4,'Lusitania Bay','Tanker','Portugal','2002',58900,244.0,4,'F');
INSERT INTO "vessel" VALUES (5,'Baltic Trader','Bulk Carrier','Poland','2011',33600,199.8,5,'T');
INSERT INTO "vessel" VALUES (6,'Ganges Pride','Tanker','India','2013',81200,274.2,6,'T');
INSERT INTO "vessel" VALUES (7,'Oresund Ferry','Ferry','Denmark','2018',12800,142.7,1,'T');
INSERT INTO "vessel" VALUES (8,'Bosphorus Queen','Ferry','Turkey','1999',9400,118.4,8,'F');
INSERT INTO "vessel" VALUES (9,'Costa Brava','Fishing','Spain','2005',980,48.6,3,'T');
INSERT INTO "vessel" VALUES (10,'Gold Coast Carrier','Bulk Carrier','Ghana','2009',41700,225.1,10,'T');
INSERT INTO "vessel" VALUES (11,'Thames Voyager','Container','United Kingdom','2019',66400,318.9,11,'T');
INSERT INTO "vessel" VALUES (12,'Osaka Maru','Tanker','Japan','1995',52100,236.5,12,'F');
INSERT INTO "vessel" VALUES (13,'Black Sea Spirit','Bulk Carrier','Russia','2016',38900,210.3,13,'T');
INSERT INTO "vessel" VALUES (14,'Lagos Express','Container','Nigeria','2021',29800,186.0,10,'T');
INSERT INTO "vessel" VALUES (15,'North Sea Pioneer','Tanker','Norway','2007',63500,252.8,1,'T');
INSERT INTO "vessel" VALUES (16,'Pearl River','Ferry','China','2012',7600,104.9,2,'T');
INSERT INTO "berth" VALUES (1,'A1','North Terminal',14.5,350,'T');
INSERT INTO "berth" VALUES (2,'A2','North Terminal',13.0,300,'T');
INSERT INTO "berth" VALUES (3,'A3','North Terminal',11.2,240,'F');
INSERT INTO "berth" VALUES (4,'B1','East Terminal',16.8,400,'T');
INSERT INTO "berth" VALUES (5,'B2','East Terminal',15.1,380,'T');
INSERT INTO "berth" VALUES (6,'C1','Ferry Terminal',7.5,160,'F');
INSERT INTO "berth" VALUES (7,'C2','Ferry Terminal',6.8,150,'F');
INSERT INTO "berth" VALUES (8,'D1','Fishing Quay',5.2,90,'F');
INSERT INTO "berth" VALUES (9,'D2','Fishing Quay',4.6,75,'F');
INSERT INTO "berth" VALUES (10,'E1','Oil Jetty',18.5,310,'F');
INSERT INTO "berth" VALUES (11,'E2','Oil Jetty',17.3,290,'F');
INSERT INTO "berth" VALUES (12,'B3','East Terminal',12.4,260,'T');
INSERT INTO "voyage" VALUES (1,1,'Bergen','Rotterdam','2022-03-02',4,210);
INSERT INTO "voyage" VALUES (2,2,'Shanghai','Rotterdam','2022-04-11',31,2950);
INSERT INTO "voyage" VALUES (3,2,'Rotterdam','Hamburg','2022-05-20',2,140);
INSERT INTO "voyage" VALUES (4,4,'Sines','Houston','2021-11-08',14,1320);
INSERT INTO "voyage" VALUES (5,5,'Gdansk','Rotterdam','2022-01-15',5,380);
INSERT INTO "voyage" VALUES (6,6,'Mumbai','Rotterdam','2022-02-03',24,2410);
INSERT INTO "voyage" VALUES (7,7,'Copenhagen','Malmo','2022-06-01',1,35);
INSERT INTO "voyage" VALUES (8,11,'Felixstowe','Rotterdam','2022-07-19',2,160);
INSERT INTO "voyage" VALUES (9,11,'Rotterdam','New York','2022-08-04',11,1180);
INSERT INTO "voyage" VALUES (10,10,'Tema','Antwerp','2022-03-27',16,1050);
INSERT INTO "voyage" VALUES (11,12,'Yokohama','Singapore','2021-09-14',9,890);
INSERT INTO "voyage" VALUES (12,13,'Novorossiysk','Antwerp','2022-05-05',13,760);
INSERT INTO "voyage" VALUES (13,14,'Lagos','Antwerp','2022-09-12',15,990);
INSERT INTO "voyage" VALUES (14,15,'Bergen','Antwerp','2022-10-01',3,230);
INSERT INTO "voyage" VALUES (15,6,'Rotterdam','Mumbai','2022-03-30',23,2280);
INSERT INTO "voyage" VALUES (16,1,'Rotterdam','Bergen','2022-03-10',4,195);
INSERT INTO "voyage" VALUES (17,3,'Galway','Rotterdam','2022-06-21',6,70);
INSERT INTO "voyage" VALUES (18,9,'Vigo','Antwerp','2022-07-07',7,55);
INSERT INTO "cargo" VALUES (1,1,'Timber',3200,410000,'F');
INSERT INTO "cargo" VALUES (2,2,'Electronics',18500,9200000,'F');
INSERT INTO "cargo" VALUES (3,2,'Textiles',9400,2750000,'F');
INSERT INTO "cargo" VALUES (4,4,'Crude Oil',52000,31000000,'T');
INSERT INTO "cargo" VALUES (5,5,'Coal',28700,3100000,'F');
INSERT INTO "cargo" VALUES (6,6,'Crude Oil',74500,44200000,'T');
INSERT INTO "cargo" VALUES (7,6,'Chemicals',3100,5800000,'T');
INSERT INTO "cargo" VALUES (8,8,'Electronics',12600,6100000,'F');
INSERT INTO "cargo" VALUES (9,9,'Vehicles',8800,15400000,'F');
INSERT INTO "cargo" VALUES (10,10,'Cocoa',21300,12900000,'F');
INSERT INTO "cargo" VALUES (11,11,'Chemicals',15700,9900000,'T');
INSERT INTO "cargo" VALUES (12,12,'Grain',34100,7600000,'F');
INSERT INTO "cargo" VALUES (13,13,'Cocoa',14200,8700000,'F');
INSERT INTO "cargo" VALUES (14,14,'Crude Oil',47800,26500000,'T');
INSERT INTO "cargo" VALUES (15,15,'Textiles',6300,1900000,'F');
INSERT INTO "cargo" VALUES (16,15,'Chemicals',4500,7300000,'T');
INSERT INTO "cargo" VALUES (17,17,'Fish',310,820000,'F');
INSERT INTO "cargo" VALUES (18,18,'Fish',240,640000,'F');
INSERT INTO "cargo" VALUES (19,3,'Vehicles',2100,4300000,'F');
INSERT INTO "cargo" VALUES (20,12,'Coal',9800,1150000,'F');
INSERT INTO "berth_booking" VALUES (1,1,1,'2022-03-06',18,5200.0);
INSERT INTO "berth_booking" VALUES (2,2,4,'2022-05-12',36,14800.0);
INSERT INTO "berth_booking" VALUES (3,2,5,'2022-05-22',20,9100.0);
INSERT INTO "berth_booking" VALUES (4,4,10,'2021-11-22',30,11200.0);
INSERT INTO "berth_booking" VALUES (5,5,2,'2022-01-20',26,6900.0);
INSERT INTO "berth_booking" VALUES (6,6,11,'2022-02-27',42,16350.0);
INSERT INTO "berth_booking" VALUES (7,7,6,'2022-06-01',3,450.0);
INSERT INTO "berth_booking" VALUES (8,7,7,'2022-06-02',2,380.0);
INSERT INTO "berth_booking" VALUES (9,8,6,'2021-12-11',4,520.0);
INSERT INTO "berth_booking" VALUES (10,9,8,'2022-07-14',9,610.0);
INSERT INTO "berth_booking" VALUES (11,3,9,'2022-06-27',7,540.0);
INSERT INTO "berth_booking" VALUES (12,11,4,'2022-07-21',24,12100.0);
INSERT INTO "berth_booking" VALUES (13,11,1,'2022-08-15',28,10400.0);
INSERT INTO "berth_booking" VALUES (14,10,12,'2022-04-12',33,8800.0);
INSERT INTO "berth_booking" VALUES (15,12,10,'2021-09-23',21,7600.0);
INSERT INTO "berth_booking" VALUES (16,13,5,'2022-05-18',29,9650.0);
INSERT INTO "berth_booking" VALUES (17,14,2,'2022-09-27',22,6300.0);
INSERT INTO "berth_booking" VALUES (18,15,11,'2022-10-04',19,8150.0);
INSERT INTO "berth_booking" VALUES (19,16,7,'2022-08-30',5,470.0);
INSERT INTO "berth_booking" VALUES (20,1,2,'2022-03-14',11,2900.0);
'''

DATABASES["farmers_market"] = r'''
CREATE TABLE "farm" (
"Farm_ID" int,
"Farm_Name" text,
"County" text,
"Acres" int,
"yr_founded" text,
"Is_Organic" text,
"Owner_Name" text,
PRIMARY KEY ("Farm_ID")
);
CREATE TABLE "vendor" (
"Vendor_ID" int,
"Vendor_Name" text,
"Farm_ID" int,
"Stall_No" int,
"Joined_Year" int,
"Rating" real,
"Accepts_Card" text,
PRIMARY KEY ("Vendor_ID"),
FOREIGN KEY ("Farm_ID") REFERENCES "farm"("Farm_ID")
);
CREATE TABLE "produce" (
"Item_ID" int,
"Item_Name" text,
"Category" text,
"Unit" text,
"Base_Price" real,
"Peak_Season" text,
PRIMARY KEY ("Item_ID")
);
CREATE TABLE "market_day" (
"Day_ID" int,
"Market_Date" text,
"Weekday" text,
"Location" text,
"Weather" text,
"Visitors" int,
PRIMARY KEY ("Day_ID")
);
CREATE TABLE "vendor_item" (
"Vendor_ID" int,
"Item_ID" int,
"Stall_Price" real,
PRIMARY KEY ("Vendor_ID","Item_ID"),
FOREIGN KEY ("Vendor_ID") REFERENCES "vendor"("Vendor_ID"),
FOREIGN KEY ("Item_ID") REFERENCES "produce"("Item_ID")
);
CREATE TABLE sale (
       sale_id      INTEGER PRIMARY KEY,
       vendor_id    INTEGER,
       item_id      INTEGER,
       day_id       INTEGER,
       qty          INTEGER,
       amount       REAL,
       FOREIGN KEY(vendor_id) REFERENCES vendor(Vendor_ID),
       FOREIGN KEY(item_id) REFERENCES produce(Item_ID),
       FOREIGN KEY(day_id) REFERENCES market_day(Day_ID)
);
INSERT INTO "farm" VALUES (1,'Willow Creek Farm','Sonoma',120,'1987','T','Laura Hayes');
INSERT INTO "farm" VALUES (2,'Red Barn Acres','Sonoma',45,'2004','F','Tom Becker');
INSERT INTO "farm" VALUES (3,'Sunny Slope Orchard','Napa',210,'1962','F','Miguel Alvarez');
INSERT INTO "farm" VALUES (4,'Green Valley Gardens','Sonoma',32,'2012','T','Priya Nair');
INSERT INTO "farm" VALUES (5,'Hilltop Dairy','Marin',310,'1948','F','Gus Olsen');
INSERT INTO "farm" VALUES (6,'Blue Heron Farm','Yolo',78,'1999','T','Dana Whitfield');
INSERT INTO "farm" VALUES (7,'Oak Hollow Ranch','Napa',450,'1975','F','Carl Jennings');
INSERT INTO "farm" VALUES (8,'Bee Happy Apiary','Yolo',12,'2016','T','Rosa Lindqvist');
INSERT INTO "farm" VALUES (9,'Cedar Ridge Farm','Solano',95,'1991','F','Henry Cho');
INSERT INTO "farm" VALUES (10,'Little Sprout Farm','Sonoma',18,'2019','T','Amy Tran');
INSERT INTO "farm" VALUES (11,'Golden Fields','Solano',260,'1983','T','Walt Perkins');
INSERT INTO "farm" VALUES (12,'River Bend Orchard','Yolo',140,'2008','T','Sara Mendez');
INSERT INTO "farm" VALUES (13,'Misty Meadow Farm','Marin',66,'2001','T','Owen Price');
INSERT INTO "farm" VALUES (14,'Stone Wall Creamery','Napa',185,'1994','F','Ines Duarte');
INSERT INTO "vendor" VALUES (1,'Willow Creek Stand',1,4,2010,4.6,'T');
INSERT INTO "vendor" VALUES (2,'Red Barn Produce',2,11,2015,4.1,'F');
INSERT INTO "vendor" VALUES (3,'Sunny Slope Fruits',3,7,2008,4.8,'T');
INSERT INTO "vendor" VALUES (4,'Green Valley Greens',4,2,2013,4.3,'T');
INSERT INTO "vendor" VALUES (5,'Hilltop Cheese Co',5,15,2006,4.7,'T');
INSERT INTO "vendor" VALUES (6,'Heron Harvest',6,9,2012,3.9,'F');
INSERT INTO "vendor" VALUES (7,'Oak Hollow Meats',7,13,2009,4.2,'T');
INSERT INTO "vendor" VALUES (8,'Bee Happy Honey',8,1,2017,4.9,'T');
INSERT INTO "vendor" VALUES (9,'Cedar Ridge Roots',9,6,2011,3.6,'F');
INSERT INTO "vendor" VALUES (10,'Little Sprout Microgreens',10,3,2020,4.4,'T');
INSERT INTO "vendor" VALUES (11,'Golden Fields Grain',11,12,2007,3.8,'F');
INSERT INTO "vendor" VALUES (12,'River Bend Apples',12,8,2014,4.5,'T');
INSERT INTO "vendor" VALUES (13,'Sunny Slope Preserves',3,10,2016,4.0,'F');
INSERT INTO "vendor" VALUES (14,'Willow Creek Bakery',1,5,2018,4.65,'T');
INSERT INTO "vendor" VALUES (15,'Hilltop Butter',5,14,2019,3.7,'F');
INSERT INTO "vendor" VALUES (16,'Misty Meadow Flowers',13,16,2021,4.25,'T');
INSERT INTO "produce" VALUES (1,'Heirloom Tomato','Vegetable','lb',3.75,'Summer');
INSERT INTO "produce" VALUES (2,'Strawberry','Fruit','pint',4.5,'Spring');
INSERT INTO "produce" VALUES (3,'Fuji Apple','Fruit','lb',2.25,'Fall');
INSERT INTO "produce" VALUES (4,'Kale','Vegetable','bunch',3.0,'Winter');
INSERT INTO "produce" VALUES (5,'Goat Cheese','Dairy','each',8.5,'All Year');
INSERT INTO "produce" VALUES (6,'Wildflower Honey','Honey','jar',12.0,'All Year');
INSERT INTO "produce" VALUES (7,'Sourdough Loaf','Bakery','each',7.25,'All Year');
INSERT INTO "produce" VALUES (8,'Butternut Squash','Vegetable','each',2.8,'Fall');
INSERT INTO "produce" VALUES (9,'Peach','Fruit','lb',3.4,'Summer');
INSERT INTO "produce" VALUES (10,'Microgreens Mix','Vegetable','box',5.5,'All Year');
INSERT INTO "produce" VALUES (11,'Cheddar','Dairy','lb',9.75,'All Year');
INSERT INTO "produce" VALUES (12,'Sweet Corn','Vegetable','ear',0.9,'Summer');
INSERT INTO "produce" VALUES (13,'Apricot Jam','Preserves','jar',6.75,'All Year');
INSERT INTO "produce" VALUES (14,'Rye Flour','Grain','lb',2.1,'All Year');
INSERT INTO "produce" VALUES (15,'Cultured Butter','Dairy','each',6.2,'All Year');
INSERT INTO "produce" VALUES (16,'Sunflower Bouquet','Flowers','each',10.5,'Summer');
INSERT INTO "produce" VALUES (17,'Carrot','Vegetable','bunch',2.6,'Spring');
INSERT INTO "produce" VALUES (18,'Blueberry','Fruit','pint',5.25,'Summer');
INSERT INTO "market_day" VALUES (1,'2023-05-06','Saturday','Town Square','Sunny',1850);
INSERT INTO "market_day" VALUES (2,'2023-05-10','Wednesday','Civic Center','Cloudy',620);
INSERT INTO "market_day" VALUES (3,'2023-05-13','Saturday','Town Square','Rainy',940);
INSERT INTO "market_day" VALUES (4,'2023-05-17','Wednesday','Civic Center','Sunny',780);
INSERT INTO "market_day" VALUES (5,'2023-05-20','Saturday','Town Square','Sunny',2100);
INSERT INTO "market_day" VALUES (6,'2023-05-21','Sunday','Harbor Park','Windy',1320);
INSERT INTO "market_day" VALUES (7,'2023-05-27','Saturday','Town Square','Cloudy',1560);
INSERT INTO "market_day" VALUES (8,'2023-05-28','Sunday','Harbor Park','Sunny',1710);
INSERT INTO "market_day" VALUES (9,'2023-06-03','Saturday','Town Square','Sunny',2240);
INSERT INTO "market_day" VALUES (10,'2023-06-07','Wednesday','Civic Center','Rainy',410);
INSERT INTO "market_day" VALUES (11,'2023-06-10','Saturday','Town Square','Cloudy',1480);
INSERT INTO "market_day" VALUES (12,'2023-06-11','Sunday','Harbor Park','Rainy',690);
INSERT INTO "market_day" VALUES (13,'2023-06-17','Saturday','Town Square','Sunny',2380);
INSERT INTO "market_day" VALUES (14,'2023-06-18','Sunday','Harbor Park','Cloudy',1150);
INSERT INTO "vendor_item" VALUES (1,1,4.0);
INSERT INTO "vendor_item" VALUES (1,4,3.25);
INSERT INTO "vendor_item" VALUES (1,17,2.75);
INSERT INTO "vendor_item" VALUES (2,12,1.0);
INSERT INTO "vendor_item" VALUES (2,8,3.1);
INSERT INTO "vendor_item" VALUES (3,3,2.5);
INSERT INTO "vendor_item" VALUES (3,9,3.6);
INSERT INTO "vendor_item" VALUES (4,4,3.5);
INSERT INTO "vendor_item" VALUES (4,10,5.0);
INSERT INTO "vendor_item" VALUES (5,5,9.0);
INSERT INTO "vendor_item" VALUES (5,11,10.25);
INSERT INTO "vendor_item" VALUES (6,1,3.9);
INSERT INTO "vendor_item" VALUES (6,18,5.5);
INSERT INTO "vendor_item" VALUES (8,6,13.0);
INSERT INTO "vendor_item" VALUES (9,17,2.4);
INSERT INTO "vendor_item" VALUES (10,10,6.0);
INSERT INTO "vendor_item" VALUES (12,3,2.2);
INSERT INTO "vendor_item" VALUES (13,13,7.0);
INSERT INTO "vendor_item" VALUES (14,7,7.5);
INSERT INTO "vendor_item" VALUES (16,16,11.0);
INSERT INTO sale VALUES (1,1,1,1,40,160.0);
INSERT INTO sale VALUES (2,3,3,1,55,137.5);
INSERT INTO sale VALUES (3,5,5,1,22,198.0);
INSERT INTO sale VALUES (4,8,6,3,14,182.0);
INSERT INTO sale VALUES (5,4,10,2,18,90.0);
INSERT INTO sale VALUES (6,2,12,5,120,120.0);
INSERT INTO sale VALUES (7,6,18,5,36,196.2);
INSERT INTO sale VALUES (8,12,3,5,70,154.0);
INSERT INTO sale VALUES (9,14,7,6,30,225.0);
INSERT INTO sale VALUES (10,1,17,7,25,68.75);
INSERT INTO sale VALUES (11,3,9,8,48,172.8);
INSERT INTO sale VALUES (12,5,11,9,17,178.5);
INSERT INTO sale VALUES (13,10,10,9,26,156.0);
INSERT INTO sale VALUES (14,16,16,9,12,132.0);
INSERT INTO sale VALUES (15,9,17,10,15,36.0);
INSERT INTO sale VALUES (16,13,13,11,21,147.0);
INSERT INTO sale VALUES (17,1,4,13,33,107.25);
INSERT INTO sale VALUES (18,8,6,13,19,247.0);
INSERT INTO sale VALUES (19,4,4,12,10,35.0);
INSERT INTO sale VALUES (20,6,1,14,28,109.2);
'''

DATABASES["bug_tracker"] = r'''
CREATE TABLE "project" (
"Project_ID" int,
"Proj_Name" text,
"Language" text,
"Start_Year" text,
"Budget" int,
"Is_Open_Source" text,
PRIMARY KEY ("Project_ID")
);
CREATE TABLE "developer" (
"Dev_ID" int,
"Dev_Name" text,
"Seniority" text,
"yrs_exp" int,
"Team" text,
"Salary" int,
"Country" text,
PRIMARY KEY ("Dev_ID")
);
CREATE TABLE "bug" (
"Bug_ID" int,
"Project_ID" int,
"Title" text,
"Severity" text,
"Status" text,
"Reported_Date" text,
"Priority" int,
"Reporter" text,
PRIMARY KEY ("Bug_ID"),
FOREIGN KEY ("Project_ID") REFERENCES "project"("Project_ID")
);
CREATE TABLE "assignment" (
"Assign_ID" int,
"Bug_ID" int,
"Dev_ID" int,
"Assigned_Date" text,
"Hours_Spent" int,
PRIMARY KEY ("Assign_ID"),
FOREIGN KEY ("Bug_ID") REFERENCES "bug"("Bug_ID"),
FOREIGN KEY ("Dev_ID") REFERENCES "developer"("Dev_ID")
);
CREATE TABLE "commit_log" (
"Commit_ID" int,
"Dev_ID" int,
"Project_ID" int,
"Lines_Added" int,
"Lines_Deleted" int,
"Commit_Date" text,
"Branch" text,
PRIMARY KEY ("Commit_ID"),
FOREIGN KEY ("Dev_ID") REFERENCES "developer"("Dev_ID"),
FOREIGN KEY ("Project_ID") REFERENCES "project"("Project_ID")
);
INSERT INTO "project" VALUES (1,'Atlas','Rust','2016',450000,'T');
INSERT INTO "project" VALUES (2,'Beacon','Java','2011',1200000,'F');
INSERT INTO "project" VALUES (3,'Cobalt','Python','2018',310000,'T');
INSERT INTO "project" VALUES (4,'Driftwood','Go','2020',270000,'T');
INSERT INTO "project" VALUES (5,'Ember','C++','2009',1650000,'F');
INSERT INTO "project" VALUES (6,'Falcon','Java','2014',880000,'F');
INSERT INTO "project" VALUES (7,'Granite','Rust','2021',190000,'T');
INSERT INTO "project" VALUES (8,'Halcyon','TypeScript','2017',520000,'F');
INSERT INTO "project" VALUES (9,'Iris','Python','2013',640000,'F');
INSERT INTO "project" VALUES (10,'Juniper','Go','2019',360000,'T');
INSERT INTO "project" VALUES (11,'Kestrel','Kotlin','2022',150000,'F');
INSERT INTO "project" VALUES (12,'Lumen','TypeScript','2015',720000,'T');
INSERT INTO "developer" VALUES (1,'Alice Novak','Senior',11,'Backend',128000,'Czechia');
INSERT INTO "developer" VALUES (2,'Bruno Silva','Mid',5,'Frontend',94000,'Brazil');
INSERT INTO "developer" VALUES (3,'Chen Wei','Lead',15,'Platform',152000,'China');
INSERT INTO "developer" VALUES (4,'Dana Ivers','Junior',1,'QA',61000,'USA');
INSERT INTO "developer" VALUES (5,'Emeka Obi','Senior',9,'Backend',121000,'Nigeria');
INSERT INTO "developer" VALUES (6,'Freya Lund','Mid',6,'Mobile',97500,'Sweden');
INSERT INTO "developer" VALUES (7,'Gopal Rao','Senior',12,'Platform',133000,'India');
INSERT INTO "developer" VALUES (8,'Hanna Berg','Junior',2,'Frontend',64500,'Norway');
INSERT INTO "developer" VALUES (9,'Ilya Petrov','Mid',4,'QA',82000,'Russia');
INSERT INTO "developer" VALUES (10,'Julia Costa','Lead',17,'Backend',158000,'Portugal');
INSERT INTO "developer" VALUES (11,'Kenta Abe','Mid',7,'Mobile',101000,'Japan');
INSERT INTO "developer" VALUES (12,'Lea Fischer','Senior',10,'Frontend',124500,'Germany');
INSERT INTO "developer" VALUES (13,'Marco Bianchi','Junior',3,'Backend',69000,'Italy');
INSERT INTO "developer" VALUES (14,'Nora Haddad','Mid',8,'Platform',105000,'Lebanon');
INSERT INTO "developer" VALUES (15,'Oscar Reyes','Junior',0,'QA',58000,'Mexico');
INSERT INTO "developer" VALUES (16,'Priya Menon','Senior',13,'Mobile',139000,'India');
INSERT INTO "bug" VALUES (1,1,'Crash on startup with empty config','Critical','Fixed','2022-01-14',1,'qa-bot');
INSERT INTO "bug" VALUES (2,1,'Memory leak in parser','Major','Open','2022-03-02',2,'j.smith');
INSERT INTO "bug" VALUES (3,2,'Login timeout too short','Minor','Closed','2021-11-20',4,'support');
INSERT INTO "bug" VALUES (4,2,'Null pointer in report export','Critical','In Progress','2022-02-08',1,'qa-bot');
INSERT INTO "bug" VALUES (5,3,'Typo in help text','Trivial','Fixed','2022-04-19',5,'docs-team');
INSERT INTO "bug" VALUES (6,3,'Slow query on large datasets','Major','Open','2022-05-03',2,'perf-team');
INSERT INTO "bug" VALUES (7,4,'Race condition in scheduler','Critical','Open','2022-06-11',1,'j.smith');
INSERT INTO "bug" VALUES (8,5,'Texture flicker on resize','Minor','Fixed','2021-08-30',3,'support');
INSERT INTO "bug" VALUES (9,5,'Crash when loading saved game','Critical','Fixed','2021-09-15',1,'qa-bot');
INSERT INTO "bug" VALUES (10,5,'Audio desync after pause','Major','In Progress','2022-01-27',2,'support');
INSERT INTO "bug" VALUES (11,6,'Wrong currency rounding','Major','Closed','2021-12-05',2,'finance');
INSERT INTO "bug" VALUES (12,6,'Button misaligned on settings page','Trivial','Open','2022-07-22',5,'docs-team');
INSERT INTO "bug" VALUES (13,8,'Dark mode colors unreadable','Minor','Open','2022-08-14',4,'support');
INSERT INTO "bug" VALUES (14,9,'Import fails on UTF-8 files','Major','Fixed','2022-02-25',2,'j.smith');
INSERT INTO "bug" VALUES (15,9,'Deprecated API warning','Trivial','Closed','2021-10-09',5,'perf-team');
INSERT INTO "bug" VALUES (16,10,'Deadlock in connection pool','Critical','In Progress','2022-09-01',1,'perf-team');
INSERT INTO "bug" VALUES (17,12,'Tooltip crash on hover','Major','Open','2022-09-18',3,'qa-bot');
INSERT INTO "bug" VALUES (18,12,'Broken link in footer','Trivial','Fixed','2022-10-02',4,'docs-team');
INSERT INTO "bug" VALUES (19,1,'Panic on invalid UTF-8 input','Critical','Open','2022-10-21',1,'qa-bot');
INSERT INTO "bug" VALUES (20,1,'Session not invalidated on logout','Major','Fixed','2022-11-07',2,'finance');
INSERT INTO "assignment" VALUES (1,1,1,'2022-01-15',14);
INSERT INTO "assignment" VALUES (2,1,3,'2022-01-16',6);
INSERT INTO "assignment" VALUES (3,2,10,'2022-03-04',22);
INSERT INTO "assignment" VALUES (4,3,8,'2021-11-22',3);
INSERT INTO "assignment" VALUES (5,4,5,'2022-02-09',17);
INSERT INTO "assignment" VALUES (6,5,4,'2022-04-20',1);
INSERT INTO "assignment" VALUES (7,6,7,'2022-05-05',26);
INSERT INTO "assignment" VALUES (8,7,3,'2022-06-12',31);
INSERT INTO "assignment" VALUES (9,8,11,'2021-09-01',9);
INSERT INTO "assignment" VALUES (10,9,16,'2021-09-16',19);
INSERT INTO "assignment" VALUES (11,10,6,'2022-01-28',12);
INSERT INTO "assignment" VALUES (12,11,10,'2021-12-06',8);
INSERT INTO "assignment" VALUES (13,12,2,'2022-07-25',2);
INSERT INTO "assignment" VALUES (14,13,12,'2022-08-16',5);
INSERT INTO "assignment" VALUES (15,14,13,'2022-02-26',11);
INSERT INTO "assignment" VALUES (16,16,14,'2022-09-02',24);
INSERT INTO "assignment" VALUES (17,17,8,'2022-09-20',7);
INSERT INTO "assignment" VALUES (18,19,1,'2022-10-22',16);
INSERT INTO "assignment" VALUES (19,20,5,'2022-11-08',10);
INSERT INTO "assignment" VALUES (20,6,9,'2022-05-09',4);
INSERT INTO "commit_log" VALUES (1,1,1,340,120,'2022-01-15','main');
INSERT INTO "commit_log" VALUES (2,3,1,85,40,'2022-01-17','hotfix');
INSERT INTO "commit_log" VALUES (3,10,1,1210,305,'2022-03-10','feature-parser');
INSERT INTO "commit_log" VALUES (4,5,2,260,95,'2022-02-11','main');
INSERT INTO "commit_log" VALUES (5,4,3,12,8,'2022-04-20','docs');
INSERT INTO "commit_log" VALUES (6,7,3,590,210,'2022-05-12','perf');
INSERT INTO "commit_log" VALUES (7,3,4,430,160,'2022-06-15','main');
INSERT INTO "commit_log" VALUES (8,11,5,175,60,'2021-09-03','release-2.1');
INSERT INTO "commit_log" VALUES (9,16,5,960,440,'2021-09-18','hotfix');
INSERT INTO "commit_log" VALUES (10,6,5,310,135,'2022-02-01','main');
INSERT INTO "commit_log" VALUES (11,10,6,145,70,'2021-12-07','main');
INSERT INTO "commit_log" VALUES (12,9,6,38,22,'2022-07-26','ui-fixes');
INSERT INTO "commit_log" VALUES (13,12,8,275,190,'2022-08-18','ui-fixes');
INSERT INTO "commit_log" VALUES (14,13,9,520,260,'2022-02-28','main');
INSERT INTO "commit_log" VALUES (15,14,10,880,395,'2022-09-05','hotfix');
INSERT INTO "commit_log" VALUES (16,8,12,67,15,'2022-09-21','main');
INSERT INTO "commit_log" VALUES (17,1,1,450,230,'2022-10-23','main');
INSERT INTO "commit_log" VALUES (18,5,1,205,110,'2022-11-09','main');
INSERT INTO "commit_log" VALUES (19,7,7,1530,80,'2022-03-18','main');
INSERT INTO "commit_log" VALUES (20,16,11,720,45,'2022-05-30','feature-sync');
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
    # ------------------------------------------------------------------ harbour_port
    dict(
        db="harbour_port", shape="simple",
        q="What are the names of the vessels built before 2000?",
        sql="select vessel_name from vessel where yr_built < 2000",
        J=[("vessel", "yr_built",
            "select t1.vessel_name from vessel as t1 join vessel_yr_built as t2 on t1.vessel_id = t2.vessel_id where t2.yr_built < 2000"),
           ("vessel", "Vessel_Name",
            "select t2.vessel_name from vessel as t1 join vessel_vessel_name as t2 on t1.vessel_id = t2.vessel_id where t1.yr_built < 2000")],
        C=("vessel", "yr_built", "year_built", "build_year",
           "select vessel_name from vessel where {c} < 2000"),
        T=("vessel", "craft", "watercraft",
           "select vessel_name from {t} where yr_built < 2000"),
    ),
    dict(
        db="harbour_port", shape="simple",
        q="List the berth codes and maximum drafts of the berths at the East Terminal, in descending order of maximum draft.",
        sql="select berth_code, max_draft from berth where terminal = 'East Terminal' order by max_draft desc",
        J=[("berth", "Max_Draft",
            "select t1.berth_code, t2.max_draft from berth as t1 join berth_max_draft as t2 on t1.berth_id = t2.berth_id where t1.terminal = 'East Terminal' order by t2.max_draft desc"),
           ("berth", "Berth_Code",
            "select t2.berth_code, t1.max_draft from berth as t1 join berth_berth_code as t2 on t1.berth_id = t2.berth_id where t1.terminal = 'East Terminal' order by t1.max_draft desc"),
           ("berth", "Terminal",
            "select t1.berth_code, t1.max_draft from berth as t1 join berth_terminal as t2 on t1.berth_id = t2.berth_id where t2.terminal = 'East Terminal' order by t1.max_draft desc")],
        C=("berth", "Max_Draft", "draft_limit", "depth_limit",
           "select berth_code, {c} from berth where terminal = 'East Terminal' order by {c} desc"),
    ),
    dict(
        db="harbour_port", shape="simple",
        q="What is the name of the oldest captain?",
        sql="select cname from captain order by age desc limit 1",
        J=[("captain", "Age",
            "select t1.cname from captain as t1 join captain_age as t2 on t1.captain_id = t2.captain_id order by t2.age desc limit 1"),
           ("captain", "Cname",
            "select t2.cname from captain as t1 join captain_cname as t2 on t1.captain_id = t2.captain_id order by t1.age desc limit 1")],
        C=("captain", "Age", "captain_age", "years_old",
           "select cname from captain order by {c} desc limit 1"),
    ),
    dict(
        db="harbour_port", shape="simple",
        q="Find the names and gross tonnages of the vessels whose names contain 'Sea'.",
        sql="select vessel_name, gross_tonnage from vessel where vessel_name like '%Sea%'",
        J=[("vessel", "Gross_Tonnage",
            "select t1.vessel_name, t2.gross_tonnage from vessel as t1 join vessel_gross_tonnage as t2 on t1.vessel_id = t2.vessel_id where t1.vessel_name like '%Sea%'")],
    ),
    dict(
        db="harbour_port", shape="simple",
        q="Which captains have between 10 and 25 years of experience? Give their names and nationalities.",
        sql="select cname, nationality from captain where yrs_experience between 10 and 25",
        J=[("captain", "yrs_experience",
            "select t1.cname, t1.nationality from captain as t1 join captain_yrs_experience as t2 on t1.captain_id = t2.captain_id where t2.yrs_experience between 10 and 25"),
           ("captain", "Nationality",
            "select t1.cname, t2.nationality from captain as t1 join captain_nationality as t2 on t1.captain_id = t2.captain_id where t1.yrs_experience between 10 and 25")],
        C=("captain", "yrs_experience", "experience_years", "years_at_sea",
           "select cname, nationality from captain where {c} between 10 and 25"),
    ),
    dict(
        db="harbour_port", shape="agg",
        q="Show each vessel type and the number of active vessels of that type.",
        sql="select vessel_type, count(*) from vessel where is_active = 'T' group by vessel_type",
        J=[("vessel", "Is_Active",
            "select t1.vessel_type, count(*) from vessel as t1 join vessel_is_active as t2 on t1.vessel_id = t2.vessel_id where t2.is_active = 'T' group by t1.vessel_type"),
           ("vessel", "Vessel_Type",
            "select t2.vessel_type, count(*) from vessel as t1 join vessel_vessel_type as t2 on t1.vessel_id = t2.vessel_id where t1.is_active = 'T' group by t2.vessel_type")],
        C=("vessel", "Vessel_Type", "ship_type", "vessel_class",
           "select {c}, count(*) from vessel where is_active = 'T' group by {c}"),
    ),
    dict(
        db="harbour_port", shape="agg",
        q="What is the average gross tonnage of the tankers?",
        sql="select avg(gross_tonnage) from vessel where vessel_type = 'Tanker'",
        J=[("vessel", "Gross_Tonnage",
            "select avg(t2.gross_tonnage) from vessel as t1 join vessel_gross_tonnage as t2 on t1.vessel_id = t2.vessel_id where t1.vessel_type = 'Tanker'"),
           ("vessel", "Vessel_Type",
            "select avg(t1.gross_tonnage) from vessel as t1 join vessel_vessel_type as t2 on t1.vessel_id = t2.vessel_id where t2.vessel_type = 'Tanker'")],
        P=("vessel_gross_tonnage", "vessel", "vessel_type", "gross_tonnage",
           "select avg_gross_tonnage from vessel_gross_tonnage where vessel_type = 'Tanker'"),
    ),
    dict(
        db="harbour_port", shape="agg",
        q="What are the maximum and minimum weights of the hazardous cargo?",
        sql="select max(weight_tons), min(weight_tons) from cargo where is_hazardous = 'T'",
        J=[("cargo", "Weight_Tons",
            "select max(t2.weight_tons), min(t2.weight_tons) from cargo as t1 join cargo_weight_tons as t2 on t1.cargo_id = t2.cargo_id where t1.is_hazardous = 'T'"),
           ("cargo", "Is_Hazardous",
            "select max(t1.weight_tons), min(t1.weight_tons) from cargo as t1 join cargo_is_hazardous as t2 on t1.cargo_id = t2.cargo_id where t2.is_hazardous = 'T'")],
        C=("cargo", "Is_Hazardous", "hazardous", "dangerous_goods",
           "select max(weight_tons), min(weight_tons) from cargo where {c} = 'T'"),
        P=("cargo_weight_tons", "cargo", "is_hazardous", "weight_tons",
           "select max_weight_tons, min_weight_tons from cargo_weight_tons where is_hazardous = 'T'"),
    ),
    dict(
        db="harbour_port", shape="agg",
        q="Which terminals have an average maximum draft greater than 13?",
        sql="select terminal from berth group by terminal having avg(max_draft) > 13",
        J=[("berth", "Max_Draft",
            "select t1.terminal from berth as t1 join berth_max_draft as t2 on t1.berth_id = t2.berth_id group by t1.terminal having avg(t2.max_draft) > 13"),
           ("berth", "Terminal",
            "select t2.terminal from berth as t1 join berth_terminal as t2 on t1.berth_id = t2.berth_id group by t2.terminal having avg(t1.max_draft) > 13")],
        T=("berth", "quay", "mooring",
           "select terminal from {t} group by terminal having avg(max_draft) > 13"),
    ),
    dict(
        db="harbour_port", shape="agg",
        q="Show each origin port and the total fuel used by the voyages that departed from it.",
        sql="select origin_port, sum(fuel_used) from voyage group by origin_port",
        J=[("voyage", "Fuel_Used",
            "select t1.origin_port, sum(t2.fuel_used) from voyage as t1 join voyage_fuel_used as t2 on t1.voyage_id = t2.voyage_id group by t1.origin_port"),
           ("voyage", "Origin_Port",
            "select t2.origin_port, sum(t1.fuel_used) from voyage as t1 join voyage_origin_port as t2 on t1.voyage_id = t2.voyage_id group by t2.origin_port")],
        P=("voyage_fuel_used", "voyage", "origin_port", "fuel_used",
           "select origin_port, sum_fuel_used from voyage_fuel_used"),
    ),
    dict(
        db="harbour_port", shape="agg",
        q="How many different destination ports were reached by voyages of more than 10 days at sea?",
        sql="select count(distinct dest_port) from voyage where days_at_sea > 10",
        J=[("voyage", "Days_At_Sea",
            "select count(distinct t1.dest_port) from voyage as t1 join voyage_days_at_sea as t2 on t1.voyage_id = t2.voyage_id where t2.days_at_sea > 10"),
           ("voyage", "Dest_Port",
            "select count(distinct t2.dest_port) from voyage as t1 join voyage_dest_port as t2 on t1.voyage_id = t2.voyage_id where t1.days_at_sea > 10")],
        T=("voyage", "passage", "sailing",
           "select count(distinct dest_port) from {t} where days_at_sea > 10"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="Show the names of the vessels and the names of their captains.",
        sql="select t1.vessel_name, t2.cname from vessel as t1 join captain as t2 on t1.captain_id = t2.captain_id",
        J=[("captain", "Cname",
            "select t1.vessel_name, t3.cname from vessel as t1 join captain as t2 on t1.captain_id = t2.captain_id join captain_cname as t3 on t2.captain_id = t3.captain_id"),
           ("vessel", "Vessel_Name",
            "select t3.vessel_name, t2.cname from vessel as t1 join captain as t2 on t1.captain_id = t2.captain_id join vessel_vessel_name as t3 on t1.vessel_id = t3.vessel_id")],
        C=("captain", "Cname", "captain_name", "full_name",
           "select t1.vessel_name, t2.{c} from vessel as t1 join captain as t2 on t1.captain_id = t2.captain_id"),
        T=("captain", "skipper", "shipmaster",
           "select t1.vessel_name, t2.cname from vessel as t1 join {t} as t2 on t1.captain_id = t2.captain_id"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="What are the distinct types of cargo carried on voyages that departed from Rotterdam?",
        sql="select distinct t1.cargo_type from cargo as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id where t2.origin_port = 'Rotterdam'",
        J=[("voyage", "Origin_Port",
            "select distinct t1.cargo_type from cargo as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id join voyage_origin_port as t3 on t2.voyage_id = t3.voyage_id where t3.origin_port = 'Rotterdam'"),
           ("cargo", "Cargo_Type",
            "select distinct t3.cargo_type from cargo as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id join cargo_cargo_type as t3 on t1.cargo_id = t3.cargo_id where t2.origin_port = 'Rotterdam'")],
        T=("cargo", "freight", "shipment",
           "select distinct t1.cargo_type from {t} as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id where t2.origin_port = 'Rotterdam'"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="Which captain commands the most vessels? Give the captain's name.",
        sql="select t2.cname from vessel as t1 join captain as t2 on t1.captain_id = t2.captain_id group by t1.captain_id order by count(*) desc limit 1",
        J=[("captain", "Cname",
            "select t3.cname from vessel as t1 join captain as t2 on t1.captain_id = t2.captain_id join captain_cname as t3 on t2.captain_id = t3.captain_id group by t1.captain_id order by count(*) desc limit 1")],
    ),
    dict(
        db="harbour_port", shape="join",
        q="Find the names of the vessels that have docked at a berth of the North Terminal.",
        sql="select distinct t1.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join berth as t3 on t2.berth_id = t3.berth_id where t3.terminal = 'North Terminal'",
        J=[("berth", "Terminal",
            "select distinct t1.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join berth as t3 on t2.berth_id = t3.berth_id join berth_terminal as t4 on t3.berth_id = t4.berth_id where t4.terminal = 'North Terminal'"),
           ("vessel", "Vessel_Name",
            "select distinct t4.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join berth as t3 on t2.berth_id = t3.berth_id join vessel_vessel_name as t4 on t1.vessel_id = t4.vessel_id where t3.terminal = 'North Terminal'")],
        C=("berth", "Terminal", "terminal_name", "harbour_zone",
           "select distinct t1.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join berth as t3 on t2.berth_id = t3.berth_id where t3.{c} = 'North Terminal'"),
        T=("berth_booking", "docking", "berthing",
           "select distinct t1.vessel_name from vessel as t1 join {t} as t2 on t1.vessel_id = t2.vessel_id join berth as t3 on t2.berth_id = t3.berth_id where t3.terminal = 'North Terminal'"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="Show the name of each vessel and the total docking fee it has paid.",
        sql="select t1.vessel_name, sum(t2.fee) from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id group by t1.vessel_name",
        J=[("berth_booking", "Fee",
            "select t1.vessel_name, sum(t3.fee) from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join berth_booking_fee as t3 on t2.booking_id = t3.booking_id group by t1.vessel_name"),
           ("vessel", "Vessel_Name",
            "select t3.vessel_name, sum(t2.fee) from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join vessel_vessel_name as t3 on t1.vessel_id = t3.vessel_id group by t3.vessel_name")],
        P=("vessel_berth_booking_fee",
           "vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id", "t1.vessel_name", "t2.fee",
           "select vessel_name, sum_fee from vessel_berth_booking_fee"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="For each berth, show its code and the number of bookings it has.",
        sql="select t1.berth_code, count(*) from berth as t1 join berth_booking as t2 on t1.berth_id = t2.berth_id group by t1.berth_id",
        J=[("berth", "Berth_Code",
            "select t3.berth_code, count(*) from berth as t1 join berth_booking as t2 on t1.berth_id = t2.berth_id join berth_berth_code as t3 on t1.berth_id = t3.berth_id group by t1.berth_id")],
        T=("berth_booking", "docking", "berthing",
           "select t1.berth_code, count(*) from berth as t1 join {t} as t2 on t1.berth_id = t2.berth_id group by t1.berth_id"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="What is the total declared value of the cargo carried by each vessel type?",
        sql="select sum(t1.declared_value), t3.vessel_type from cargo as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id join vessel as t3 on t2.vessel_id = t3.vessel_id group by t3.vessel_type",
        J=[("cargo", "Declared_Value",
            "select sum(t4.declared_value), t3.vessel_type from cargo as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id join vessel as t3 on t2.vessel_id = t3.vessel_id join cargo_declared_value as t4 on t1.cargo_id = t4.cargo_id group by t3.vessel_type"),
           ("vessel", "Vessel_Type",
            "select sum(t1.declared_value), t4.vessel_type from cargo as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id join vessel as t3 on t2.vessel_id = t3.vessel_id join vessel_vessel_type as t4 on t3.vessel_id = t4.vessel_id group by t4.vessel_type")],
        C=("cargo", "Declared_Value", "cargo_value", "insured_value",
           "select sum(t1.{c}), t3.vessel_type from cargo as t1 join voyage as t2 on t1.voyage_id = t2.voyage_id join vessel as t3 on t2.vessel_id = t3.vessel_id group by t3.vessel_type"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="Show the names of the captains whose vessels made a voyage to Antwerp.",
        sql="select distinct t3.cname from voyage as t1 join vessel as t2 on t1.vessel_id = t2.vessel_id join captain as t3 on t2.captain_id = t3.captain_id where t1.dest_port = 'Antwerp'",
        J=[("voyage", "Dest_Port",
            "select distinct t3.cname from voyage as t1 join vessel as t2 on t1.vessel_id = t2.vessel_id join captain as t3 on t2.captain_id = t3.captain_id join voyage_dest_port as t4 on t1.voyage_id = t4.voyage_id where t4.dest_port = 'Antwerp'"),
           ("captain", "Cname",
            "select distinct t4.cname from voyage as t1 join vessel as t2 on t1.vessel_id = t2.vessel_id join captain as t3 on t2.captain_id = t3.captain_id join captain_cname as t4 on t3.captain_id = t4.captain_id where t1.dest_port = 'Antwerp'")],
        T=("voyage", "passage", "sailing",
           "select distinct t3.cname from {t} as t1 join vessel as t2 on t1.vessel_id = t2.vessel_id join captain as t3 on t2.captain_id = t3.captain_id where t1.dest_port = 'Antwerp'"),
    ),
    dict(
        db="harbour_port", shape="join",
        q="What is the name of the vessel that has spent the most hours docked in total?",
        sql="select t1.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id group by t1.vessel_id order by sum(t2.hours_docked) desc limit 1",
        J=[("berth_booking", "Hours_Docked",
            "select t1.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join berth_booking_hours_docked as t3 on t2.booking_id = t3.booking_id group by t1.vessel_id order by sum(t3.hours_docked) desc limit 1"),
           ("vessel", "Vessel_Name",
            "select t3.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id join vessel_vessel_name as t3 on t1.vessel_id = t3.vessel_id group by t1.vessel_id order by sum(t2.hours_docked) desc limit 1")],
        C=("berth_booking", "Hours_Docked", "dock_hours", "time_in_port",
           "select t1.vessel_name from vessel as t1 join berth_booking as t2 on t1.vessel_id = t2.vessel_id group by t1.vessel_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="harbour_port", shape="nested",
        q="List the names of the captains who do not command any vessel.",
        sql="select cname from captain where captain_id not in (select captain_id from vessel)",
        J=[("captain", "Cname",
            "select t2.cname from captain as t1 join captain_cname as t2 on t1.captain_id = t2.captain_id where t1.captain_id not in (select captain_id from vessel)")],
        T=("vessel", "craft", "watercraft",
           "select cname from captain where captain_id not in (select captain_id from {t})"),
    ),
    dict(
        db="harbour_port", shape="nested",
        q="Find the names of the vessels whose gross tonnage is greater than the average gross tonnage of all vessels.",
        sql="select vessel_name from vessel where gross_tonnage > (select avg(gross_tonnage) from vessel)",
        J=[("vessel", "Gross_Tonnage",
            "select t1.vessel_name from vessel as t1 join vessel_gross_tonnage as t2 on t1.vessel_id = t2.vessel_id where t2.gross_tonnage > (select avg(gross_tonnage) from vessel_gross_tonnage)")],
        C=("vessel", "Gross_Tonnage", "tonnage", "gt_tons",
           "select vessel_name from vessel where {c} > (select avg({c}) from vessel)"),
    ),
    dict(
        db="harbour_port", shape="nested",
        q="Show the flags that are flown by both container vessels and tankers.",
        sql="select flag from vessel where vessel_type = 'Container' intersect select flag from vessel where vessel_type = 'Tanker'",
        J=[("vessel", "Flag",
            "select t2.flag from vessel as t1 join vessel_flag as t2 on t1.vessel_id = t2.vessel_id where t1.vessel_type = 'Container' intersect select t2.flag from vessel as t1 join vessel_flag as t2 on t1.vessel_id = t2.vessel_id where t1.vessel_type = 'Tanker'")],
    ),
    dict(
        db="harbour_port", shape="nested",
        q="Find the codes of the berths that have never been booked.",
        sql="select berth_code from berth where berth_id not in (select berth_id from berth_booking)",
        J=[("berth", "Berth_Code",
            "select t2.berth_code from berth as t1 join berth_berth_code as t2 on t1.berth_id = t2.berth_id where t1.berth_id not in (select berth_id from berth_booking)")],
        T=("berth_booking", "docking", "berthing",
           "select berth_code from berth where berth_id not in (select berth_id from {t})"),
    ),
    dict(
        db="harbour_port", shape="nested",
        q="What are the names of the vessels that are ferries or were built after 2015?",
        sql="select vessel_name from vessel where vessel_type = 'Ferry' union select vessel_name from vessel where yr_built > 2015",
        J=[("vessel", "Vessel_Type",
            "select t1.vessel_name from vessel as t1 join vessel_vessel_type as t2 on t1.vessel_id = t2.vessel_id where t2.vessel_type = 'Ferry' union select vessel_name from vessel where yr_built > 2015"),
           ("vessel", "yr_built",
            "select vessel_name from vessel where vessel_type = 'Ferry' union select t1.vessel_name from vessel as t1 join vessel_yr_built as t2 on t1.vessel_id = t2.vessel_id where t2.yr_built > 2015")],
    ),
    # ------------------------------------------------------------------ farmers_market
    dict(
        db="farmers_market", shape="simple",
        q="What are the names of the organic farms in Sonoma county?",
        sql="select farm_name from farm where is_organic = 'T' and county = 'Sonoma'",
        J=[("farm", "Is_Organic",
            "select t1.farm_name from farm as t1 join farm_is_organic as t2 on t1.farm_id = t2.farm_id where t2.is_organic = 'T' and t1.county = 'Sonoma'"),
           ("farm", "County",
            "select t1.farm_name from farm as t1 join farm_county as t2 on t1.farm_id = t2.farm_id where t1.is_organic = 'T' and t2.county = 'Sonoma'"),
           ("farm", "Farm_Name",
            "select t2.farm_name from farm as t1 join farm_farm_name as t2 on t1.farm_id = t2.farm_id where t1.is_organic = 'T' and t1.county = 'Sonoma'")],
        C=("farm", "Is_Organic", "organic", "certified_organic",
           "select farm_name from farm where {c} = 'T' and county = 'Sonoma'"),
        T=("farm", "homestead", "smallholding",
           "select farm_name from {t} where is_organic = 'T' and county = 'Sonoma'"),
    ),
    dict(
        db="farmers_market", shape="simple",
        q="List the names and base prices of all produce items, ordered by base price from highest to lowest.",
        sql="select item_name, base_price from produce order by base_price desc",
        J=[("produce", "Base_Price",
            "select t1.item_name, t2.base_price from produce as t1 join produce_base_price as t2 on t1.item_id = t2.item_id order by t2.base_price desc"),
           ("produce", "Item_Name",
            "select t2.item_name, t1.base_price from produce as t1 join produce_item_name as t2 on t1.item_id = t2.item_id order by t1.base_price desc")],
        C=("produce", "Base_Price", "price", "list_price",
           "select item_name, {c} from produce order by {c} desc"),
    ),
    dict(
        db="farmers_market", shape="simple",
        q="What are the name and county of the oldest farm?",
        sql="select farm_name, county from farm order by yr_founded limit 1",
        J=[("farm", "yr_founded",
            "select t1.farm_name, t1.county from farm as t1 join farm_yr_founded as t2 on t1.farm_id = t2.farm_id order by t2.yr_founded limit 1"),
           ("farm", "County",
            "select t1.farm_name, t2.county from farm as t1 join farm_county as t2 on t1.farm_id = t2.farm_id order by t1.yr_founded limit 1")],
        C=("farm", "yr_founded", "year_founded", "est_year",
           "select farm_name, county from farm order by {c} limit 1"),
    ),
    dict(
        db="farmers_market", shape="simple",
        q="Find the names and categories of the produce items whose names contain 'berry'.",
        sql="select item_name, category from produce where item_name like '%berry%'",
        J=[("produce", "Category",
            "select t1.item_name, t2.category from produce as t1 join produce_category as t2 on t1.item_id = t2.item_id where t1.item_name like '%berry%'")],
        T=("produce", "crop", "farm_product",
           "select item_name, category from {t} where item_name like '%berry%'"),
    ),
    dict(
        db="farmers_market", shape="simple",
        q="Show the dates and locations of the market days that had between 1000 and 2000 visitors.",
        sql="select market_date, location from market_day where visitors between 1000 and 2000",
        J=[("market_day", "Visitors",
            "select t1.market_date, t1.location from market_day as t1 join market_day_visitors as t2 on t1.day_id = t2.day_id where t2.visitors between 1000 and 2000"),
           ("market_day", "Location",
            "select t1.market_date, t2.location from market_day as t1 join market_day_location as t2 on t1.day_id = t2.day_id where t1.visitors between 1000 and 2000")],
        C=("market_day", "Visitors", "attendance", "visitor_count",
           "select market_date, location from market_day where {c} between 1000 and 2000"),
    ),
    dict(
        db="farmers_market", shape="agg",
        q="What is the average acreage of the farms in each county?",
        sql="select avg(acres), county from farm group by county",
        J=[("farm", "Acres",
            "select avg(t2.acres), t1.county from farm as t1 join farm_acres as t2 on t1.farm_id = t2.farm_id group by t1.county"),
           ("farm", "County",
            "select avg(t1.acres), t2.county from farm as t1 join farm_county as t2 on t1.farm_id = t2.farm_id group by t2.county")],
        C=("farm", "Acres", "acreage", "land_size",
           "select avg({c}), county from farm group by county"),
        P=("farm_acres", "farm", "county", "acres",
           "select avg_acres, county from farm_acres"),
    ),
    dict(
        db="farmers_market", shape="agg",
        q="How many vendors that joined after 2012 accept cards?",
        sql="select count(*) from vendor where accepts_card = 'T' and joined_year > 2012",
        J=[("vendor", "Accepts_Card",
            "select count(*) from vendor as t1 join vendor_accepts_card as t2 on t1.vendor_id = t2.vendor_id where t2.accepts_card = 'T' and t1.joined_year > 2012"),
           ("vendor", "Joined_Year",
            "select count(*) from vendor as t1 join vendor_joined_year as t2 on t1.vendor_id = t2.vendor_id where t1.accepts_card = 'T' and t2.joined_year > 2012")],
    ),
    dict(
        db="farmers_market", shape="agg",
        q="What are the maximum and minimum ratings of all vendors?",
        sql="select max(rating), min(rating) from vendor",
        T=("vendor", "seller", "stallholder",
           "select max(rating), min(rating) from {t}"),
        P=("vendor_rating", "vendor", None, "rating",
           "select max_rating, min_rating from vendor_rating"),
    ),
    dict(
        db="farmers_market", shape="agg",
        q="How many sunny market days were held at each location? List the location and the count.",
        sql="select location, count(*) from market_day where weather = 'Sunny' group by location",
        J=[("market_day", "Weather",
            "select t1.location, count(*) from market_day as t1 join market_day_weather as t2 on t1.day_id = t2.day_id where t2.weather = 'Sunny' group by t1.location"),
           ("market_day", "Location",
            "select t2.location, count(*) from market_day as t1 join market_day_location as t2 on t1.day_id = t2.day_id where t1.weather = 'Sunny' group by t2.location")],
        C=("market_day", "Weather", "weather_condition", "sky",
           "select location, count(*) from market_day where {c} = 'Sunny' group by location"),
        T=("market_day", "market_session", "market_event",
           "select location, count(*) from {t} where weather = 'Sunny' group by location"),
    ),
    dict(
        db="farmers_market", shape="agg",
        q="Which produce categories have more than 3 items?",
        sql="select category from produce group by category having count(*) > 3",
        T=("produce", "crop", "farm_product",
           "select category from {t} group by category having count(*) > 3"),
    ),
    dict(
        db="farmers_market", shape="agg",
        q="Show the day id and the total sales amount of each market day.",
        sql="select day_id, sum(amount) from sale group by day_id",
        J=[("sale", "amount",
            "select t1.day_id, sum(t2.amount) from sale as t1 join sale_amount as t2 on t1.sale_id = t2.sale_id group by t1.day_id")],
        P=("sale_amount", "sale", "day_id", "amount",
           "select day_id, sum_amount from sale_amount"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="Show the names of the vendors and the names of the farms they come from.",
        sql="select t1.vendor_name, t2.farm_name from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id",
        J=[("farm", "Farm_Name",
            "select t1.vendor_name, t3.farm_name from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id join farm_farm_name as t3 on t2.farm_id = t3.farm_id"),
           ("vendor", "Vendor_Name",
            "select t3.vendor_name, t2.farm_name from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id join vendor_vendor_name as t3 on t1.vendor_id = t3.vendor_id")],
        C=("farm", "Farm_Name", "farm_title", "holding_name",
           "select t1.vendor_name, t2.{c} from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id"),
        T=("farm", "homestead", "smallholding",
           "select t1.vendor_name, t2.farm_name from vendor as t1 join {t} as t2 on t1.farm_id = t2.farm_id"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="What are the names of the produce items offered by Willow Creek Stand?",
        sql="select t3.item_name from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id join produce as t3 on t2.item_id = t3.item_id where t1.vendor_name = 'Willow Creek Stand'",
        J=[("produce", "Item_Name",
            "select t4.item_name from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id join produce as t3 on t2.item_id = t3.item_id join produce_item_name as t4 on t3.item_id = t4.item_id where t1.vendor_name = 'Willow Creek Stand'"),
           ("vendor", "Vendor_Name",
            "select t3.item_name from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id join produce as t3 on t2.item_id = t3.item_id join vendor_vendor_name as t4 on t1.vendor_id = t4.vendor_id where t4.vendor_name = 'Willow Creek Stand'")],
        T=("vendor_item", "vendor_offering", "stall_item",
           "select t3.item_name from vendor as t1 join {t} as t2 on t1.vendor_id = t2.vendor_id join produce as t3 on t2.item_id = t3.item_id where t1.vendor_name = 'Willow Creek Stand'"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="Which vendor has the highest total sales amount? Give the vendor name.",
        sql="select t1.vendor_name from vendor as t1 join sale as t2 on t1.vendor_id = t2.vendor_id group by t1.vendor_id order by sum(t2.amount) desc limit 1",
        J=[("sale", "amount",
            "select t1.vendor_name from vendor as t1 join sale as t2 on t1.vendor_id = t2.vendor_id join sale_amount as t3 on t2.sale_id = t3.sale_id group by t1.vendor_id order by sum(t3.amount) desc limit 1"),
           ("vendor", "Vendor_Name",
            "select t3.vendor_name from vendor as t1 join sale as t2 on t1.vendor_id = t2.vendor_id join vendor_vendor_name as t3 on t1.vendor_id = t3.vendor_id group by t1.vendor_id order by sum(t2.amount) desc limit 1")],
        C=("sale", "amount", "total_amount", "sale_total",
           "select t1.vendor_name from vendor as t1 join sale as t2 on t1.vendor_id = t2.vendor_id group by t1.vendor_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="List the names of the vendors from organic farms in descending order of rating.",
        sql="select t1.vendor_name from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id where t2.is_organic = 'T' order by t1.rating desc",
        J=[("farm", "Is_Organic",
            "select t1.vendor_name from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id join farm_is_organic as t3 on t2.farm_id = t3.farm_id where t3.is_organic = 'T' order by t1.rating desc"),
           ("vendor", "Rating",
            "select t1.vendor_name from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id join vendor_rating as t3 on t1.vendor_id = t3.vendor_id where t2.is_organic = 'T' order by t3.rating desc")],
        C=("vendor", "Rating", "score", "customer_rating",
           "select t1.vendor_name from vendor as t1 join farm as t2 on t1.farm_id = t2.farm_id where t2.is_organic = 'T' order by t1.{c} desc"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="What is the total quantity sold for each produce category?",
        sql="select sum(t1.qty), t2.category from sale as t1 join produce as t2 on t1.item_id = t2.item_id group by t2.category",
        J=[("sale", "qty",
            "select sum(t3.qty), t2.category from sale as t1 join produce as t2 on t1.item_id = t2.item_id join sale_qty as t3 on t1.sale_id = t3.sale_id group by t2.category"),
           ("produce", "Category",
            "select sum(t1.qty), t3.category from sale as t1 join produce as t2 on t1.item_id = t2.item_id join produce_category as t3 on t2.item_id = t3.item_id group by t3.category")],
        P=("sale_produce_qty",
           "sale as t1 join produce as t2 on t1.item_id = t2.item_id", "t2.category", "t1.qty",
           "select sum_qty, category from sale_produce_qty"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="Find the names of the vendors who made sales on rainy market days.",
        sql="select distinct t1.vendor_name from vendor as t1 join sale as t2 on t1.vendor_id = t2.vendor_id join market_day as t3 on t2.day_id = t3.day_id where t3.weather = 'Rainy'",
        J=[("market_day", "Weather",
            "select distinct t1.vendor_name from vendor as t1 join sale as t2 on t1.vendor_id = t2.vendor_id join market_day as t3 on t2.day_id = t3.day_id join market_day_weather as t4 on t3.day_id = t4.day_id where t4.weather = 'Rainy'"),
           ("vendor", "Vendor_Name",
            "select distinct t4.vendor_name from vendor as t1 join sale as t2 on t1.vendor_id = t2.vendor_id join market_day as t3 on t2.day_id = t3.day_id join vendor_vendor_name as t4 on t1.vendor_id = t4.vendor_id where t3.weather = 'Rainy'")],
        T=("sale", "purchase", "sales_record",
           "select distinct t1.vendor_name from vendor as t1 join {t} as t2 on t1.vendor_id = t2.vendor_id join market_day as t3 on t2.day_id = t3.day_id where t3.weather = 'Rainy'"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="For each vendor, show the vendor name and the number of produce items it offers.",
        sql="select t1.vendor_name, count(*) from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id group by t1.vendor_id",
        J=[("vendor", "Vendor_Name",
            "select t3.vendor_name, count(*) from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id join vendor_vendor_name as t3 on t1.vendor_id = t3.vendor_id group by t1.vendor_id")],
    ),
    dict(
        db="farmers_market", shape="join",
        q="Show the date and the total sales amount of each market day held at Town Square.",
        sql="select t1.market_date, sum(t2.amount) from market_day as t1 join sale as t2 on t1.day_id = t2.day_id where t1.location = 'Town Square' group by t1.day_id",
        J=[("market_day", "Market_Date",
            "select t3.market_date, sum(t2.amount) from market_day as t1 join sale as t2 on t1.day_id = t2.day_id join market_day_market_date as t3 on t1.day_id = t3.day_id where t1.location = 'Town Square' group by t1.day_id"),
           ("market_day", "Location",
            "select t1.market_date, sum(t2.amount) from market_day as t1 join sale as t2 on t1.day_id = t2.day_id join market_day_location as t3 on t1.day_id = t3.day_id where t3.location = 'Town Square' group by t1.day_id"),
           ("sale", "amount",
            "select t1.market_date, sum(t3.amount) from market_day as t1 join sale as t2 on t1.day_id = t2.day_id join sale_amount as t3 on t2.sale_id = t3.sale_id where t1.location = 'Town Square' group by t1.day_id")],
        C=("market_day", "Location", "venue", "market_site",
           "select t1.market_date, sum(t2.amount) from market_day as t1 join sale as t2 on t1.day_id = t2.day_id where t1.{c} = 'Town Square' group by t1.day_id"),
    ),
    dict(
        db="farmers_market", shape="join",
        q="What are the names of the produce items offered by vendors with a rating above 4.5?",
        sql="select distinct t3.item_name from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id join produce as t3 on t2.item_id = t3.item_id where t1.rating > 4.5",
        J=[("vendor", "Rating",
            "select distinct t3.item_name from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id join produce as t3 on t2.item_id = t3.item_id join vendor_rating as t4 on t1.vendor_id = t4.vendor_id where t4.rating > 4.5"),
           ("produce", "Item_Name",
            "select distinct t4.item_name from vendor as t1 join vendor_item as t2 on t1.vendor_id = t2.vendor_id join produce as t3 on t2.item_id = t3.item_id join produce_item_name as t4 on t3.item_id = t4.item_id where t1.rating > 4.5")],
    ),
    dict(
        db="farmers_market", shape="nested",
        q="List the names of the farms that have no vendors at the market.",
        sql="select farm_name from farm where farm_id not in (select farm_id from vendor)",
        J=[("farm", "Farm_Name",
            "select t2.farm_name from farm as t1 join farm_farm_name as t2 on t1.farm_id = t2.farm_id where t1.farm_id not in (select farm_id from vendor)")],
        T=("vendor", "seller", "stallholder",
           "select farm_name from farm where farm_id not in (select farm_id from {t})"),
    ),
    dict(
        db="farmers_market", shape="nested",
        q="Find the names of the produce items whose base price is higher than the average base price.",
        sql="select item_name from produce where base_price > (select avg(base_price) from produce)",
        J=[("produce", "Base_Price",
            "select t1.item_name from produce as t1 join produce_base_price as t2 on t1.item_id = t2.item_id where t2.base_price > (select avg(base_price) from produce_base_price)")],
        C=("produce", "Base_Price", "price", "list_price",
           "select item_name from produce where {c} > (select avg({c}) from produce)"),
    ),
    dict(
        db="farmers_market", shape="nested",
        q="Which counties have both organic and non-organic farms?",
        sql="select county from farm where is_organic = 'T' intersect select county from farm where is_organic = 'F'",
        J=[("farm", "Is_Organic",
            "select t1.county from farm as t1 join farm_is_organic as t2 on t1.farm_id = t2.farm_id where t2.is_organic = 'T' intersect select t1.county from farm as t1 join farm_is_organic as t2 on t1.farm_id = t2.farm_id where t2.is_organic = 'F'"),
           ("farm", "County",
            "select t2.county from farm as t1 join farm_county as t2 on t1.farm_id = t2.farm_id where t1.is_organic = 'T' intersect select t2.county from farm as t1 join farm_county as t2 on t1.farm_id = t2.farm_id where t1.is_organic = 'F'")],
    ),
    dict(
        db="farmers_market", shape="nested",
        q="Which produce items are offered by some vendor but have never been sold? Give the item names.",
        sql="select t1.item_name from produce as t1 join vendor_item as t2 on t1.item_id = t2.item_id except select t1.item_name from produce as t1 join sale as t2 on t1.item_id = t2.item_id",
        J=[("produce", "Item_Name",
            "select t3.item_name from produce as t1 join vendor_item as t2 on t1.item_id = t2.item_id join produce_item_name as t3 on t1.item_id = t3.item_id except select t3.item_name from produce as t1 join sale as t2 on t1.item_id = t2.item_id join produce_item_name as t3 on t1.item_id = t3.item_id")],
        T=("sale", "purchase", "sales_record",
           "select t1.item_name from produce as t1 join vendor_item as t2 on t1.item_id = t2.item_id except select t1.item_name from produce as t1 join {t} as t2 on t1.item_id = t2.item_id"),
    ),
    dict(
        db="farmers_market", shape="nested",
        q="What are the names of the vendors that joined before 2010 or have a rating below 3.9?",
        sql="select vendor_name from vendor where joined_year < 2010 union select vendor_name from vendor where rating < 3.9",
        J=[("vendor", "Joined_Year",
            "select t1.vendor_name from vendor as t1 join vendor_joined_year as t2 on t1.vendor_id = t2.vendor_id where t2.joined_year < 2010 union select vendor_name from vendor where rating < 3.9"),
           ("vendor", "Rating",
            "select vendor_name from vendor where joined_year < 2010 union select t1.vendor_name from vendor as t1 join vendor_rating as t2 on t1.vendor_id = t2.vendor_id where t2.rating < 3.9")],
    ),
    # ------------------------------------------------------------------ bug_tracker
    dict(
        db="bug_tracker", shape="simple",
        q="What are the titles of the critical bugs that are still open?",
        sql="select title from bug where severity = 'Critical' and status = 'Open'",
        J=[("bug", "Severity",
            "select t1.title from bug as t1 join bug_severity as t2 on t1.bug_id = t2.bug_id where t2.severity = 'Critical' and t1.status = 'Open'"),
           ("bug", "Status",
            "select t1.title from bug as t1 join bug_status as t2 on t1.bug_id = t2.bug_id where t1.severity = 'Critical' and t2.status = 'Open'"),
           ("bug", "Title",
            "select t2.title from bug as t1 join bug_title as t2 on t1.bug_id = t2.bug_id where t1.severity = 'Critical' and t1.status = 'Open'")],
        C=("bug", "Severity", "bug_severity", "impact_level",
           "select title from bug where {c} = 'Critical' and status = 'Open'"),
        T=("bug", "issue", "defect",
           "select title from {t} where severity = 'Critical' and status = 'Open'"),
    ),
    dict(
        db="bug_tracker", shape="simple",
        q="List the names and salaries of all developers in descending order of salary.",
        sql="select dev_name, salary from developer order by salary desc",
        J=[("developer", "Salary",
            "select t1.dev_name, t2.salary from developer as t1 join developer_salary as t2 on t1.dev_id = t2.dev_id order by t2.salary desc"),
           ("developer", "Dev_Name",
            "select t2.dev_name, t1.salary from developer as t1 join developer_dev_name as t2 on t1.dev_id = t2.dev_id order by t1.salary desc")],
    ),
    dict(
        db="bug_tracker", shape="simple",
        q="Which developer has the least experience? Give the name and the team.",
        sql="select dev_name, team from developer order by yrs_exp limit 1",
        J=[("developer", "yrs_exp",
            "select t1.dev_name, t1.team from developer as t1 join developer_yrs_exp as t2 on t1.dev_id = t2.dev_id order by t2.yrs_exp limit 1"),
           ("developer", "Team",
            "select t1.dev_name, t2.team from developer as t1 join developer_team as t2 on t1.dev_id = t2.dev_id order by t1.yrs_exp limit 1")],
        C=("developer", "yrs_exp", "years_experience", "experience",
           "select dev_name, team from developer order by {c} limit 1"),
    ),
    dict(
        db="bug_tracker", shape="simple",
        q="Find the titles and priorities of the bugs whose title contains the word 'crash'.",
        sql="select title, priority from bug where title like '%crash%'",
        J=[("bug", "Priority",
            "select t1.title, t2.priority from bug as t1 join bug_priority as t2 on t1.bug_id = t2.bug_id where t1.title like '%crash%'"),
           ("bug", "Title",
            "select t2.title, t1.priority from bug as t1 join bug_title as t2 on t1.bug_id = t2.bug_id where t2.title like '%crash%'")],
        T=("bug", "issue", "defect",
           "select title, priority from {t} where title like '%crash%'"),
    ),
    dict(
        db="bug_tracker", shape="simple",
        q="Show the distinct programming languages of the open source projects.",
        sql="select distinct language from project where is_open_source = 'T'",
        J=[("project", "Language",
            "select distinct t2.language from project as t1 join project_language as t2 on t1.project_id = t2.project_id where t1.is_open_source = 'T'"),
           ("project", "Is_Open_Source",
            "select distinct t1.language from project as t1 join project_is_open_source as t2 on t1.project_id = t2.project_id where t2.is_open_source = 'T'")],
        T=("project", "repository", "codebase",
           "select distinct language from {t} where is_open_source = 'T'"),
    ),
    dict(
        db="bug_tracker", shape="agg",
        q="What is the average salary of the developers at each seniority level?",
        sql="select avg(salary), seniority from developer group by seniority",
        J=[("developer", "Salary",
            "select avg(t2.salary), t1.seniority from developer as t1 join developer_salary as t2 on t1.dev_id = t2.dev_id group by t1.seniority"),
           ("developer", "Seniority",
            "select avg(t1.salary), t2.seniority from developer as t1 join developer_seniority as t2 on t1.dev_id = t2.dev_id group by t2.seniority")],
        C=("developer", "Seniority", "level", "rank_title",
           "select avg(salary), {c} from developer group by {c}"),
        P=("developer_salary", "developer", "seniority", "salary",
           "select avg_salary, seniority from developer_salary"),
    ),
    dict(
        db="bug_tracker", shape="agg",
        q="Show each severity and the number of open bugs with that severity.",
        sql="select severity, count(*) from bug where status = 'Open' group by severity",
        J=[("bug", "Status",
            "select t1.severity, count(*) from bug as t1 join bug_status as t2 on t1.bug_id = t2.bug_id where t2.status = 'Open' group by t1.severity"),
           ("bug", "Severity",
            "select t2.severity, count(*) from bug as t1 join bug_severity as t2 on t1.bug_id = t2.bug_id where t1.status = 'Open' group by t2.severity")],
        T=("bug", "issue", "defect",
           "select severity, count(*) from {t} where status = 'Open' group by severity"),
    ),
    dict(
        db="bug_tracker", shape="agg",
        q="What is the total budget of the projects that are not open source?",
        sql="select sum(budget) from project where is_open_source = 'F'",
        J=[("project", "Budget",
            "select sum(t2.budget) from project as t1 join project_budget as t2 on t1.project_id = t2.project_id where t1.is_open_source = 'F'"),
           ("project", "Is_Open_Source",
            "select sum(t1.budget) from project as t1 join project_is_open_source as t2 on t1.project_id = t2.project_id where t2.is_open_source = 'F'")],
        P=("project_budget", "project", "is_open_source", "budget",
           "select sum_budget from project_budget where is_open_source = 'F'"),
    ),
    dict(
        db="bug_tracker", shape="agg",
        q="Which teams have at least two developers with more than 5 years of experience?",
        sql="select team from developer where yrs_exp > 5 group by team having count(*) >= 2",
        J=[("developer", "yrs_exp",
            "select t1.team from developer as t1 join developer_yrs_exp as t2 on t1.dev_id = t2.dev_id where t2.yrs_exp > 5 group by t1.team having count(*) >= 2"),
           ("developer", "Team",
            "select t2.team from developer as t1 join developer_team as t2 on t1.dev_id = t2.dev_id where t1.yrs_exp > 5 group by t2.team having count(*) >= 2")],
        T=("developer", "engineer", "programmer",
           "select team from {t} where yrs_exp > 5 group by team having count(*) >= 2"),
    ),
    dict(
        db="bug_tracker", shape="agg",
        q="For each branch, what are the average and maximum number of lines added per commit?",
        sql="select branch, avg(lines_added), max(lines_added) from commit_log group by branch",
        J=[("commit_log", "Lines_Added",
            "select t1.branch, avg(t2.lines_added), max(t2.lines_added) from commit_log as t1 join commit_log_lines_added as t2 on t1.commit_id = t2.commit_id group by t1.branch"),
           ("commit_log", "Branch",
            "select t2.branch, avg(t1.lines_added), max(t1.lines_added) from commit_log as t1 join commit_log_branch as t2 on t1.commit_id = t2.commit_id group by t2.branch")],
        C=("commit_log", "Lines_Added", "additions", "loc_added",
           "select branch, avg({c}), max({c}) from commit_log group by branch"),
        P=("commit_log_lines_added", "commit_log", "branch", "lines_added",
           "select branch, avg_lines_added, max_lines_added from commit_log_lines_added"),
    ),
    dict(
        db="bug_tracker", shape="agg",
        q="How many different developers have committed to the main branch?",
        sql="select count(distinct dev_id) from commit_log where branch = 'main'",
        J=[("commit_log", "Branch",
            "select count(distinct t1.dev_id) from commit_log as t1 join commit_log_branch as t2 on t1.commit_id = t2.commit_id where t2.branch = 'main'")],
        T=("commit_log", "code_change", "revision",
           "select count(distinct dev_id) from {t} where branch = 'main'"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="Show the titles of the bugs and the names of the projects they belong to.",
        sql="select t1.title, t2.proj_name from bug as t1 join project as t2 on t1.project_id = t2.project_id",
        J=[("project", "Proj_Name",
            "select t1.title, t3.proj_name from bug as t1 join project as t2 on t1.project_id = t2.project_id join project_proj_name as t3 on t2.project_id = t3.project_id"),
           ("bug", "Title",
            "select t3.title, t2.proj_name from bug as t1 join project as t2 on t1.project_id = t2.project_id join bug_title as t3 on t1.bug_id = t3.bug_id")],
        C=("project", "Proj_Name", "project_name", "codename",
           "select t1.title, t2.{c} from bug as t1 join project as t2 on t1.project_id = t2.project_id"),
        T=("project", "repository", "codebase",
           "select t1.title, t2.proj_name from bug as t1 join {t} as t2 on t1.project_id = t2.project_id"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="What are the names of the developers who have been assigned critical bugs?",
        sql="select distinct t1.dev_name from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id where t3.severity = 'Critical'",
        J=[("bug", "Severity",
            "select distinct t1.dev_name from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id join bug_severity as t4 on t3.bug_id = t4.bug_id where t4.severity = 'Critical'"),
           ("developer", "Dev_Name",
            "select distinct t4.dev_name from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id join developer_dev_name as t4 on t1.dev_id = t4.dev_id where t3.severity = 'Critical'")],
        T=("assignment", "task", "allocation",
           "select distinct t1.dev_name from developer as t1 join {t} as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id where t3.severity = 'Critical'"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="Which developer has spent the most hours on bugs in total? Give the developer's name.",
        sql="select t1.dev_name from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id group by t1.dev_id order by sum(t2.hours_spent) desc limit 1",
        J=[("assignment", "Hours_Spent",
            "select t1.dev_name from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join assignment_hours_spent as t3 on t2.assign_id = t3.assign_id group by t1.dev_id order by sum(t3.hours_spent) desc limit 1"),
           ("developer", "Dev_Name",
            "select t3.dev_name from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join developer_dev_name as t3 on t1.dev_id = t3.dev_id group by t1.dev_id order by sum(t2.hours_spent) desc limit 1")],
        C=("assignment", "Hours_Spent", "hours_logged", "effort_hours",
           "select t1.dev_name from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id group by t1.dev_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="For each project, show the project name and the number of bugs reported against it.",
        sql="select t1.proj_name, count(*) from project as t1 join bug as t2 on t1.project_id = t2.project_id group by t1.project_id",
        J=[("project", "Proj_Name",
            "select t3.proj_name, count(*) from project as t1 join bug as t2 on t1.project_id = t2.project_id join project_proj_name as t3 on t1.project_id = t3.project_id group by t1.project_id")],
        T=("bug", "issue", "defect",
           "select t1.proj_name, count(*) from project as t1 join {t} as t2 on t1.project_id = t2.project_id group by t1.project_id"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="Show the name of each developer and the total number of lines they have added.",
        sql="select t1.dev_name, sum(t2.lines_added) from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id group by t1.dev_name",
        J=[("commit_log", "Lines_Added",
            "select t1.dev_name, sum(t3.lines_added) from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join commit_log_lines_added as t3 on t2.commit_id = t3.commit_id group by t1.dev_name"),
           ("developer", "Dev_Name",
            "select t3.dev_name, sum(t2.lines_added) from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join developer_dev_name as t3 on t1.dev_id = t3.dev_id group by t3.dev_name")],
        P=("developer_commit_log_lines_added",
           "developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id", "t1.dev_name", "t2.lines_added",
           "select dev_name, sum_lines_added from developer_commit_log_lines_added"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="Find the names of the projects that Julia Costa has committed to.",
        sql="select distinct t3.proj_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join project as t3 on t2.project_id = t3.project_id where t1.dev_name = 'Julia Costa'",
        J=[("developer", "Dev_Name",
            "select distinct t3.proj_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join project as t3 on t2.project_id = t3.project_id join developer_dev_name as t4 on t1.dev_id = t4.dev_id where t4.dev_name = 'Julia Costa'"),
           ("project", "Proj_Name",
            "select distinct t4.proj_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join project as t3 on t2.project_id = t3.project_id join project_proj_name as t4 on t3.project_id = t4.project_id where t1.dev_name = 'Julia Costa'")],
        T=("commit_log", "code_change", "revision",
           "select distinct t3.proj_name from developer as t1 join {t} as t2 on t1.dev_id = t2.dev_id join project as t3 on t2.project_id = t3.project_id where t1.dev_name = 'Julia Costa'"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="Show the names and teams of the developers assigned to bugs reported by qa-bot.",
        sql="select distinct t1.dev_name, t1.team from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id where t3.reporter = 'qa-bot'",
        J=[("bug", "Reporter",
            "select distinct t1.dev_name, t1.team from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id join bug_reporter as t4 on t3.bug_id = t4.bug_id where t4.reporter = 'qa-bot'"),
           ("developer", "Team",
            "select distinct t1.dev_name, t4.team from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id join developer_team as t4 on t1.dev_id = t4.dev_id where t3.reporter = 'qa-bot'")],
        C=("bug", "Reporter", "reported_by", "submitter",
           "select distinct t1.dev_name, t1.team from developer as t1 join assignment as t2 on t1.dev_id = t2.dev_id join bug as t3 on t2.bug_id = t3.bug_id where t3.{c} = 'qa-bot'"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="What is the average number of hours spent on the bugs of each severity?",
        sql="select avg(t1.hours_spent), t2.severity from assignment as t1 join bug as t2 on t1.bug_id = t2.bug_id group by t2.severity",
        J=[("assignment", "Hours_Spent",
            "select avg(t3.hours_spent), t2.severity from assignment as t1 join bug as t2 on t1.bug_id = t2.bug_id join assignment_hours_spent as t3 on t1.assign_id = t3.assign_id group by t2.severity"),
           ("bug", "Severity",
            "select avg(t1.hours_spent), t3.severity from assignment as t1 join bug as t2 on t1.bug_id = t2.bug_id join bug_severity as t3 on t2.bug_id = t3.bug_id group by t3.severity")],
        P=("assignment_bug_hours_spent",
           "assignment as t1 join bug as t2 on t1.bug_id = t2.bug_id", "t2.severity", "t1.hours_spent",
           "select avg_hours_spent, severity from assignment_bug_hours_spent"),
    ),
    dict(
        db="bug_tracker", shape="join",
        q="List the commit dates and the lines deleted of the commits to open source projects, ordered by commit date.",
        sql="select t1.commit_date, t1.lines_deleted from commit_log as t1 join project as t2 on t1.project_id = t2.project_id where t2.is_open_source = 'T' order by t1.commit_date",
        J=[("commit_log", "Lines_Deleted",
            "select t1.commit_date, t3.lines_deleted from commit_log as t1 join project as t2 on t1.project_id = t2.project_id join commit_log_lines_deleted as t3 on t1.commit_id = t3.commit_id where t2.is_open_source = 'T' order by t1.commit_date"),
           ("commit_log", "Commit_Date",
            "select t3.commit_date, t1.lines_deleted from commit_log as t1 join project as t2 on t1.project_id = t2.project_id join commit_log_commit_date as t3 on t1.commit_id = t3.commit_id where t2.is_open_source = 'T' order by t3.commit_date"),
           ("project", "Is_Open_Source",
            "select t1.commit_date, t1.lines_deleted from commit_log as t1 join project as t2 on t1.project_id = t2.project_id join project_is_open_source as t3 on t2.project_id = t3.project_id where t3.is_open_source = 'T' order by t1.commit_date")],
        C=("commit_log", "Lines_Deleted", "deletions", "loc_removed",
           "select t1.commit_date, t1.{c} from commit_log as t1 join project as t2 on t1.project_id = t2.project_id where t2.is_open_source = 'T' order by t1.commit_date"),
    ),
    dict(
        db="bug_tracker", shape="nested",
        q="List the names of the developers who have never been assigned a bug.",
        sql="select dev_name from developer where dev_id not in (select dev_id from assignment)",
        J=[("developer", "Dev_Name",
            "select t2.dev_name from developer as t1 join developer_dev_name as t2 on t1.dev_id = t2.dev_id where t1.dev_id not in (select dev_id from assignment)")],
        T=("assignment", "task", "allocation",
           "select dev_name from developer where dev_id not in (select dev_id from {t})"),
    ),
    dict(
        db="bug_tracker", shape="nested",
        q="Find the names of the projects whose budget is above the average budget of all projects.",
        sql="select proj_name from project where budget > (select avg(budget) from project)",
        J=[("project", "Budget",
            "select t1.proj_name from project as t1 join project_budget as t2 on t1.project_id = t2.project_id where t2.budget > (select avg(budget) from project_budget)")],
        C=("project", "Budget", "funding", "budget_usd",
           "select proj_name from project where {c} > (select avg({c}) from project)"),
    ),
    dict(
        db="bug_tracker", shape="nested",
        q="Which developers have committed both to the main branch and to a hotfix branch? Give their names.",
        sql="select t1.dev_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id where t2.branch = 'main' intersect select t1.dev_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id where t2.branch = 'hotfix'",
        J=[("commit_log", "Branch",
            "select t1.dev_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join commit_log_branch as t3 on t2.commit_id = t3.commit_id where t3.branch = 'main' intersect select t1.dev_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join commit_log_branch as t3 on t2.commit_id = t3.commit_id where t3.branch = 'hotfix'"),
           ("developer", "Dev_Name",
            "select t3.dev_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join developer_dev_name as t3 on t1.dev_id = t3.dev_id where t2.branch = 'main' intersect select t3.dev_name from developer as t1 join commit_log as t2 on t1.dev_id = t2.dev_id join developer_dev_name as t3 on t1.dev_id = t3.dev_id where t2.branch = 'hotfix'")],
    ),
    dict(
        db="bug_tracker", shape="nested",
        q="What are the titles of the bugs that have not been assigned to any developer?",
        sql="select title from bug where bug_id not in (select bug_id from assignment)",
        J=[("bug", "Title",
            "select t2.title from bug as t1 join bug_title as t2 on t1.bug_id = t2.bug_id where t1.bug_id not in (select bug_id from assignment)")],
        T=("assignment", "task", "allocation",
           "select title from bug where bug_id not in (select bug_id from {t})"),
    ),
    dict(
        db="bug_tracker", shape="nested",
        q="Find the teams that have senior developers but no junior developers.",
        sql="select team from developer where seniority = 'Senior' except select team from developer where seniority = 'Junior'",
        J=[("developer", "Seniority",
            "select t1.team from developer as t1 join developer_seniority as t2 on t1.dev_id = t2.dev_id where t2.seniority = 'Senior' except select t1.team from developer as t1 join developer_seniority as t2 on t1.dev_id = t2.dev_id where t2.seniority = 'Junior'"),
           ("developer", "Team",
            "select t2.team from developer as t1 join developer_team as t2 on t1.dev_id = t2.dev_id where t1.seniority = 'Senior' except select t2.team from developer as t1 join developer_team as t2 on t1.dev_id = t2.dev_id where t1.seniority = 'Junior'")],
        C=("developer", "Seniority", "level", "rank_title",
           "select team from developer where {c} = 'Senior' except select team from developer where {c} = 'Junior'"),
    ),
]
# ================================================================ schema helpers


# ================================================================ verification


def main():
    probe_kit.main(__doc__, DEFAULT_OUT, DEFAULT_DBS, DATABASES, QUESTIONS, ROWS_PER_TABLE,
                   drop_agreeing=True, record_id=lambda kind, n: f"{kind}{ID_TAG}-{n + 1:04d}")


if __name__ == "__main__":
    main()
