#!/usr/bin/env python3
"""Build eval-data/probe8b.jsonl and three new SQLite databases in eval-data/dbs8/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (community_garden, craft_brewery, mountain_rescue), their data,
the questions and the gold SQL were all written fresh for this project, in the style of Spider;
none of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened,
and the parser's sources were not read). The structure, setup shapes and checks copy
make_probe7b.py; the shared helpers come from probe_kit.py.

The schemas are deliberately as untidy as Spider's real ones: naming styles are mixed within a
database (MemberID, PlantingID, BeerID, TeamID next to plot_id, cust_id, vol_id), some names are
abbreviations (Fname, Lname, dob, qty, hrs, abv, ibu, vol_l, yrs_service, num_casualties,
join_yr, launch_yr, purchase_yr), some are not the word a question uses ("strength" or "alcohol
content" is abv, "bitterness" is ibu, "price" is unit_cost, "rent" is annual_fee, "area" is
size_sqm, "hours" is hrs or duration_hrs, "growing time" is days_to_maturity, "how many plants"
is qty), dates and years are stored as text (dob, sow_date, join_yr, launch_yr, brew_date,
opened, founded, purchase_yr, issued, ...), numeric codes stand for categories (zone,
water_need, severity, level), a few values are NULL (phone, seed_source, quality, ibu,
credit_limit, discount_pct, last_inspected), and some column names recur across tables (name,
city, status, id, MemberID, TeamID). Each database has one many-to-many link table (planting: plot x
crop; order_line: orders x beer; incident_responder: incident x volunteer) and questions that
reach a table only through two or more hops (harvest -> planting -> crop / plot -> member;
customer -> orders -> order_line -> beer -> style; base -> team -> volunteer ->
incident_responder -> incident). As in make_probe7b.py, every table whose columns are split by a
J variant has a single-column primary key (planting and order_line have their own ids);
incident_responder keeps a composite key and is never split.

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
Unlike make_probe7b.py, every intent here is asked twice in different words, as Spider does (the
entry of the second wording has again=True and follows the first directly); since the checks
refuse a repeated SQL string within a database, the second wording's SQL is an equivalent
rewrite that follows that wording (column order, join order, ">= 2" for "> 1", IN for "or",
">= and <=" for BETWEEN, EXCEPT for NOT IN, NOT IN for EXCEPT, IN (subquery) for a join, the
other operand order of INTERSECT / UNION, max() in a subquery for "limit 1", an ORDER BY the
wording asks for, ...).

Record ids are "<kind>8b-NNNN" (J8b-0001, ...), numbered from 1 within each kind.

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

    python3 eval-data/make_probe8b.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe8b.jsonl"
DEFAULT_DBS = HERE / "dbs8"
ID_TAG = "8b"
AMBIQT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["community_garden"] = r'''
CREATE TABLE "member" (
"MemberID" int,
"Fname" text,
"Lname" text,
"dob" text,
"city" text,
"phone" text,
"join_yr" text,
"is_coordinator" text,
PRIMARY KEY ("MemberID")
);
CREATE TABLE "plot" (
"plot_id" int,
"name" text,
"size_sqm" real,
"soil_type" text,
"has_water" text,
"MemberID" int,
"zone" int,
"annual_fee" real,
PRIMARY KEY ("plot_id"),
FOREIGN KEY ("MemberID") REFERENCES "member"("MemberID")
);
CREATE TABLE "crop" (
"id" int,
"name" text,
"family" text,
"days_to_maturity" int,
"is_perennial" text,
"water_need" int,
PRIMARY KEY ("id")
);
CREATE TABLE "planting" (
"PlantingID" int,
"plot_id" int,
"crop_id" int,
"sow_date" text,
"qty" int,
"seed_source" text,
PRIMARY KEY ("PlantingID"),
FOREIGN KEY ("plot_id") REFERENCES "plot"("plot_id"),
FOREIGN KEY ("crop_id") REFERENCES "crop"("id")
);
CREATE TABLE "harvest" (
"harvest_id" int,
"PlantingID" int,
"harvest_date" text,
"weight_kg" real,
"quality" text,
PRIMARY KEY ("harvest_id"),
FOREIGN KEY ("PlantingID") REFERENCES "planting"("PlantingID")
);
CREATE TABLE "work_shift" (
"shift_id" int,
"MemberID" int,
"shift_date" text,
"hrs" real,
"task" text,
PRIMARY KEY ("shift_id"),
FOREIGN KEY ("MemberID") REFERENCES "member"("MemberID")
);
INSERT INTO "member" VALUES (1,'Alice','Brennan','1968-04-12','Eastwick','555-0101','2015','Y');
INSERT INTO "member" VALUES (2,'Tomas','Varga','1981-09-30','Eastwick',NULL,'2017','N');
INSERT INTO "member" VALUES (3,'Priya','Shah','1990-01-22','Northfield','555-0133','2019','N');
INSERT INTO "member" VALUES (4,'George','Whitlow','1955-07-08','Eastwick','555-0147','2012','Y');
INSERT INTO "member" VALUES (5,'Hana','Sato','1975-11-03','Millbank',NULL,'2016','N');
INSERT INTO "member" VALUES (6,'Daniel','Okafor','1986-02-17','Northfield','555-0162','2020','N');
INSERT INTO "member" VALUES (7,'Rosa','Delgado','1962-06-25','Millbank','555-0178','2014','N');
INSERT INTO "member" VALUES (8,'Kwame','Mensah','1994-12-01','Eastwick','555-0189','2021','N');
INSERT INTO "member" VALUES (9,'Lucy','Fairbairn','1979-03-14','Northfield',NULL,'2018','Y');
INSERT INTO "member" VALUES (10,'Ivan','Petrov','1958-10-19','Millbank','555-0195','2013','N');
INSERT INTO "member" VALUES (11,'Emily','Chen','1999-05-27','Eastwick','555-0111','2022','N');
INSERT INTO "member" VALUES (12,'Samir','Haddad','1971-08-09','Northfield','555-0122','2016','N');
INSERT INTO "member" VALUES (13,'Nora','Brennan','2001-02-02','Eastwick',NULL,'2023','N');
INSERT INTO "plot" VALUES (1,'Sunny Corner',24.0,'Loam','Y',1,1,60.0);
INSERT INTO "plot" VALUES (2,'Old Pear',18.5,'Clay','Y',2,1,45.0);
INSERT INTO "plot" VALUES (3,'Rosebed',30.0,'Loam','Y',3,2,70.0);
INSERT INTO "plot" VALUES (4,'Herb Spiral',12.0,'Sandy','Y',4,2,30.0);
INSERT INTO "plot" VALUES (5,'Long Row',36.0,'Loam','Y',5,3,85.0);
INSERT INTO "plot" VALUES (6,'Shady Nook',15.0,'Clay','N',6,3,35.0);
INSERT INTO "plot" VALUES (7,'Bee Patch',20.0,'Silt','Y',7,1,50.0);
INSERT INTO "plot" VALUES (8,'Compost End',10.0,'Clay','N',13,4,25.0);
INSERT INTO "plot" VALUES (9,'Pumpkin Hill',40.0,'Loam','Y',5,4,95.0);
INSERT INTO "plot" VALUES (10,'Greenhouse B',22.0,'Silt','Y',4,2,80.0);
INSERT INTO "plot" VALUES (11,'Brook Side',28.0,'Silt','N',9,3,65.0);
INSERT INTO "plot" VALUES (12,'Windbreak',16.0,'Sandy','N',10,4,40.0);
INSERT INTO "plot" VALUES (13,'Far Field',33.0,'Loam','Y',12,4,75.0);
INSERT INTO "plot" VALUES (14,'Top Terrace',19.0,'Sandy','Y',1,1,48.0);
INSERT INTO "crop" VALUES (1,'Tomato','Solanaceae',75,'N',3);
INSERT INTO "crop" VALUES (2,'Potato','Solanaceae',100,'N',2);
INSERT INTO "crop" VALUES (3,'Carrot','Apiaceae',70,'N',2);
INSERT INTO "crop" VALUES (4,'Lettuce','Asteraceae',45,'N',3);
INSERT INTO "crop" VALUES (5,'Courgette','Cucurbitaceae',55,'N',3);
INSERT INTO "crop" VALUES (6,'Pumpkin','Cucurbitaceae',110,'N',2);
INSERT INTO "crop" VALUES (7,'Runner Bean','Fabaceae',65,'N',3);
INSERT INTO "crop" VALUES (8,'Garlic','Amaryllidaceae',240,'N',1);
INSERT INTO "crop" VALUES (9,'Rhubarb','Polygonaceae',365,'Y',2);
INSERT INTO "crop" VALUES (10,'Rosemary','Lamiaceae',180,'Y',1);
INSERT INTO "crop" VALUES (11,'Strawberry','Rosaceae',90,'Y',2);
INSERT INTO "crop" VALUES (12,'Kale','Brassicaceae',60,'N',2);
INSERT INTO "crop" VALUES (13,'Parsnip','Apiaceae',120,'N',1);
INSERT INTO "planting" VALUES (1,1,1,'2023-04-10',12,'Garden Centre');
INSERT INTO "planting" VALUES (2,1,4,'2023-03-25',30,'Seed Swap');
INSERT INTO "planting" VALUES (3,2,2,'2023-03-15',20,'Garden Centre');
INSERT INTO "planting" VALUES (4,3,11,'2022-09-01',16,NULL);
INSERT INTO "planting" VALUES (5,3,4,'2023-04-02',24,'Seed Swap');
INSERT INTO "planting" VALUES (6,4,10,'2021-05-12',3,'Nursery');
INSERT INTO "planting" VALUES (7,5,6,'2023-05-05',6,'Seed Swap');
INSERT INTO "planting" VALUES (8,5,5,'2023-05-06',8,'Garden Centre');
INSERT INTO "planting" VALUES (9,6,9,'2020-03-20',4,'Nursery');
INSERT INTO "planting" VALUES (10,7,7,'2023-05-15',18,'Seed Swap');
INSERT INTO "planting" VALUES (11,7,3,'2023-04-01',60,'Garden Centre');
INSERT INTO "planting" VALUES (12,9,6,'2023-05-10',10,'Garden Centre');
INSERT INTO "planting" VALUES (13,10,1,'2023-03-01',20,'Nursery');
INSERT INTO "planting" VALUES (14,11,8,'2022-10-15',40,'Seed Swap');
INSERT INTO "planting" VALUES (15,12,3,'2023-04-20',50,NULL);
INSERT INTO "planting" VALUES (16,13,2,'2023-03-28',35,'Garden Centre');
INSERT INTO "planting" VALUES (17,14,11,'2023-04-22',14,'Seed Swap');
INSERT INTO "planting" VALUES (18,9,1,'2023-04-18',8,'Nursery');
INSERT INTO "harvest" VALUES (1,1,'2023-07-20',4.5,'A');
INSERT INTO "harvest" VALUES (2,1,'2023-08-05',6.2,'A');
INSERT INTO "harvest" VALUES (3,2,'2023-05-10',3.1,'B');
INSERT INTO "harvest" VALUES (4,3,'2023-07-01',18.4,'A');
INSERT INTO "harvest" VALUES (5,4,'2023-06-15',2.8,'B');
INSERT INTO "harvest" VALUES (6,5,'2023-05-28',2.2,'C');
INSERT INTO "harvest" VALUES (7,7,'2023-09-25',22.0,'A');
INSERT INTO "harvest" VALUES (8,8,'2023-07-05',9.6,'B');
INSERT INTO "harvest" VALUES (9,9,'2023-05-02',3.5,'A');
INSERT INTO "harvest" VALUES (10,10,'2023-07-25',5.4,'B');
INSERT INTO "harvest" VALUES (11,11,'2023-06-20',7.9,'A');
INSERT INTO "harvest" VALUES (12,12,'2023-09-30',31.5,'A');
INSERT INTO "harvest" VALUES (13,13,'2023-06-28',11.2,'B');
INSERT INTO "harvest" VALUES (14,14,'2023-07-10',4.0,'C');
INSERT INTO "harvest" VALUES (15,15,'2023-07-15',6.8,NULL);
INSERT INTO "harvest" VALUES (16,16,'2023-07-08',21.3,'A');
INSERT INTO "harvest" VALUES (17,13,'2023-07-20',8.7,'A');
INSERT INTO "harvest" VALUES (18,18,'2023-08-01',3.9,'B');
INSERT INTO "work_shift" VALUES (1,1,'2023-04-01',3.0,'Composting');
INSERT INTO "work_shift" VALUES (2,1,'2023-05-06',2.5,'Watering');
INSERT INTO "work_shift" VALUES (3,2,'2023-04-01',4.0,'Path repair');
INSERT INTO "work_shift" VALUES (4,4,'2023-04-15',2.0,'Composting');
INSERT INTO "work_shift" VALUES (5,4,'2023-06-10',3.5,'Weeding');
INSERT INTO "work_shift" VALUES (6,4,'2023-07-08',1.5,'Watering');
INSERT INTO "work_shift" VALUES (7,5,'2023-05-06',2.0,'Weeding');
INSERT INTO "work_shift" VALUES (8,7,'2023-05-20',3.0,'Path repair');
INSERT INTO "work_shift" VALUES (9,9,'2023-06-10',4.5,'Composting');
INSERT INTO "work_shift" VALUES (10,9,'2023-06-24',2.0,'Weeding');
INSERT INTO "work_shift" VALUES (11,11,'2023-06-24',3.0,'Watering');
INSERT INTO "work_shift" VALUES (12,11,'2023-07-08',2.5,'Weeding');
INSERT INTO "work_shift" VALUES (13,12,'2023-07-22',5.0,'Path repair');
INSERT INTO "work_shift" VALUES (14,3,'2023-07-22',1.0,'Watering');
INSERT INTO "work_shift" VALUES (15,13,'2023-08-05',2.0,'Composting');
INSERT INTO "work_shift" VALUES (16,8,'2023-08-05',3.0,'Weeding');
'''

DATABASES["craft_brewery"] = r'''
CREATE TABLE "style" (
"style_id" int,
"style_name" text,
"origin_country" text,
"ibu_min" int,
"ibu_max" int,
PRIMARY KEY ("style_id")
);
CREATE TABLE "beer" (
"BeerID" int,
"name" text,
"style_id" int,
"abv" real,
"ibu" int,
"unit_cost" real,
"launch_yr" text,
"is_seasonal" text,
PRIMARY KEY ("BeerID"),
FOREIGN KEY ("style_id") REFERENCES "style"("style_id")
);
CREATE TABLE "batch" (
"batch_no" int,
"BeerID" int,
"brew_date" text,
"vol_l" int,
"head_brewer" text,
"status" text,
PRIMARY KEY ("batch_no"),
FOREIGN KEY ("BeerID") REFERENCES "beer"("BeerID")
);
CREATE TABLE "taproom" (
"id" int,
"name" text,
"city" text,
"seats" int,
"opened" text,
PRIMARY KEY ("id")
);
CREATE TABLE "customer" (
"cust_id" int,
"name" text,
"city" text,
"cust_type" text,
"credit_limit" int,
PRIMARY KEY ("cust_id")
);
CREATE TABLE "orders" (
"order_id" int,
"cust_id" int,
"taproom_id" int,
"order_date" text,
"status" text,
PRIMARY KEY ("order_id"),
FOREIGN KEY ("cust_id") REFERENCES "customer"("cust_id"),
FOREIGN KEY ("taproom_id") REFERENCES "taproom"("id")
);
CREATE TABLE "order_line" (
"line_id" int,
"order_id" int,
"BeerID" int,
"qty" int,
"discount_pct" int,
PRIMARY KEY ("line_id"),
FOREIGN KEY ("order_id") REFERENCES "orders"("order_id"),
FOREIGN KEY ("BeerID") REFERENCES "beer"("BeerID")
);
INSERT INTO "style" VALUES (1,'IPA','England',40,70);
INSERT INTO "style" VALUES (2,'Stout','Ireland',30,45);
INSERT INTO "style" VALUES (3,'Pilsner','Czech Republic',25,45);
INSERT INTO "style" VALUES (4,'Wheat Beer','Germany',10,20);
INSERT INTO "style" VALUES (5,'Porter','England',20,40);
INSERT INTO "style" VALUES (6,'Saison','Belgium',20,35);
INSERT INTO "style" VALUES (7,'Sour','Belgium',5,15);
INSERT INTO "style" VALUES (8,'Pale Ale','England',30,50);
INSERT INTO "style" VALUES (9,'Lager','Germany',15,25);
INSERT INTO "style" VALUES (10,'Barleywine','England',50,100);
INSERT INTO "style" VALUES (11,'Bock','Germany',20,27);
INSERT INTO "style" VALUES (12,'Kolsch','Germany',18,28);
INSERT INTO "beer" VALUES (1,'Hop Ridge',1,6.5,62,4.2,'2016','N');
INSERT INTO "beer" VALUES (2,'Night Harbour',2,5.8,38,4.5,'2015','N');
INSERT INTO "beer" VALUES (3,'Golden Mile',3,4.8,32,3.6,'2014','N');
INSERT INTO "beer" VALUES (4,'Orchard Haze',4,5.0,14,3.8,'2018','N');
INSERT INTO "beer" VALUES (5,'Dockside Porter',5,5.4,30,4.1,'2017','N');
INSERT INTO "beer" VALUES (6,'Farmhouse Six',6,6.2,28,4.9,'2019','Y');
INSERT INTO "beer" VALUES (7,'Cherry Sour',7,4.2,8,5.2,'2020','Y');
INSERT INTO "beer" VALUES (8,'Riverbank Pale',8,4.6,40,3.9,'2016','N');
INSERT INTO "beer" VALUES (9,'Double Summit',1,8.1,85,5.6,'2021','N');
INSERT INTO "beer" VALUES (10,'Winter Oak',10,10.5,72,7.5,'2019','Y');
INSERT INTO "beer" VALUES (11,'Lakeside Lager',9,4.4,20,3.2,'2013','N');
INSERT INTO "beer" VALUES (12,'Smoke Signal',5,6.0,35,4.6,'2022','Y');
INSERT INTO "beer" VALUES (13,'Citrus Drift',1,5.6,55,4.4,'2023','N');
INSERT INTO "beer" VALUES (14,'Midnight Oil',2,7.2,50,5.8,'2023','Y');
INSERT INTO "beer" VALUES (15,'Blush Gose',7,3.9,10,4.8,'2024','Y');
INSERT INTO "beer" VALUES (16,'Copper Kettle',8,5.2,NULL,4.0,'2020','N');
INSERT INTO "batch" VALUES (1,1,'2024-01-08',1200,'Marta Kral','Packaged');
INSERT INTO "batch" VALUES (2,1,'2024-02-12',1500,'Marta Kral','Packaged');
INSERT INTO "batch" VALUES (3,2,'2024-01-15',1000,'Owen Price','Packaged');
INSERT INTO "batch" VALUES (4,3,'2024-01-22',2000,'Owen Price','Packaged');
INSERT INTO "batch" VALUES (5,4,'2024-02-02',1100,'Jin Park','Packaged');
INSERT INTO "batch" VALUES (6,5,'2024-02-09',900,'Owen Price','Packaged');
INSERT INTO "batch" VALUES (7,6,'2024-02-20',800,'Jin Park','Conditioning');
INSERT INTO "batch" VALUES (8,7,'2024-03-01',600,'Jin Park','Conditioning');
INSERT INTO "batch" VALUES (9,8,'2024-03-05',1300,'Marta Kral','Packaged');
INSERT INTO "batch" VALUES (10,9,'2024-03-11',700,'Marta Kral','Fermenting');
INSERT INTO "batch" VALUES (11,10,'2024-03-15',500,'Owen Price','Conditioning');
INSERT INTO "batch" VALUES (12,11,'2024-03-18',2400,'Owen Price','Packaged');
INSERT INTO "batch" VALUES (13,13,'2024-03-25',1000,'Jin Park','Fermenting');
INSERT INTO "batch" VALUES (14,1,'2024-04-01',1400,'Marta Kral','Fermenting');
INSERT INTO "batch" VALUES (15,3,'2024-04-03',1800,'Owen Price','Fermenting');
INSERT INTO "batch" VALUES (16,14,'2024-04-08',650,'Ana Ruiz','Fermenting');
INSERT INTO "batch" VALUES (17,11,'2024-04-10',2200,'Ana Ruiz','Fermenting');
INSERT INTO "batch" VALUES (18,8,'2024-04-12',1250,'Ana Ruiz','Conditioning');
INSERT INTO "taproom" VALUES (1,'The Mash Tun','Leeds',80,'2015');
INSERT INTO "taproom" VALUES (2,'Hop Yard','York',120,'2017');
INSERT INTO "taproom" VALUES (3,'Barrel Room','Leeds',60,'2019');
INSERT INTO "taproom" VALUES (4,'Canal Tap','Manchester',95,'2018');
INSERT INTO "taproom" VALUES (5,'Kiln House','Harrogate',70,'2021');
INSERT INTO "taproom" VALUES (6,'Cellar Door','Sheffield',45,'2022');
INSERT INTO "taproom" VALUES (7,'The Grain Store','Manchester',150,'2016');
INSERT INTO "taproom" VALUES (8,'Station Tap','Hull',55,'2023');
INSERT INTO "customer" VALUES (1,'Red Lion Inn','Leeds','Pub',2000);
INSERT INTO "customer" VALUES (2,'Bottle & Basket','York','Shop',1500);
INSERT INTO "customer" VALUES (3,'Harbour Bistro','Hull','Restaurant',1000);
INSERT INTO "customer" VALUES (4,'The Crown','Manchester','Pub',2500);
INSERT INTO "customer" VALUES (5,'Fresh Fare Deli','Leeds','Shop',NULL);
INSERT INTO "customer" VALUES (6,'Olive & Vine','Sheffield','Restaurant',1200);
INSERT INTO "customer" VALUES (7,'Miners Arms','Sheffield','Pub',1800);
INSERT INTO "customer" VALUES (8,'Corner Cellar','Manchester','Shop',900);
INSERT INTO "customer" VALUES (9,'Blue Door Cafe','York','Restaurant',NULL);
INSERT INTO "customer" VALUES (10,'The Anchor','Hull','Pub',1600);
INSERT INTO "customer" VALUES (11,'Northern Larder','Leeds','Shop',1100);
INSERT INTO "customer" VALUES (12,'Station Hotel','York','Hotel',3000);
INSERT INTO "orders" VALUES (1,1,1,'2024-03-02','Delivered');
INSERT INTO "orders" VALUES (2,1,3,'2024-03-16','Delivered');
INSERT INTO "orders" VALUES (3,2,2,'2024-03-05','Delivered');
INSERT INTO "orders" VALUES (4,3,8,'2024-03-07','Delivered');
INSERT INTO "orders" VALUES (5,4,4,'2024-03-09','Delivered');
INSERT INTO "orders" VALUES (6,4,7,'2024-03-23','Pending');
INSERT INTO "orders" VALUES (7,5,1,'2024-03-12','Delivered');
INSERT INTO "orders" VALUES (8,6,5,'2024-03-14','Cancelled');
INSERT INTO "orders" VALUES (9,7,5,'2024-03-18','Delivered');
INSERT INTO "orders" VALUES (10,4,4,'2024-03-20','Delivered');
INSERT INTO "orders" VALUES (11,10,8,'2024-03-26','Delivered');
INSERT INTO "orders" VALUES (12,12,2,'2024-03-28','Pending');
INSERT INTO "orders" VALUES (13,1,1,'2024-04-02','Delivered');
INSERT INTO "orders" VALUES (14,4,7,'2024-04-04','Delivered');
INSERT INTO "orders" VALUES (15,9,6,'2024-04-06','Delivered');
INSERT INTO "orders" VALUES (16,12,6,'2024-04-09','Delivered');
INSERT INTO "order_line" VALUES (1,1,1,10,0);
INSERT INTO "order_line" VALUES (2,1,2,5,0);
INSERT INTO "order_line" VALUES (3,2,3,12,5);
INSERT INTO "order_line" VALUES (4,3,4,6,0);
INSERT INTO "order_line" VALUES (5,3,7,4,NULL);
INSERT INTO "order_line" VALUES (6,4,8,8,0);
INSERT INTO "order_line" VALUES (7,5,1,20,10);
INSERT INTO "order_line" VALUES (8,5,11,30,10);
INSERT INTO "order_line" VALUES (9,6,9,6,0);
INSERT INTO "order_line" VALUES (10,7,4,3,NULL);
INSERT INTO "order_line" VALUES (11,8,6,5,0);
INSERT INTO "order_line" VALUES (12,9,5,10,5);
INSERT INTO "order_line" VALUES (13,9,2,8,5);
INSERT INTO "order_line" VALUES (14,10,11,15,0);
INSERT INTO "order_line" VALUES (15,11,1,7,0);
INSERT INTO "order_line" VALUES (16,12,10,4,0);
INSERT INTO "order_line" VALUES (17,13,3,9,0);
INSERT INTO "order_line" VALUES (18,14,13,12,10);
INSERT INTO "order_line" VALUES (19,15,7,2,NULL);
INSERT INTO "order_line" VALUES (20,16,11,18,5);
'''

DATABASES["mountain_rescue"] = r'''
CREATE TABLE "base" (
"base_id" int,
"name" text,
"region" text,
"elevation_m" int,
"founded" text,
PRIMARY KEY ("base_id")
);
CREATE TABLE "team" (
"TeamID" int,
"name" text,
"base_id" int,
"speciality" text,
"call_sign" text,
PRIMARY KEY ("TeamID"),
FOREIGN KEY ("base_id") REFERENCES "base"("base_id")
);
CREATE TABLE "volunteer" (
"vol_id" int,
"Fname" text,
"Lname" text,
"TeamID" int,
"dob" text,
"yrs_service" int,
"phone" text,
"role" text,
PRIMARY KEY ("vol_id"),
FOREIGN KEY ("TeamID") REFERENCES "team"("TeamID")
);
CREATE TABLE "incident" (
"incident_id" int,
"incident_date" text,
"location" text,
"incident_type" text,
"severity" int,
"TeamID" int,
"num_casualties" int,
"duration_hrs" real,
PRIMARY KEY ("incident_id"),
FOREIGN KEY ("TeamID") REFERENCES "team"("TeamID")
);
CREATE TABLE "incident_responder" (
"incident_id" int,
"vol_id" int,
"hrs_on_scene" real,
PRIMARY KEY ("incident_id","vol_id"),
FOREIGN KEY ("incident_id") REFERENCES "incident"("incident_id"),
FOREIGN KEY ("vol_id") REFERENCES "volunteer"("vol_id")
);
CREATE TABLE "equipment" (
"equip_id" int,
"item_name" text,
"base_id" int,
"qty" int,
"purchase_yr" text,
"unit_cost" real,
"last_inspected" text,
PRIMARY KEY ("equip_id"),
FOREIGN KEY ("base_id") REFERENCES "base"("base_id")
);
CREATE TABLE "certificate" (
"cert_id" int,
"vol_id" int,
"cert_type" text,
"issued" text,
"expires" text,
"level" int,
PRIMARY KEY ("cert_id"),
FOREIGN KEY ("vol_id") REFERENCES "volunteer"("vol_id")
);
INSERT INTO "base" VALUES (1,'Glen Corrie Station','Highlands',320,'1968');
INSERT INTO "base" VALUES (2,'Ben Alder Hut','Highlands',610,'1975');
INSERT INTO "base" VALUES (3,'Coniston Base','Lake District',150,'1972');
INSERT INTO "base" VALUES (4,'Keswick Post','Lake District',90,'1980');
INSERT INTO "base" VALUES (5,'Snowdon Lodge','Snowdonia',410,'1965');
INSERT INTO "base" VALUES (6,'Ogwen Point','Snowdonia',300,'1991');
INSERT INTO "base" VALUES (7,'Peak Hollow','Peak District',240,'2001');
INSERT INTO "base" VALUES (8,'Cairn Gorm Depot','Highlands',720,'2010');
INSERT INTO "team" VALUES (1,'Corrie Alpine',1,'Alpine','CA1');
INSERT INTO "team" VALUES (2,'Alder Search Dogs',2,'Search Dogs','AS2');
INSERT INTO "team" VALUES (3,'Coniston Fell',3,'Fell','CF3');
INSERT INTO "team" VALUES (4,'Keswick Swiftwater',4,'Swiftwater','KS4');
INSERT INTO "team" VALUES (5,'Snowdon Alpine',5,'Alpine','SA5');
INSERT INTO "team" VALUES (6,'Ogwen Cave',6,'Cave','OC6');
INSERT INTO "team" VALUES (7,'Peak Cave',7,'Cave','PC7');
INSERT INTO "team" VALUES (8,'Cairngorm Avalanche',8,'Avalanche','CG8');
INSERT INTO "team" VALUES (9,'Coniston Swiftwater',3,'Swiftwater','CS9');
INSERT INTO "team" VALUES (10,'Glen Medics',1,'Medical','GM10');
INSERT INTO "volunteer" VALUES (1,'Fiona','MacLeod',1,'1975-03-11',22,'07700 900101','Team Leader');
INSERT INTO "volunteer" VALUES (2,'Ewan','Grant',1,'1988-07-29',9,NULL,'Climber');
INSERT INTO "volunteer" VALUES (3,'Kirsty','Munro',2,'1982-01-05',14,'07700 900123','Dog Handler');
INSERT INTO "volunteer" VALUES (4,'Tom','Ashworth',3,'1970-11-20',28,'07700 900134','Team Leader');
INSERT INTO "volunteer" VALUES (5,'Beth','Holloway',3,'1993-05-16',6,NULL,'Navigator');
INSERT INTO "volunteer" VALUES (6,'Sam','Pritchard',4,'1985-09-02',12,'07700 900156','Paramedic');
INSERT INTO "volunteer" VALUES (7,'Gareth','Evans',5,'1979-12-12',18,'07700 900167','Team Leader');
INSERT INTO "volunteer" VALUES (8,'Nia','Roberts',5,'1991-04-04',8,'07700 900178','Climber');
INSERT INTO "volunteer" VALUES (9,'Dylan','Hughes',6,'1987-06-21',11,NULL,'Climber');
INSERT INTO "volunteer" VALUES (10,'Megan','Lloyd',6,'1995-08-30',4,'07700 900190','Paramedic');
INSERT INTO "volunteer" VALUES (11,'Ravi','Kapoor',7,'1983-02-14',13,'07700 900201','Navigator');
INSERT INTO "volunteer" VALUES (12,'Helen','Marsh',7,'1976-10-07',20,'07700 900212','Team Leader');
INSERT INTO "volunteer" VALUES (13,'Callum','Fraser',8,'1990-03-03',10,'07700 900223','Climber');
INSERT INTO "volunteer" VALUES (14,'Isla','Stewart',10,'1986-05-25',12,'07700 900234','Paramedic');
INSERT INTO "volunteer" VALUES (15,'Jack','Grant',9,'1998-09-09',3,NULL,'Driver');
INSERT INTO "volunteer" VALUES (16,'Alys','Jones',5,'1999-01-19',2,'07700 900245','Driver');
INSERT INTO "incident" VALUES (1,'2023-01-14','Aonach Eagach','Fall',4,1,1,6.5);
INSERT INTO "incident" VALUES (2,'2023-02-03','Loch Ericht','Missing Person',3,2,1,11.0);
INSERT INTO "incident" VALUES (3,'2023-02-19','Old Man of Coniston','Lost',2,3,2,3.5);
INSERT INTO "incident" VALUES (4,'2023-03-05','River Greta','Flood',4,4,3,5.0);
INSERT INTO "incident" VALUES (5,'2023-03-22','Crib Goch','Fall',5,5,1,8.0);
INSERT INTO "incident" VALUES (6,'2023-04-09','Ogof Ffynnon Ddu','Cave Rescue',4,6,2,14.5);
INSERT INTO "incident" VALUES (7,'2023-04-30','Peak Cavern','Cave Rescue',3,7,1,9.0);
INSERT INTO "incident" VALUES (8,'2023-05-13','Coire an t-Sneachda','Avalanche',5,8,2,7.5);
INSERT INTO "incident" VALUES (9,'2023-06-02','Snowdon Ranger Path','Medical',2,5,1,2.5);
INSERT INTO "incident" VALUES (10,'2023-06-24','Helvellyn','Fall',3,3,1,4.0);
INSERT INTO "incident" VALUES (11,'2023-07-15','Tryfan','Lost',1,6,1,2.0);
INSERT INTO "incident" VALUES (12,'2023-08-08','Kinder Scout','Lost',3,7,1,12.5);
INSERT INTO "incident" VALUES (13,'2023-09-01','Coniston Water','Flood',3,9,2,4.5);
INSERT INTO "incident" VALUES (14,'2023-10-21','Ben Nevis','Fall',4,1,2,10.0);
INSERT INTO "incident" VALUES (15,'2023-12-02','Cairn Gorm','Avalanche',4,8,1,6.0);
INSERT INTO "incident" VALUES (16,'2024-01-06','Glyder Fawr','Medical',2,5,0,1.5);
INSERT INTO "incident_responder" VALUES (1,1,6.5);
INSERT INTO "incident_responder" VALUES (1,2,6.0);
INSERT INTO "incident_responder" VALUES (2,3,11.0);
INSERT INTO "incident_responder" VALUES (3,4,3.5);
INSERT INTO "incident_responder" VALUES (3,5,3.5);
INSERT INTO "incident_responder" VALUES (4,6,5.0);
INSERT INTO "incident_responder" VALUES (5,7,8.0);
INSERT INTO "incident_responder" VALUES (5,8,7.5);
INSERT INTO "incident_responder" VALUES (6,9,14.5);
INSERT INTO "incident_responder" VALUES (7,12,8.5);
INSERT INTO "incident_responder" VALUES (8,13,7.5);
INSERT INTO "incident_responder" VALUES (9,16,2.5);
INSERT INTO "incident_responder" VALUES (10,4,4.0);
INSERT INTO "incident_responder" VALUES (11,9,2.0);
INSERT INTO "incident_responder" VALUES (12,12,12.5);
INSERT INTO "incident_responder" VALUES (13,15,4.5);
INSERT INTO "incident_responder" VALUES (14,1,10.0);
INSERT INTO "incident_responder" VALUES (14,14,9.5);
INSERT INTO "incident_responder" VALUES (15,13,6.0);
INSERT INTO "incident_responder" VALUES (16,7,1.5);
INSERT INTO "equipment" VALUES (1,'Stretcher',1,4,'2018',850.0,'2023-11-01');
INSERT INTO "equipment" VALUES (2,'Avalanche Probe',8,20,'2021',45.0,'2023-10-15');
INSERT INTO "equipment" VALUES (3,'Rope 50m',1,12,'2020',180.0,NULL);
INSERT INTO "equipment" VALUES (4,'Defibrillator',3,2,'2019',1450.0,'2023-09-20');
INSERT INTO "equipment" VALUES (5,'Drysuit',4,10,'2022',620.0,'2023-08-11');
INSERT INTO "equipment" VALUES (6,'Throw Bag',4,15,'2021',35.0,NULL);
INSERT INTO "equipment" VALUES (7,'Cave Lamp',6,18,'2020',95.0,'2023-07-07');
INSERT INTO "equipment" VALUES (8,'Stretcher',5,3,'2017',900.0,'2023-06-30');
INSERT INTO "equipment" VALUES (9,'Radio Set',1,8,'2022',320.0,'2023-12-01');
INSERT INTO "equipment" VALUES (10,'Thermal Camera',8,1,'2023',5200.0,NULL);
INSERT INTO "equipment" VALUES (11,'Rope 50m',6,9,'2019',175.0,'2023-05-05');
INSERT INTO "equipment" VALUES (12,'Radio Set',7,6,'2021',310.0,'2023-11-20');
INSERT INTO "equipment" VALUES (13,'Casualty Bag',3,5,'2016',260.0,'2022-12-12');
INSERT INTO "equipment" VALUES (14,'Drone',5,1,'2024',3800.0,NULL);
INSERT INTO "certificate" VALUES (1,1,'First Aid','2021-03-01','2024-03-01',3);
INSERT INTO "certificate" VALUES (2,1,'Winter Mountaineering','2019-11-10','2024-11-10',2);
INSERT INTO "certificate" VALUES (3,2,'Rope Rescue','2022-05-05','2025-05-05',2);
INSERT INTO "certificate" VALUES (4,3,'Search Dog','2020-09-09','2025-09-09',3);
INSERT INTO "certificate" VALUES (5,4,'First Aid','2022-01-15','2025-01-15',3);
INSERT INTO "certificate" VALUES (6,4,'Rope Rescue','2018-06-20','2023-06-20',3);
INSERT INTO "certificate" VALUES (7,6,'Swiftwater','2021-04-04','2024-04-04',2);
INSERT INTO "certificate" VALUES (8,6,'First Aid','2023-02-02','2026-02-02',3);
INSERT INTO "certificate" VALUES (9,7,'Winter Mountaineering','2020-12-01','2025-12-01',3);
INSERT INTO "certificate" VALUES (10,8,'Rope Rescue','2023-03-03','2026-03-03',1);
INSERT INTO "certificate" VALUES (11,9,'Cave Rescue','2019-07-07','2024-07-07',2);
INSERT INTO "certificate" VALUES (12,10,'First Aid','2022-10-10','2025-10-10',2);
INSERT INTO "certificate" VALUES (13,12,'Cave Rescue','2017-05-20','2022-05-20',3);
INSERT INTO "certificate" VALUES (14,13,'Avalanche','2021-12-12','2024-12-12',2);
INSERT INTO "certificate" VALUES (15,14,'First Aid','2020-06-06','2023-06-06',3);
INSERT INTO "certificate" VALUES (16,15,'Swiftwater','2023-08-08','2026-08-08',1);
'''

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
#      builds dev.jsonl's "create table ... as select <g> as <g>, count(*) as number, ..." setup
# The second wording of an intent follows the first directly and carries again=True.

QUESTIONS = [
    # ------------------------------------------------------------------ community_garden
    dict(
        db="community_garden", shape="simple",
        q="What are the first and last names of the members who live in Millbank?",
        sql="select fname, lname from member where city = 'Millbank'",
        J=[("member", "city",
            "select t1.fname, t1.lname from member as t1 join member_city as t2 on t1.memberid = t2.memberid where t2.city = 'Millbank'"),
           ("member", "Lname",
            "select t1.fname, t2.lname from member as t1 join member_lname as t2 on t1.memberid = t2.memberid where t1.city = 'Millbank'")],
        C=("member", "city", "town", "home_town",
           "select fname, lname from member where {c} = 'Millbank'"),
    ),
    dict(
        db="community_garden", shape="simple", again=True,
        q="Which gardeners come from Millbank? Show their surnames and first names.",
        sql="select lname, fname from member where city = 'Millbank'",
        J=[("member", "Fname",
            "select t1.lname, t2.fname from member as t1 join member_fname as t2 on t1.memberid = t2.memberid where t1.city = 'Millbank'")],
    ),
    dict(
        db="community_garden", shape="simple",
        q="Find the names of the crops that belong to the Solanaceae or the Cucurbitaceae family.",
        sql="select name from crop where family = 'Solanaceae' or family = 'Cucurbitaceae'",
        J=[("crop", "family",
            "select t1.name from crop as t1 join crop_family as t2 on t1.id = t2.id where t2.family = 'Solanaceae' or t2.family = 'Cucurbitaceae'"),
           ("crop", "name",
            "select t2.name from crop as t1 join crop_name as t2 on t1.id = t2.id where t1.family = 'Solanaceae' or t1.family = 'Cucurbitaceae'")],
        C=("crop", "family", "plant_family", "botanical_family",
           "select name from crop where {c} = 'Solanaceae' or {c} = 'Cucurbitaceae'"),
        T=("crop", "vegetable", "plant",
           "select name from {t} where family = 'Solanaceae' or family = 'Cucurbitaceae'"),
    ),
    dict(
        db="community_garden", shape="simple", again=True,
        q="Which crops are in one of the families Solanaceae and Cucurbitaceae? Give the crop names.",
        sql="select name from crop where family in ('Solanaceae', 'Cucurbitaceae')",
        J=[("crop", "family",
            "select t1.name from crop as t1 join crop_family as t2 on t1.id = t2.id where t2.family in ('Solanaceae', 'Cucurbitaceae')")],
    ),
    dict(
        db="community_garden", shape="simple",
        q="What is the name of the crop that takes the most days to mature?",
        sql="select name from crop order by days_to_maturity desc limit 1",
        J=[("crop", "days_to_maturity",
            "select t1.name from crop as t1 join crop_days_to_maturity as t2 on t1.id = t2.id order by t2.days_to_maturity desc limit 1"),
           ("crop", "name",
            "select t2.name from crop as t1 join crop_name as t2 on t1.id = t2.id order by t1.days_to_maturity desc limit 1")],
        C=("crop", "days_to_maturity", "growing_days", "maturity_days",
           "select name from crop order by {c} desc limit 1"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="Which crop has the longest growing time? Give its name.",
        sql="select name from crop where days_to_maturity = (select max(days_to_maturity) from crop)",
        J=[("crop", "days_to_maturity",
            "select t1.name from crop as t1 join crop_days_to_maturity as t2 on t1.id = t2.id where t2.days_to_maturity = (select max(days_to_maturity) from crop_days_to_maturity)")],
    ),
    dict(
        db="community_garden", shape="simple",
        q="Show the names and sizes of the plots with loam soil, ordered by size.",
        sql="select name, size_sqm from plot where soil_type = 'Loam' order by size_sqm",
        J=[("plot", "soil_type",
            "select t1.name, t1.size_sqm from plot as t1 join plot_soil_type as t2 on t1.plot_id = t2.plot_id where t2.soil_type = 'Loam' order by t1.size_sqm"),
           ("plot", "size_sqm",
            "select t1.name, t2.size_sqm from plot as t1 join plot_size_sqm as t2 on t1.plot_id = t2.plot_id where t1.soil_type = 'Loam' order by t2.size_sqm"),
           ("plot", "name",
            "select t2.name, t1.size_sqm from plot as t1 join plot_name as t2 on t1.plot_id = t2.plot_id where t1.soil_type = 'Loam' order by t1.size_sqm")],
        C=("plot", "size_sqm", "area_sqm", "square_metres",
           "select name, {c} from plot where soil_type = 'Loam' order by {c}"),
        T=("plot", "allotment", "garden_plot",
           "select name, size_sqm from {t} where soil_type = 'Loam' order by size_sqm"),
    ),
    dict(
        db="community_garden", shape="simple", again=True,
        q="For every plot whose soil is loam, list its area and its name, from the smallest plot to the largest.",
        sql="select size_sqm, name from plot where soil_type = 'Loam' order by size_sqm asc",
        J=[("plot", "soil_type",
            "select t1.size_sqm, t1.name from plot as t1 join plot_soil_type as t2 on t1.plot_id = t2.plot_id where t2.soil_type = 'Loam' order by t1.size_sqm asc")],
    ),
    dict(
        db="community_garden", shape="agg",
        q="What are the largest and smallest plot sizes?",
        sql="select max(size_sqm), min(size_sqm) from plot",
        C=("plot", "size_sqm", "area_sqm", "square_metres",
           "select max({c}), min({c}) from plot"),
        T=("plot", "allotment", "garden_plot",
           "select max(size_sqm), min(size_sqm) from {t}"),
        P=("plot_size_sqm", "plot", None, "size_sqm",
           "select max_size_sqm, min_size_sqm from plot_size_sqm"),
    ),
    dict(
        db="community_garden", shape="agg", again=True,
        q="Tell me the minimum and the maximum area of the garden's plots.",
        sql="select min(size_sqm), max(size_sqm) from plot",
        P=("plot_size_sqm", "plot", None, "size_sqm",
           "select min_size_sqm, max_size_sqm from plot_size_sqm"),
    ),
    dict(
        db="community_garden", shape="agg",
        q="Which tasks have been done in more than three work shifts?",
        sql="select task from work_shift group by task having count(*) > 3",
        T=("work_shift", "duty", "volunteer_shift",
           "select task from {t} group by task having count(*) > 3"),
    ),
    dict(
        db="community_garden", shape="agg", again=True,
        q="List the tasks that appear in at least four shifts.",
        sql="select task from work_shift group by task having count(*) >= 4",
    ),
    dict(
        db="community_garden", shape="agg",
        q="What is the average weight of a harvest for each quality grade?",
        sql="select quality, avg(weight_kg) from harvest group by quality",
        J=[("harvest", "weight_kg",
            "select t1.quality, avg(t2.weight_kg) from harvest as t1 join harvest_weight_kg as t2 on t1.harvest_id = t2.harvest_id group by t1.quality"),
           ("harvest", "quality",
            "select t2.quality, avg(t1.weight_kg) from harvest as t1 join harvest_quality as t2 on t1.harvest_id = t2.harvest_id group by t2.quality")],
        C=("harvest", "weight_kg", "weight", "kilograms",
           "select quality, avg({c}) from harvest group by quality"),
        P=("harvest_weight_kg", "harvest", "quality", "weight_kg",
           "select quality, avg_weight_kg from harvest_weight_kg"),
    ),
    dict(
        db="community_garden", shape="agg", again=True,
        q="For each quality grade, return the grade and the mean harvested weight, sorted by grade.",
        sql="select quality, avg(weight_kg) from harvest group by quality order by quality",
        J=[("harvest", "weight_kg",
            "select t1.quality, avg(t2.weight_kg) from harvest as t1 join harvest_weight_kg as t2 on t1.harvest_id = t2.harvest_id group by t1.quality order by t1.quality")],
        T=("harvest", "crop_yield", "picking",
           "select quality, avg(weight_kg) from {t} group by quality order by quality"),
    ),
    dict(
        db="community_garden", shape="join",
        q="Show the first name of each member and the name of the plot they rent.",
        sql="select t1.fname, t2.name from member as t1 join plot as t2 on t1.memberid = t2.memberid",
        J=[("member", "Fname",
            "select t3.fname, t2.name from member as t1 join plot as t2 on t1.memberid = t2.memberid join member_fname as t3 on t1.memberid = t3.memberid"),
           ("plot", "name",
            "select t1.fname, t3.name from member as t1 join plot as t2 on t1.memberid = t2.memberid join plot_name as t3 on t2.plot_id = t3.plot_id")],
        T=("plot", "allotment", "garden_plot",
           "select t1.fname, t2.name from member as t1 join {t} as t2 on t1.memberid = t2.memberid"),
    ),
    dict(
        db="community_garden", shape="join", again=True,
        q="For every plot, give the plot's name and the first name of the member renting it.",
        sql="select t1.name, t2.fname from plot as t1 join member as t2 on t1.memberid = t2.memberid",
        J=[("plot", "name",
            "select t3.name, t2.fname from plot as t1 join member as t2 on t1.memberid = t2.memberid join plot_name as t3 on t1.plot_id = t3.plot_id")],
        T=("member", "gardener", "plot_holder",
           "select t1.name, t2.fname from plot as t1 join {t} as t2 on t1.memberid = t2.memberid"),
    ),
    dict(
        db="community_garden", shape="join",
        q="Which member has worked the most hours in total? Give the first and last name.",
        sql="select t1.fname, t1.lname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid group by t1.memberid order by sum(t2.hrs) desc limit 1",
        J=[("work_shift", "hrs",
            "select t1.fname, t1.lname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join work_shift_hrs as t3 on t2.shift_id = t3.shift_id group by t1.memberid order by sum(t3.hrs) desc limit 1"),
           ("member", "Lname",
            "select t1.fname, t3.lname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join member_lname as t3 on t1.memberid = t3.memberid group by t1.memberid order by sum(t2.hrs) desc limit 1")],
    ),
    dict(
        db="community_garden", shape="join", again=True,
        q="Find the first and last name of the member with the largest total of shift hours.",
        sql="select t2.fname, t2.lname from work_shift as t1 join member as t2 on t1.memberid = t2.memberid group by t1.memberid order by sum(t1.hrs) desc limit 1",
        J=[("work_shift", "hrs",
            "select t2.fname, t2.lname from work_shift as t1 join member as t2 on t1.memberid = t2.memberid join work_shift_hrs as t3 on t1.shift_id = t3.shift_id group by t1.memberid order by sum(t3.hrs) desc limit 1")],
    ),
    dict(
        db="community_garden", shape="join",
        q="What are the names of the crops planted on the plot called Long Row?",
        sql="select t3.name from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join crop as t3 on t2.crop_id = t3.id where t1.name = 'Long Row'",
        J=[("plot", "name",
            "select t3.name from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join crop as t3 on t2.crop_id = t3.id join plot_name as t4 on t1.plot_id = t4.plot_id where t4.name = 'Long Row'"),
           ("crop", "name",
            "select t4.name from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join crop as t3 on t2.crop_id = t3.id join crop_name as t4 on t3.id = t4.id where t1.name = 'Long Row'")],
        C=("plot", "name", "plot_name", "label",
           "select t3.name from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join crop as t3 on t2.crop_id = t3.id where t1.{c} = 'Long Row'"),
    ),
    dict(
        db="community_garden", shape="join", again=True,
        q="Which crops have been sown in the Long Row plot?",
        sql="select t1.name from crop as t1 join planting as t2 on t1.id = t2.crop_id join plot as t3 on t2.plot_id = t3.plot_id where t3.name = 'Long Row'",
        J=[("crop", "name",
            "select t4.name from crop as t1 join planting as t2 on t1.id = t2.crop_id join plot as t3 on t2.plot_id = t3.plot_id join crop_name as t4 on t1.id = t4.id where t3.name = 'Long Row'")],
        T=("crop", "vegetable", "plant",
           "select t1.name from {t} as t1 join planting as t2 on t1.id = t2.crop_id join plot as t3 on t2.plot_id = t3.plot_id where t3.name = 'Long Row'"),
    ),
    dict(
        db="community_garden", shape="join",
        q="What is the total weight harvested for each crop? Show the crop name and the total weight.",
        sql="select t3.name, sum(t1.weight_kg) from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join crop as t3 on t2.crop_id = t3.id group by t3.name",
        J=[("harvest", "weight_kg",
            "select t3.name, sum(t4.weight_kg) from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join crop as t3 on t2.crop_id = t3.id join harvest_weight_kg as t4 on t1.harvest_id = t4.harvest_id group by t3.name")],
        C=("harvest", "weight_kg", "weight", "kilograms",
           "select t3.name, sum(t1.{c}) from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join crop as t3 on t2.crop_id = t3.id group by t3.name"),
        P=("crop_harvest_weight_kg",
           "harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join crop as t3 on t2.crop_id = t3.id",
           "t3.name", "t1.weight_kg",
           "select name, sum_weight_kg from crop_harvest_weight_kg"),
    ),
    dict(
        db="community_garden", shape="join", again=True,
        q="For every crop, how many kilograms have been harvested in total? List the crop names with their totals.",
        sql="select t1.name, sum(t3.weight_kg) from crop as t1 join planting as t2 on t1.id = t2.crop_id join harvest as t3 on t2.plantingid = t3.plantingid group by t1.id",
        J=[("crop", "name",
            "select t4.name, sum(t3.weight_kg) from crop as t1 join planting as t2 on t1.id = t2.crop_id join harvest as t3 on t2.plantingid = t3.plantingid join crop_name as t4 on t1.id = t4.id group by t1.id")],
        T=("harvest", "crop_yield", "picking",
           "select t1.name, sum(t3.weight_kg) from crop as t1 join planting as t2 on t1.id = t2.crop_id join {t} as t3 on t2.plantingid = t3.plantingid group by t1.id"),
    ),
    dict(
        db="community_garden", shape="agg",
        q="Which plots have more than one planting? Give the plot name and the number of plantings.",
        sql="select t1.name, count(*) from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id group by t1.plot_id having count(*) > 1",
        J=[("plot", "name",
            "select t3.name, count(*) from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join plot_name as t3 on t1.plot_id = t3.plot_id group by t1.plot_id having count(*) > 1")],
        T=("planting", "sowing", "crop_planting",
           "select t1.name, count(*) from plot as t1 join {t} as t2 on t1.plot_id = t2.plot_id group by t1.plot_id having count(*) > 1"),
    ),
    dict(
        db="community_garden", shape="agg", again=True,
        q="List the names of the plots with at least two plantings, along with how many plantings each has.",
        sql="select t1.name, count(*) from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id group by t1.plot_id having count(*) >= 2",
        J=[("plot", "name",
            "select t3.name, count(*) from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join plot_name as t3 on t1.plot_id = t3.plot_id group by t1.plot_id having count(*) >= 2")],
    ),
    dict(
        db="community_garden", shape="join",
        q="What are the first names of the members who have worked a Composting shift?",
        sql="select distinct t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid where t2.task = 'Composting'",
        J=[("work_shift", "task",
            "select distinct t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join work_shift_task as t3 on t2.shift_id = t3.shift_id where t3.task = 'Composting'"),
           ("member", "Fname",
            "select distinct t3.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join member_fname as t3 on t1.memberid = t3.memberid where t2.task = 'Composting'")],
        C=("work_shift", "task", "job", "activity",
           "select distinct t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid where t2.{c} = 'Composting'"),
        T=("work_shift", "duty", "volunteer_shift",
           "select distinct t1.fname from member as t1 join {t} as t2 on t1.memberid = t2.memberid where t2.task = 'Composting'"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="Which members have done composting? Give their first names.",
        sql="select fname from member where memberid in (select memberid from work_shift where task = 'Composting')",
        J=[("work_shift", "task",
            "select fname from member where memberid in (select t1.memberid from work_shift as t1 join work_shift_task as t2 on t1.shift_id = t2.shift_id where t2.task = 'Composting')")],
    ),
    dict(
        db="community_garden", shape="join",
        q="Give the last names of the members whose plots produced a harvest graded C.",
        sql="select distinct t1.lname from member as t1 join plot as t2 on t1.memberid = t2.memberid join planting as t3 on t2.plot_id = t3.plot_id join harvest as t4 on t3.plantingid = t4.plantingid where t4.quality = 'C'",
        J=[("harvest", "quality",
            "select distinct t1.lname from member as t1 join plot as t2 on t1.memberid = t2.memberid join planting as t3 on t2.plot_id = t3.plot_id join harvest as t4 on t3.plantingid = t4.plantingid join harvest_quality as t5 on t4.harvest_id = t5.harvest_id where t5.quality = 'C'"),
           ("member", "Lname",
            "select distinct t5.lname from member as t1 join plot as t2 on t1.memberid = t2.memberid join planting as t3 on t2.plot_id = t3.plot_id join harvest as t4 on t3.plantingid = t4.plantingid join member_lname as t5 on t1.memberid = t5.memberid where t4.quality = 'C'")],
        C=("harvest", "quality", "grade", "quality_grade",
           "select distinct t1.lname from member as t1 join plot as t2 on t1.memberid = t2.memberid join planting as t3 on t2.plot_id = t3.plot_id join harvest as t4 on t3.plantingid = t4.plantingid where t4.{c} = 'C'"),
    ),
    dict(
        db="community_garden", shape="join", again=True,
        q="Which members rent plots that yielded a C-grade harvest? List their surnames.",
        sql="select distinct t4.lname from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id join member as t4 on t3.memberid = t4.memberid where t1.quality = 'C'",
        J=[("harvest", "quality",
            "select distinct t4.lname from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id join member as t4 on t3.memberid = t4.memberid join harvest_quality as t5 on t1.harvest_id = t5.harvest_id where t5.quality = 'C'")],
        T=("harvest", "crop_yield", "picking",
           "select distinct t4.lname from {t} as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id join member as t4 on t3.memberid = t4.memberid where t1.quality = 'C'"),
    ),
    dict(
        db="community_garden", shape="join",
        q="What is the average harvest weight for each soil type?",
        sql="select t3.soil_type, avg(t1.weight_kg) from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id group by t3.soil_type",
        J=[("harvest", "weight_kg",
            "select t3.soil_type, avg(t4.weight_kg) from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id join harvest_weight_kg as t4 on t1.harvest_id = t4.harvest_id group by t3.soil_type"),
           ("plot", "soil_type",
            "select t4.soil_type, avg(t1.weight_kg) from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id join plot_soil_type as t4 on t3.plot_id = t4.plot_id group by t4.soil_type")],
        C=("harvest", "weight_kg", "weight", "kilograms",
           "select t3.soil_type, avg(t1.{c}) from harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id group by t3.soil_type"),
        P=("plot_harvest_weight_kg",
           "harvest as t1 join planting as t2 on t1.plantingid = t2.plantingid join plot as t3 on t2.plot_id = t3.plot_id",
           "t3.soil_type", "t1.weight_kg",
           "select soil_type, avg_weight_kg from plot_harvest_weight_kg"),
    ),
    dict(
        db="community_garden", shape="join", again=True,
        q="For each kind of soil, what is the mean weight of the harvests picked from plots with that soil?",
        sql="select t1.soil_type, avg(t3.weight_kg) from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join harvest as t3 on t2.plantingid = t3.plantingid group by t1.soil_type",
        J=[("plot", "soil_type",
            "select t4.soil_type, avg(t3.weight_kg) from plot as t1 join planting as t2 on t1.plot_id = t2.plot_id join harvest as t3 on t2.plantingid = t3.plantingid join plot_soil_type as t4 on t1.plot_id = t4.plot_id group by t4.soil_type")],
    ),
    dict(
        db="community_garden", shape="join",
        q="Which crop was sown in the largest quantity in a single planting?",
        sql="select t2.name from planting as t1 join crop as t2 on t1.crop_id = t2.id order by t1.qty desc limit 1",
        J=[("planting", "qty",
            "select t2.name from planting as t1 join crop as t2 on t1.crop_id = t2.id join planting_qty as t3 on t1.plantingid = t3.plantingid order by t3.qty desc limit 1"),
           ("crop", "name",
            "select t3.name from planting as t1 join crop as t2 on t1.crop_id = t2.id join crop_name as t3 on t2.id = t3.id order by t1.qty desc limit 1")],
        C=("planting", "qty", "num_plants", "plant_count",
           "select t2.name from planting as t1 join crop as t2 on t1.crop_id = t2.id order by t1.{c} desc limit 1"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="What is the name of the crop in the planting with the highest number of plants?",
        sql="select t2.name from planting as t1 join crop as t2 on t1.crop_id = t2.id where t1.qty = (select max(qty) from planting)",
        J=[("planting", "qty",
            "select t2.name from planting as t1 join crop as t2 on t1.crop_id = t2.id join planting_qty as t3 on t1.plantingid = t3.plantingid where t3.qty = (select max(qty) from planting_qty)")],
    ),
    dict(
        db="community_garden", shape="nested",
        q="Which members do not rent any plot? Give their first and last names.",
        sql="select fname, lname from member where memberid not in (select memberid from plot)",
        J=[("member", "Lname",
            "select t1.fname, t2.lname from member as t1 join member_lname as t2 on t1.memberid = t2.memberid where t1.memberid not in (select memberid from plot)")],
        T=("plot", "allotment", "garden_plot",
           "select fname, lname from member where memberid not in (select memberid from {t})"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="Find the first and last names of the members who have no plot.",
        sql="select fname, lname from member except select t1.fname, t1.lname from member as t1 join plot as t2 on t1.memberid = t2.memberid",
        J=[("member", "Fname",
            "select t2.fname, t1.lname from member as t1 join member_fname as t2 on t1.memberid = t2.memberid except select t3.fname, t1.lname from member as t1 join plot as t2 on t1.memberid = t2.memberid join member_fname as t3 on t1.memberid = t3.memberid")],
    ),
    dict(
        db="community_garden", shape="nested",
        q="What are the names of the crops that have never been planted?",
        sql="select name from crop where id not in (select crop_id from planting)",
        J=[("crop", "name",
            "select t2.name from crop as t1 join crop_name as t2 on t1.id = t2.id where t1.id not in (select crop_id from planting)")],
        T=("planting", "sowing", "crop_planting",
           "select name from crop where id not in (select crop_id from {t})"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="List the crops that do not appear in any planting.",
        sql="select name from crop except select t1.name from crop as t1 join planting as t2 on t1.id = t2.crop_id",
        J=[("crop", "name",
            "select t2.name from crop as t1 join crop_name as t2 on t1.id = t2.id except select t3.name from crop as t1 join planting as t2 on t1.id = t2.crop_id join crop_name as t3 on t1.id = t3.id")],
    ),
    dict(
        db="community_garden", shape="nested",
        q="Which plots are bigger than the average plot? List their names.",
        sql="select name from plot where size_sqm > (select avg(size_sqm) from plot)",
        J=[("plot", "size_sqm",
            "select t1.name from plot as t1 join plot_size_sqm as t2 on t1.plot_id = t2.plot_id where t2.size_sqm > (select avg(size_sqm) from plot_size_sqm)"),
           ("plot", "name",
            "select t2.name from plot as t1 join plot_name as t2 on t1.plot_id = t2.plot_id where t1.size_sqm > (select avg(size_sqm) from plot)")],
        C=("plot", "size_sqm", "area_sqm", "square_metres",
           "select name from plot where {c} > (select avg({c}) from plot)"),
        T=("plot", "allotment", "garden_plot",
           "select name from {t} where size_sqm > (select avg(size_sqm) from {t})"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="Give the names of the plots whose area is above the average area, in alphabetical order.",
        sql="select name from plot where size_sqm > (select avg(size_sqm) from plot) order by name",
        J=[("plot", "size_sqm",
            "select t1.name from plot as t1 join plot_size_sqm as t2 on t1.plot_id = t2.plot_id where t2.size_sqm > (select avg(size_sqm) from plot_size_sqm) order by t1.name")],
    ),
    dict(
        db="community_garden", shape="nested",
        q="Which soil types are found both in plots with a water tap and in plots without one?",
        sql="select soil_type from plot where has_water = 'Y' intersect select soil_type from plot where has_water = 'N'",
        J=[("plot", "has_water",
            "select t1.soil_type from plot as t1 join plot_has_water as t2 on t1.plot_id = t2.plot_id where t2.has_water = 'Y' intersect select t1.soil_type from plot as t1 join plot_has_water as t2 on t1.plot_id = t2.plot_id where t2.has_water = 'N'"),
           ("plot", "soil_type",
            "select t2.soil_type from plot as t1 join plot_soil_type as t2 on t1.plot_id = t2.plot_id where t1.has_water = 'Y' intersect select t2.soil_type from plot as t1 join plot_soil_type as t2 on t1.plot_id = t2.plot_id where t1.has_water = 'N'")],
        C=("plot", "has_water", "water_tap", "has_tap",
           "select soil_type from plot where {c} = 'Y' intersect select soil_type from plot where {c} = 'N'"),
        T=("plot", "allotment", "garden_plot",
           "select soil_type from {t} where has_water = 'Y' intersect select soil_type from {t} where has_water = 'N'"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="Find the soil types shared by plots lacking water access and plots that have it.",
        sql="select soil_type from plot where has_water = 'N' intersect select soil_type from plot where has_water = 'Y'",
        J=[("plot", "has_water",
            "select t1.soil_type from plot as t1 join plot_has_water as t2 on t1.plot_id = t2.plot_id where t2.has_water = 'N' intersect select t1.soil_type from plot as t1 join plot_has_water as t2 on t1.plot_id = t2.plot_id where t2.has_water = 'Y'")],
    ),
    dict(
        db="community_garden", shape="nested",
        q="Find the first names of the members who have done a Watering shift but never a Weeding shift.",
        sql="select t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid where t2.task = 'Watering' except select t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid where t2.task = 'Weeding'",
        J=[("work_shift", "task",
            "select t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join work_shift_task as t3 on t2.shift_id = t3.shift_id where t3.task = 'Watering' except select t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join work_shift_task as t3 on t2.shift_id = t3.shift_id where t3.task = 'Weeding'"),
           ("member", "Fname",
            "select t3.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join member_fname as t3 on t1.memberid = t3.memberid where t2.task = 'Watering' except select t3.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid join member_fname as t3 on t1.memberid = t3.memberid where t2.task = 'Weeding'")],
        C=("work_shift", "task", "job", "activity",
           "select t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid where t2.{c} = 'Watering' except select t1.fname from member as t1 join work_shift as t2 on t1.memberid = t2.memberid where t2.{c} = 'Weeding'"),
        T=("work_shift", "duty", "volunteer_shift",
           "select t1.fname from member as t1 join {t} as t2 on t1.memberid = t2.memberid where t2.task = 'Watering' except select t1.fname from member as t1 join {t} as t2 on t1.memberid = t2.memberid where t2.task = 'Weeding'"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="Which members have watered but have not weeded? Give their first names.",
        sql="select fname from member where memberid in (select memberid from work_shift where task = 'Watering') and memberid not in (select memberid from work_shift where task = 'Weeding')",
        J=[("work_shift", "task",
            "select fname from member where memberid in (select t1.memberid from work_shift as t1 join work_shift_task as t2 on t1.shift_id = t2.shift_id where t2.task = 'Watering') and memberid not in (select t1.memberid from work_shift as t1 join work_shift_task as t2 on t1.shift_id = t2.shift_id where t2.task = 'Weeding')")],
    ),
    dict(
        db="community_garden", shape="nested",
        q="List the names of the plots that either have clay soil or are rented by a coordinator.",
        sql="select name from plot where soil_type = 'Clay' union select t1.name from plot as t1 join member as t2 on t1.memberid = t2.memberid where t2.is_coordinator = 'Y'",
        J=[("member", "is_coordinator",
            "select name from plot where soil_type = 'Clay' union select t1.name from plot as t1 join member as t2 on t1.memberid = t2.memberid join member_is_coordinator as t3 on t2.memberid = t3.memberid where t3.is_coordinator = 'Y'"),
           ("plot", "soil_type",
            "select t1.name from plot as t1 join plot_soil_type as t2 on t1.plot_id = t2.plot_id where t2.soil_type = 'Clay' union select t1.name from plot as t1 join member as t2 on t1.memberid = t2.memberid where t2.is_coordinator = 'Y'")],
        C=("member", "is_coordinator", "coordinator", "is_organiser",
           "select name from plot where soil_type = 'Clay' union select t1.name from plot as t1 join member as t2 on t1.memberid = t2.memberid where t2.{c} = 'Y'"),
    ),
    dict(
        db="community_garden", shape="nested", again=True,
        q="Show the names of the plots rented by coordinators, as well as those with clay soil.",
        sql="select t1.name from plot as t1 join member as t2 on t1.memberid = t2.memberid where t2.is_coordinator = 'Y' union select name from plot where soil_type = 'Clay'",
        J=[("member", "is_coordinator",
            "select t1.name from plot as t1 join member as t2 on t1.memberid = t2.memberid join member_is_coordinator as t3 on t2.memberid = t3.memberid where t3.is_coordinator = 'Y' union select name from plot where soil_type = 'Clay'")],
    ),
    # ------------------------------------------------------------------ craft_brewery
    dict(
        db="craft_brewery", shape="simple",
        q="List the names of the beers whose alcohol content is between 5 and 6 percent.",
        sql="select name from beer where abv between 5 and 6",
        J=[("beer", "abv",
            "select t1.name from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid where t2.abv between 5 and 6"),
           ("beer", "name",
            "select t2.name from beer as t1 join beer_name as t2 on t1.beerid = t2.beerid where t1.abv between 5 and 6")],
        C=("beer", "abv", "alcohol_pct", "strength",
           "select name from beer where {c} between 5 and 6"),
        T=("beer", "brew", "ale",
           "select name from {t} where abv between 5 and 6"),
    ),
    dict(
        db="craft_brewery", shape="simple", again=True,
        q="Which beers have a strength of at least 5% and at most 6%? Give their names.",
        sql="select name from beer where abv >= 5 and abv <= 6",
        J=[("beer", "abv",
            "select t1.name from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid where t2.abv >= 5 and t2.abv <= 6")],
    ),
    dict(
        db="craft_brewery", shape="simple",
        q="What is the name of the strongest beer?",
        sql="select name from beer order by abv desc limit 1",
        J=[("beer", "abv",
            "select t1.name from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid order by t2.abv desc limit 1"),
           ("beer", "name",
            "select t2.name from beer as t1 join beer_name as t2 on t1.beerid = t2.beerid order by t1.abv desc limit 1")],
        C=("beer", "abv", "alcohol_pct", "strength",
           "select name from beer order by {c} desc limit 1"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="Which beer has the highest ABV? Return its name.",
        sql="select name from beer where abv = (select max(abv) from beer)",
        J=[("beer", "abv",
            "select t1.name from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid where t2.abv = (select max(abv) from beer_abv)")],
    ),
    dict(
        db="craft_brewery", shape="simple",
        q="Show the names and seat counts of the taprooms in Leeds or York, in descending order of seats.",
        sql="select name, seats from taproom where city = 'Leeds' or city = 'York' order by seats desc",
        J=[("taproom", "city",
            "select t1.name, t1.seats from taproom as t1 join taproom_city as t2 on t1.id = t2.id where t2.city = 'Leeds' or t2.city = 'York' order by t1.seats desc"),
           ("taproom", "seats",
            "select t1.name, t2.seats from taproom as t1 join taproom_seats as t2 on t1.id = t2.id where t1.city = 'Leeds' or t1.city = 'York' order by t2.seats desc")],
        C=("taproom", "seats", "capacity", "num_seats",
           "select name, {c} from taproom where city = 'Leeds' or city = 'York' order by {c} desc"),
        T=("taproom", "tap_house", "bar",
           "select name, seats from {t} where city = 'Leeds' or city = 'York' order by seats desc"),
    ),
    dict(
        db="craft_brewery", shape="simple", again=True,
        q="For the taprooms located in York or Leeds, list each one's name and number of seats, largest first.",
        sql="select name, seats from taproom where city in ('York', 'Leeds') order by seats desc",
        J=[("taproom", "city",
            "select t1.name, t1.seats from taproom as t1 join taproom_city as t2 on t1.id = t2.id where t2.city in ('York', 'Leeds') order by t1.seats desc")],
    ),
    dict(
        db="craft_brewery", shape="agg",
        q="What is the average alcohol content of the seasonal and of the non-seasonal beers?",
        sql="select is_seasonal, avg(abv) from beer group by is_seasonal",
        J=[("beer", "abv",
            "select t1.is_seasonal, avg(t2.abv) from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid group by t1.is_seasonal"),
           ("beer", "is_seasonal",
            "select t2.is_seasonal, avg(t1.abv) from beer as t1 join beer_is_seasonal as t2 on t1.beerid = t2.beerid group by t2.is_seasonal")],
        C=("beer", "abv", "alcohol_pct", "strength",
           "select is_seasonal, avg({c}) from beer group by is_seasonal"),
        P=("beer_abv", "beer", "is_seasonal", "abv",
           "select is_seasonal, avg_abv from beer_abv"),
    ),
    dict(
        db="craft_brewery", shape="agg", again=True,
        q="Give the average ABV and the seasonal flag for each group of beers, seasonal or not.",
        sql="select avg(abv), is_seasonal from beer group by is_seasonal",
        J=[("beer", "abv",
            "select avg(t2.abv), t1.is_seasonal from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid group by t1.is_seasonal")],
        T=("beer", "brew", "ale",
           "select avg(abv), is_seasonal from {t} group by is_seasonal"),
    ),
    dict(
        db="craft_brewery", shape="agg",
        q="Which head brewers have brewed more than three batches?",
        sql="select head_brewer from batch group by head_brewer having count(*) > 3",
        T=("batch", "brew_run", "brewing",
           "select head_brewer from {t} group by head_brewer having count(*) > 3"),
    ),
    dict(
        db="craft_brewery", shape="agg", again=True,
        q="List the head brewers responsible for at least four batches.",
        sql="select head_brewer from batch group by head_brewer having count(*) >= 4",
    ),
    dict(
        db="craft_brewery", shape="agg",
        q="What is the total volume brewed for each batch status?",
        sql="select status, sum(vol_l) from batch group by status",
        J=[("batch", "vol_l",
            "select t1.status, sum(t2.vol_l) from batch as t1 join batch_vol_l as t2 on t1.batch_no = t2.batch_no group by t1.status"),
           ("batch", "status",
            "select t2.status, sum(t1.vol_l) from batch as t1 join batch_status as t2 on t1.batch_no = t2.batch_no group by t2.status")],
        C=("batch", "vol_l", "litres", "volume_litres",
           "select status, sum({c}) from batch group by status"),
        P=("batch_vol_l", "batch", "status", "vol_l",
           "select status, sum_vol_l from batch_vol_l"),
    ),
    dict(
        db="craft_brewery", shape="agg", again=True,
        q="For each status, how many litres are in the batches with that status? Order the result by status.",
        sql="select status, sum(vol_l) from batch group by status order by status",
        J=[("batch", "vol_l",
            "select t1.status, sum(t2.vol_l) from batch as t1 join batch_vol_l as t2 on t1.batch_no = t2.batch_no group by t1.status order by t1.status")],
        T=("batch", "brew_run", "brewing",
           "select status, sum(vol_l) from {t} group by status order by status"),
    ),
    dict(
        db="craft_brewery", shape="agg",
        q="How many different beers have been ordered?",
        sql="select count(distinct beerid) from order_line",
        T=("order_line", "order_item", "line_item",
           "select count(distinct beerid) from {t}"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="Count the beers that appear on at least one order line.",
        sql="select count(*) from beer where beerid in (select beerid from order_line)",
    ),
    dict(
        db="craft_brewery", shape="agg",
        q="What is the average credit limit for each type of customer?",
        sql="select cust_type, avg(credit_limit) from customer group by cust_type",
        J=[("customer", "credit_limit",
            "select t1.cust_type, avg(t2.credit_limit) from customer as t1 join customer_credit_limit as t2 on t1.cust_id = t2.cust_id group by t1.cust_type"),
           ("customer", "cust_type",
            "select t2.cust_type, avg(t1.credit_limit) from customer as t1 join customer_cust_type as t2 on t1.cust_id = t2.cust_id group by t2.cust_type")],
        C=("customer", "credit_limit", "credit", "max_credit",
           "select cust_type, avg({c}) from customer group by cust_type"),
        T=("customer", "client", "account",
           "select cust_type, avg(credit_limit) from {t} group by cust_type"),
        P=("customer_credit_limit", "customer", "cust_type", "credit_limit",
           "select cust_type, avg_credit_limit from customer_credit_limit"),
    ),
    dict(
        db="craft_brewery", shape="agg", again=True,
        q="Show the mean credit limit and the customer type for every customer type.",
        sql="select avg(credit_limit), cust_type from customer group by cust_type",
        J=[("customer", "credit_limit",
            "select avg(t2.credit_limit), t1.cust_type from customer as t1 join customer_credit_limit as t2 on t1.cust_id = t2.cust_id group by t1.cust_type")],
    ),
    dict(
        db="craft_brewery", shape="agg",
        q="Which cities have more than two customers?",
        sql="select city from customer group by city having count(*) > 2",
        T=("customer", "client", "account",
           "select city from {t} group by city having count(*) > 2"),
    ),
    dict(
        db="craft_brewery", shape="agg", again=True,
        q="Find the cities with at least three customers.",
        sql="select city from customer group by city having count(*) >= 3",
    ),
    dict(
        db="craft_brewery", shape="join",
        q="Show the name of each beer together with the name of its style.",
        sql="select t1.name, t2.style_name from beer as t1 join style as t2 on t1.style_id = t2.style_id",
        J=[("beer", "name",
            "select t3.name, t2.style_name from beer as t1 join style as t2 on t1.style_id = t2.style_id join beer_name as t3 on t1.beerid = t3.beerid"),
           ("style", "style_name",
            "select t1.name, t3.style_name from beer as t1 join style as t2 on t1.style_id = t2.style_id join style_style_name as t3 on t2.style_id = t3.style_id")],
        T=("beer", "brew", "ale",
           "select t1.name, t2.style_name from {t} as t1 join style as t2 on t1.style_id = t2.style_id"),
    ),
    dict(
        db="craft_brewery", shape="join", again=True,
        q="For every style, list the style name and the names of the beers brewed in that style.",
        sql="select t1.style_name, t2.name from style as t1 join beer as t2 on t1.style_id = t2.style_id",
        J=[("style", "style_name",
            "select t3.style_name, t2.name from style as t1 join beer as t2 on t1.style_id = t2.style_id join style_style_name as t3 on t1.style_id = t3.style_id")],
        T=("style", "beer_style", "category",
           "select t1.style_name, t2.name from {t} as t1 join beer as t2 on t1.style_id = t2.style_id"),
    ),
    dict(
        db="craft_brewery", shape="join",
        q="Which style has the most beers? Give the style name.",
        sql="select t2.style_name from beer as t1 join style as t2 on t1.style_id = t2.style_id group by t1.style_id order by count(*) desc limit 1",
        J=[("style", "style_name",
            "select t3.style_name from beer as t1 join style as t2 on t1.style_id = t2.style_id join style_style_name as t3 on t2.style_id = t3.style_id group by t1.style_id order by count(*) desc limit 1")],
        C=("style", "style_name", "style_label", "category_name",
           "select t2.{c} from beer as t1 join style as t2 on t1.style_id = t2.style_id group by t1.style_id order by count(*) desc limit 1"),
    ),
    dict(
        db="craft_brewery", shape="join", again=True,
        q="Name the beer style with the largest number of beers.",
        sql="select t1.style_name from style as t1 join beer as t2 on t1.style_id = t2.style_id group by t1.style_id order by count(*) desc limit 1",
        J=[("style", "style_name",
            "select t3.style_name from style as t1 join beer as t2 on t1.style_id = t2.style_id join style_style_name as t3 on t1.style_id = t3.style_id group by t1.style_id order by count(*) desc limit 1")],
    ),
    dict(
        db="craft_brewery", shape="join",
        q="What is the total quantity ordered of each beer? Show the beer name and the total.",
        sql="select t1.name, sum(t2.qty) from beer as t1 join order_line as t2 on t1.beerid = t2.beerid group by t1.beerid",
        J=[("order_line", "qty",
            "select t1.name, sum(t3.qty) from beer as t1 join order_line as t2 on t1.beerid = t2.beerid join order_line_qty as t3 on t2.line_id = t3.line_id group by t1.beerid"),
           ("beer", "name",
            "select t3.name, sum(t2.qty) from beer as t1 join order_line as t2 on t1.beerid = t2.beerid join beer_name as t3 on t1.beerid = t3.beerid group by t1.beerid")],
        C=("order_line", "qty", "quantity", "cases",
           "select t1.name, sum(t2.{c}) from beer as t1 join order_line as t2 on t1.beerid = t2.beerid group by t1.beerid"),
        P=("beer_order_line_qty",
           "beer as t1 join order_line as t2 on t1.beerid = t2.beerid", "t1.name", "t2.qty",
           "select name, sum_qty from beer_order_line_qty"),
    ),
    dict(
        db="craft_brewery", shape="join", again=True,
        q="For each beer that has been ordered, give its name and the number of units ordered in total.",
        sql="select t2.name, sum(t1.qty) from order_line as t1 join beer as t2 on t1.beerid = t2.beerid group by t2.name",
        J=[("order_line", "qty",
            "select t2.name, sum(t3.qty) from order_line as t1 join beer as t2 on t1.beerid = t2.beerid join order_line_qty as t3 on t1.line_id = t3.line_id group by t2.name")],
        T=("order_line", "order_item", "line_item",
           "select t2.name, sum(t1.qty) from {t} as t1 join beer as t2 on t1.beerid = t2.beerid group by t2.name"),
    ),
    dict(
        db="craft_brewery", shape="join",
        q="Which customer has placed the most orders? Give the customer's name.",
        sql="select t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id group by t1.cust_id order by count(*) desc limit 1",
        J=[("customer", "name",
            "select t3.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join customer_name as t3 on t1.cust_id = t3.cust_id group by t1.cust_id order by count(*) desc limit 1")],
    ),
    dict(
        db="craft_brewery", shape="join", again=True,
        q="Find the name of the customer with the largest number of orders.",
        sql="select t2.name from orders as t1 join customer as t2 on t1.cust_id = t2.cust_id group by t1.cust_id order by count(*) desc limit 1",
        J=[("customer", "name",
            "select t3.name from orders as t1 join customer as t2 on t1.cust_id = t2.cust_id join customer_name as t3 on t2.cust_id = t3.cust_id group by t1.cust_id order by count(*) desc limit 1")],
        C=("customer", "name", "customer_name", "business_name",
           "select t2.{c} from orders as t1 join customer as t2 on t1.cust_id = t2.cust_id group by t1.cust_id order by count(*) desc limit 1"),
    ),
    dict(
        db="craft_brewery", shape="join",
        q="List the names of the beers ordered by the customer Red Lion Inn.",
        sql="select distinct t4.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid where t1.name = 'Red Lion Inn'",
        J=[("customer", "name",
            "select distinct t4.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid join customer_name as t5 on t1.cust_id = t5.cust_id where t5.name = 'Red Lion Inn'"),
           ("beer", "name",
            "select distinct t5.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid join beer_name as t5 on t4.beerid = t5.beerid where t1.name = 'Red Lion Inn'")],
        C=("customer", "name", "customer_name", "business_name",
           "select distinct t4.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid where t1.{c} = 'Red Lion Inn'"),
    ),
    dict(
        db="craft_brewery", shape="join", again=True,
        q="Which beers has Red Lion Inn ordered? Give the beer names.",
        sql="select distinct t1.name from beer as t1 join order_line as t2 on t1.beerid = t2.beerid join orders as t3 on t2.order_id = t3.order_id join customer as t4 on t3.cust_id = t4.cust_id where t4.name = 'Red Lion Inn'",
        J=[("beer", "name",
            "select distinct t5.name from beer as t1 join order_line as t2 on t1.beerid = t2.beerid join orders as t3 on t2.order_id = t3.order_id join customer as t4 on t3.cust_id = t4.cust_id join beer_name as t5 on t1.beerid = t5.beerid where t4.name = 'Red Lion Inn'")],
    ),
    dict(
        db="craft_brewery", shape="agg",
        q="Which beers have been brewed in at least two batches? Show the beer name and the number of batches.",
        sql="select t1.name, count(*) from beer as t1 join batch as t2 on t1.beerid = t2.beerid group by t1.beerid having count(*) >= 2",
        J=[("beer", "name",
            "select t3.name, count(*) from beer as t1 join batch as t2 on t1.beerid = t2.beerid join beer_name as t3 on t1.beerid = t3.beerid group by t1.beerid having count(*) >= 2")],
        T=("batch", "brew_run", "brewing",
           "select t1.name, count(*) from beer as t1 join {t} as t2 on t1.beerid = t2.beerid group by t1.beerid having count(*) >= 2"),
    ),
    dict(
        db="craft_brewery", shape="agg", again=True,
        q="List the names of the beers with more than one batch, and the batch count of each.",
        sql="select t1.name, count(*) from beer as t1 join batch as t2 on t1.beerid = t2.beerid group by t1.beerid having count(*) > 1",
        J=[("beer", "name",
            "select t3.name, count(*) from beer as t1 join batch as t2 on t1.beerid = t2.beerid join beer_name as t3 on t1.beerid = t3.beerid group by t1.beerid having count(*) > 1")],
    ),
    dict(
        db="craft_brewery", shape="join",
        q="What is the average price of the beers in each style? List the style name and the average price.",
        sql="select t2.style_name, avg(t1.unit_cost) from beer as t1 join style as t2 on t1.style_id = t2.style_id group by t2.style_name",
        J=[("beer", "unit_cost",
            "select t2.style_name, avg(t3.unit_cost) from beer as t1 join style as t2 on t1.style_id = t2.style_id join beer_unit_cost as t3 on t1.beerid = t3.beerid group by t2.style_name"),
           ("style", "style_name",
            "select t3.style_name, avg(t1.unit_cost) from beer as t1 join style as t2 on t1.style_id = t2.style_id join style_style_name as t3 on t2.style_id = t3.style_id group by t3.style_name")],
        C=("beer", "unit_cost", "price", "list_price",
           "select t2.style_name, avg(t1.{c}) from beer as t1 join style as t2 on t1.style_id = t2.style_id group by t2.style_name"),
        P=("style_beer_unit_cost",
           "beer as t1 join style as t2 on t1.style_id = t2.style_id", "t2.style_name", "t1.unit_cost",
           "select style_name, avg_unit_cost from style_beer_unit_cost"),
    ),
    dict(
        db="craft_brewery", shape="join", again=True,
        q="For every beer style, give its name and the mean price of its beers.",
        sql="select t1.style_name, avg(t2.unit_cost) from style as t1 join beer as t2 on t1.style_id = t2.style_id group by t1.style_id",
        J=[("beer", "unit_cost",
            "select t1.style_name, avg(t3.unit_cost) from style as t1 join beer as t2 on t1.style_id = t2.style_id join beer_unit_cost as t3 on t2.beerid = t3.beerid group by t1.style_id")],
        T=("beer", "brew", "ale",
           "select t1.style_name, avg(t2.unit_cost) from style as t1 join {t} as t2 on t1.style_id = t2.style_id group by t1.style_id"),
    ),
    dict(
        db="craft_brewery", shape="join",
        q="Which customers have ordered a beer of the Stout style? Give their names.",
        sql="select distinct t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid join style as t5 on t4.style_id = t5.style_id where t5.style_name = 'Stout'",
        J=[("style", "style_name",
            "select distinct t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid join style as t5 on t4.style_id = t5.style_id join style_style_name as t6 on t5.style_id = t6.style_id where t6.style_name = 'Stout'"),
           ("customer", "name",
            "select distinct t6.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid join style as t5 on t4.style_id = t5.style_id join customer_name as t6 on t1.cust_id = t6.cust_id where t5.style_name = 'Stout'")],
        C=("style", "style_name", "style_label", "category_name",
           "select distinct t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join order_line as t3 on t2.order_id = t3.order_id join beer as t4 on t3.beerid = t4.beerid join style as t5 on t4.style_id = t5.style_id where t5.{c} = 'Stout'"),
    ),
    dict(
        db="craft_brewery", shape="join", again=True,
        q="Find the names of the customers who bought stout.",
        sql="select distinct t5.name from style as t1 join beer as t2 on t1.style_id = t2.style_id join order_line as t3 on t2.beerid = t3.beerid join orders as t4 on t3.order_id = t4.order_id join customer as t5 on t4.cust_id = t5.cust_id where t1.style_name = 'Stout'",
        J=[("style", "style_name",
            "select distinct t5.name from style as t1 join beer as t2 on t1.style_id = t2.style_id join order_line as t3 on t2.beerid = t3.beerid join orders as t4 on t3.order_id = t4.order_id join customer as t5 on t4.cust_id = t5.cust_id join style_style_name as t6 on t1.style_id = t6.style_id where t6.style_name = 'Stout'")],
    ),
    dict(
        db="craft_brewery", shape="join",
        q="Show the names of the taprooms that handled orders from pubs.",
        sql="select distinct t1.name from taproom as t1 join orders as t2 on t1.id = t2.taproom_id join customer as t3 on t2.cust_id = t3.cust_id where t3.cust_type = 'Pub'",
        J=[("customer", "cust_type",
            "select distinct t1.name from taproom as t1 join orders as t2 on t1.id = t2.taproom_id join customer as t3 on t2.cust_id = t3.cust_id join customer_cust_type as t4 on t3.cust_id = t4.cust_id where t4.cust_type = 'Pub'"),
           ("taproom", "name",
            "select distinct t4.name from taproom as t1 join orders as t2 on t1.id = t2.taproom_id join customer as t3 on t2.cust_id = t3.cust_id join taproom_name as t4 on t1.id = t4.id where t3.cust_type = 'Pub'")],
        C=("customer", "cust_type", "business_type", "category",
           "select distinct t1.name from taproom as t1 join orders as t2 on t1.id = t2.taproom_id join customer as t3 on t2.cust_id = t3.cust_id where t3.{c} = 'Pub'"),
        T=("orders", "purchase", "sales_order",
           "select distinct t1.name from taproom as t1 join {t} as t2 on t1.id = t2.taproom_id join customer as t3 on t2.cust_id = t3.cust_id where t3.cust_type = 'Pub'"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="Which taprooms fulfilled orders placed by pub customers? List their names.",
        sql="select name from taproom where id in (select t1.taproom_id from orders as t1 join customer as t2 on t1.cust_id = t2.cust_id where t2.cust_type = 'Pub')",
        J=[("customer", "cust_type",
            "select name from taproom where id in (select t1.taproom_id from orders as t1 join customer as t2 on t1.cust_id = t2.cust_id join customer_cust_type as t3 on t2.cust_id = t3.cust_id where t3.cust_type = 'Pub')")],
    ),
    dict(
        db="craft_brewery", shape="nested",
        q="Which beers have never been ordered? List their names.",
        sql="select name from beer where beerid not in (select beerid from order_line)",
        J=[("beer", "name",
            "select t2.name from beer as t1 join beer_name as t2 on t1.beerid = t2.beerid where t1.beerid not in (select beerid from order_line)")],
        T=("order_line", "order_item", "line_item",
           "select name from beer where beerid not in (select beerid from {t})"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="Give me the names of the beers that no order line includes.",
        sql="select name from beer except select t1.name from beer as t1 join order_line as t2 on t1.beerid = t2.beerid",
        J=[("beer", "name",
            "select t2.name from beer as t1 join beer_name as t2 on t1.beerid = t2.beerid except select t3.name from beer as t1 join order_line as t2 on t1.beerid = t2.beerid join beer_name as t3 on t1.beerid = t3.beerid")],
    ),
    dict(
        db="craft_brewery", shape="nested",
        q="Which beers cost more than the average beer price? Give their names and prices.",
        sql="select name, unit_cost from beer where unit_cost > (select avg(unit_cost) from beer)",
        J=[("beer", "unit_cost",
            "select t1.name, t2.unit_cost from beer as t1 join beer_unit_cost as t2 on t1.beerid = t2.beerid where t2.unit_cost > (select avg(unit_cost) from beer_unit_cost)"),
           ("beer", "name",
            "select t2.name, t1.unit_cost from beer as t1 join beer_name as t2 on t1.beerid = t2.beerid where t1.unit_cost > (select avg(unit_cost) from beer)")],
        C=("beer", "unit_cost", "price", "list_price",
           "select name, {c} from beer where {c} > (select avg({c}) from beer)"),
        T=("beer", "brew", "ale",
           "select name, unit_cost from {t} where unit_cost > (select avg(unit_cost) from {t})"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="List the name and price of every beer priced above the average, from the most expensive down.",
        sql="select name, unit_cost from beer where unit_cost > (select avg(unit_cost) from beer) order by unit_cost desc",
        J=[("beer", "unit_cost",
            "select t1.name, t2.unit_cost from beer as t1 join beer_unit_cost as t2 on t1.beerid = t2.beerid where t2.unit_cost > (select avg(unit_cost) from beer_unit_cost) order by t2.unit_cost desc")],
    ),
    dict(
        db="craft_brewery", shape="nested",
        q="Which cities have both a taproom and a customer?",
        sql="select city from taproom intersect select city from customer",
        T=("taproom", "tap_house", "bar",
           "select city from {t} intersect select city from customer"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="Find the cities where the brewery has customers and also a taproom.",
        sql="select city from customer intersect select city from taproom",
    ),
    dict(
        db="craft_brewery", shape="nested",
        q="Which customers have had an order delivered but have no pending orders? Give their names.",
        sql="select t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id where t2.status = 'Delivered' except select t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id where t2.status = 'Pending'",
        J=[("orders", "status",
            "select t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join orders_status as t3 on t2.order_id = t3.order_id where t3.status = 'Delivered' except select t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join orders_status as t3 on t2.order_id = t3.order_id where t3.status = 'Pending'"),
           ("customer", "name",
            "select t3.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join customer_name as t3 on t1.cust_id = t3.cust_id where t2.status = 'Delivered' except select t3.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id join customer_name as t3 on t1.cust_id = t3.cust_id where t2.status = 'Pending'")],
        C=("orders", "status", "order_status", "state",
           "select t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id where t2.{c} = 'Delivered' except select t1.name from customer as t1 join orders as t2 on t1.cust_id = t2.cust_id where t2.{c} = 'Pending'"),
        T=("orders", "purchase", "sales_order",
           "select t1.name from customer as t1 join {t} as t2 on t1.cust_id = t2.cust_id where t2.status = 'Delivered' except select t1.name from customer as t1 join {t} as t2 on t1.cust_id = t2.cust_id where t2.status = 'Pending'"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="Find the names of the customers with at least one delivered order and not a single pending one.",
        sql="select name from customer where cust_id in (select cust_id from orders where status = 'Delivered') and cust_id not in (select cust_id from orders where status = 'Pending')",
        J=[("orders", "status",
            "select name from customer where cust_id in (select t1.cust_id from orders as t1 join orders_status as t2 on t1.order_id = t2.order_id where t2.status = 'Delivered') and cust_id not in (select t1.cust_id from orders as t1 join orders_status as t2 on t1.order_id = t2.order_id where t2.status = 'Pending')")],
    ),
    dict(
        db="craft_brewery", shape="nested",
        q="List the names of the beers that are either seasonal or stronger than 7 percent.",
        sql="select name from beer where is_seasonal = 'Y' union select name from beer where abv > 7",
        J=[("beer", "is_seasonal",
            "select t1.name from beer as t1 join beer_is_seasonal as t2 on t1.beerid = t2.beerid where t2.is_seasonal = 'Y' union select name from beer where abv > 7"),
           ("beer", "abv",
            "select name from beer where is_seasonal = 'Y' union select t1.name from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid where t2.abv > 7")],
        C=("beer", "abv", "alcohol_pct", "strength",
           "select name from beer where is_seasonal = 'Y' union select name from beer where {c} > 7"),
    ),
    dict(
        db="craft_brewery", shape="nested", again=True,
        q="Show the beers with an ABV above 7, together with all the seasonal beers.",
        sql="select name from beer where abv > 7 union select name from beer where is_seasonal = 'Y'",
        J=[("beer", "abv",
            "select t1.name from beer as t1 join beer_abv as t2 on t1.beerid = t2.beerid where t2.abv > 7 union select name from beer where is_seasonal = 'Y'")],
    ),
    # ------------------------------------------------------------------ mountain_rescue
    dict(
        db="mountain_rescue", shape="simple",
        q="List the first and last names of all volunteers whose role is Paramedic.",
        sql="select fname, lname from volunteer where role = 'Paramedic'",
        J=[("volunteer", "role",
            "select t1.fname, t1.lname from volunteer as t1 join volunteer_role as t2 on t1.vol_id = t2.vol_id where t2.role = 'Paramedic'"),
           ("volunteer", "Lname",
            "select t1.fname, t2.lname from volunteer as t1 join volunteer_lname as t2 on t1.vol_id = t2.vol_id where t1.role = 'Paramedic'")],
        C=("volunteer", "role", "position", "rescue_role",
           "select fname, lname from volunteer where {c} = 'Paramedic'"),
        T=("volunteer", "rescuer", "team_member",
           "select fname, lname from {t} where role = 'Paramedic'"),
    ),
    dict(
        db="mountain_rescue", shape="simple", again=True,
        q="Who are the paramedics among the rescuers? Give their surnames and first names.",
        sql="select lname, fname from volunteer where role = 'Paramedic'",
        J=[("volunteer", "Fname",
            "select t1.lname, t2.fname from volunteer as t1 join volunteer_fname as t2 on t1.vol_id = t2.vol_id where t1.role = 'Paramedic'")],
    ),
    dict(
        db="mountain_rescue", shape="simple",
        q="How many incidents had a severity of 4 or higher?",
        sql="select count(*) from incident where severity >= 4",
        C=("incident", "severity", "severity_level", "grade",
           "select count(*) from incident where {c} >= 4"),
        T=("incident", "callout", "rescue",
           "select count(*) from {t} where severity >= 4"),
    ),
    dict(
        db="mountain_rescue", shape="simple", again=True,
        q="Count the incidents whose severity level is above 3.",
        sql="select count(*) from incident where severity > 3",
    ),
    dict(
        db="mountain_rescue", shape="simple",
        q="Which volunteer has the most years of service? Give the first and last name.",
        sql="select fname, lname from volunteer order by yrs_service desc limit 1",
        J=[("volunteer", "yrs_service",
            "select t1.fname, t1.lname from volunteer as t1 join volunteer_yrs_service as t2 on t1.vol_id = t2.vol_id order by t2.yrs_service desc limit 1"),
           ("volunteer", "Fname",
            "select t2.fname, t1.lname from volunteer as t1 join volunteer_fname as t2 on t1.vol_id = t2.vol_id order by t1.yrs_service desc limit 1")],
        C=("volunteer", "yrs_service", "years_served", "service_years",
           "select fname, lname from volunteer order by {c} desc limit 1"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Find the first and last name of the longest-serving volunteer.",
        sql="select fname, lname from volunteer where yrs_service = (select max(yrs_service) from volunteer)",
        J=[("volunteer", "yrs_service",
            "select t1.fname, t1.lname from volunteer as t1 join volunteer_yrs_service as t2 on t1.vol_id = t2.vol_id where t2.yrs_service = (select max(yrs_service) from volunteer_yrs_service)")],
    ),
    dict(
        db="mountain_rescue", shape="agg",
        q="What is the average duration of the incidents at each severity level?",
        sql="select severity, avg(duration_hrs) from incident group by severity",
        J=[("incident", "duration_hrs",
            "select t1.severity, avg(t2.duration_hrs) from incident as t1 join incident_duration_hrs as t2 on t1.incident_id = t2.incident_id group by t1.severity"),
           ("incident", "severity",
            "select t2.severity, avg(t1.duration_hrs) from incident as t1 join incident_severity as t2 on t1.incident_id = t2.incident_id group by t2.severity")],
        C=("incident", "duration_hrs", "hours", "length_hrs",
           "select severity, avg({c}) from incident group by severity"),
        T=("incident", "callout", "rescue",
           "select severity, avg(duration_hrs) from {t} group by severity"),
        P=("incident_duration_hrs", "incident", "severity", "duration_hrs",
           "select severity, avg_duration_hrs from incident_duration_hrs"),
    ),
    dict(
        db="mountain_rescue", shape="agg", again=True,
        q="For every severity level, give the mean incident duration, ordered by severity.",
        sql="select severity, avg(duration_hrs) from incident group by severity order by severity",
        J=[("incident", "duration_hrs",
            "select t1.severity, avg(t2.duration_hrs) from incident as t1 join incident_duration_hrs as t2 on t1.incident_id = t2.incident_id group by t1.severity order by t1.severity")],
        P=("incident_duration_hrs", "incident", "severity", "duration_hrs",
           "select severity, avg_duration_hrs from incident_duration_hrs order by severity"),
    ),
    dict(
        db="mountain_rescue", shape="agg",
        q="Which incident types have occurred more than twice?",
        sql="select incident_type from incident group by incident_type having count(*) > 2",
        T=("incident", "callout", "rescue",
           "select incident_type from {t} group by incident_type having count(*) > 2"),
    ),
    dict(
        db="mountain_rescue", shape="agg", again=True,
        q="List the incident types with at least three recorded incidents.",
        sql="select incident_type from incident group by incident_type having count(*) >= 3",
    ),
    dict(
        db="mountain_rescue", shape="agg",
        q="What are the highest and lowest unit costs of the equipment?",
        sql="select max(unit_cost), min(unit_cost) from equipment",
        C=("equipment", "unit_cost", "price", "cost_each",
           "select max({c}), min({c}) from equipment"),
        T=("equipment", "gear", "kit",
           "select max(unit_cost), min(unit_cost) from {t}"),
        P=("equipment_unit_cost", "equipment", None, "unit_cost",
           "select max_unit_cost, min_unit_cost from equipment_unit_cost"),
    ),
    dict(
        db="mountain_rescue", shape="agg", again=True,
        q="Give the cheapest and the most expensive unit price of any equipment item.",
        sql="select min(unit_cost), max(unit_cost) from equipment",
        P=("equipment_unit_cost", "equipment", None, "unit_cost",
           "select min_unit_cost, max_unit_cost from equipment_unit_cost"),
    ),
    dict(
        db="mountain_rescue", shape="agg",
        q="How many different volunteers have responded to at least one incident?",
        sql="select count(distinct vol_id) from incident_responder",
        T=("incident_responder", "callout_crew", "responder",
           "select count(distinct vol_id) from {t}"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Count the volunteers who have attended some incident.",
        sql="select count(*) from volunteer where vol_id in (select vol_id from incident_responder)",
    ),
    dict(
        db="mountain_rescue", shape="agg",
        q="For each item, what is the total quantity held across all bases?",
        sql="select item_name, sum(qty) from equipment group by item_name",
        J=[("equipment", "qty",
            "select t1.item_name, sum(t2.qty) from equipment as t1 join equipment_qty as t2 on t1.equip_id = t2.equip_id group by t1.item_name"),
           ("equipment", "item_name",
            "select t2.item_name, sum(t1.qty) from equipment as t1 join equipment_item_name as t2 on t1.equip_id = t2.equip_id group by t2.item_name")],
        C=("equipment", "qty", "quantity", "units",
           "select item_name, sum({c}) from equipment group by item_name"),
        P=("equipment_qty", "equipment", "item_name", "qty",
           "select item_name, sum_qty from equipment_qty"),
    ),
    dict(
        db="mountain_rescue", shape="agg", again=True,
        q="Show the total number of units and the item name for every kind of equipment.",
        sql="select sum(qty), item_name from equipment group by item_name",
        J=[("equipment", "qty",
            "select sum(t2.qty), t1.item_name from equipment as t1 join equipment_qty as t2 on t1.equip_id = t2.equip_id group by t1.item_name")],
        T=("equipment", "gear", "kit",
           "select sum(qty), item_name from {t} group by item_name"),
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="Show the first name of each volunteer and the name of the team they belong to.",
        sql="select t1.fname, t2.name from volunteer as t1 join team as t2 on t1.teamid = t2.teamid",
        J=[("volunteer", "Fname",
            "select t3.fname, t2.name from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join volunteer_fname as t3 on t1.vol_id = t3.vol_id"),
           ("team", "name",
            "select t1.fname, t3.name from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join team_name as t3 on t2.teamid = t3.teamid")],
        T=("team", "squad", "rescue_unit",
           "select t1.fname, t2.name from volunteer as t1 join {t} as t2 on t1.teamid = t2.teamid"),
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="For every team, list the team name and the first names of its volunteers.",
        sql="select t1.name, t2.fname from team as t1 join volunteer as t2 on t1.teamid = t2.teamid",
        J=[("team", "name",
            "select t3.name, t2.fname from team as t1 join volunteer as t2 on t1.teamid = t2.teamid join team_name as t3 on t1.teamid = t3.teamid")],
        T=("volunteer", "rescuer", "team_member",
           "select t1.name, t2.fname from team as t1 join {t} as t2 on t1.teamid = t2.teamid"),
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="Which team has led the most incidents? Give its name.",
        sql="select t2.name from incident as t1 join team as t2 on t1.teamid = t2.teamid group by t1.teamid order by count(*) desc limit 1",
        J=[("team", "name",
            "select t3.name from incident as t1 join team as t2 on t1.teamid = t2.teamid join team_name as t3 on t2.teamid = t3.teamid group by t1.teamid order by count(*) desc limit 1")],
        C=("team", "name", "team_name", "title",
           "select t2.{c} from incident as t1 join team as t2 on t1.teamid = t2.teamid group by t1.teamid order by count(*) desc limit 1"),
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="Name the team that has taken the lead on the largest number of incidents.",
        sql="select t1.name from team as t1 join incident as t2 on t1.teamid = t2.teamid group by t1.teamid order by count(*) desc limit 1",
        J=[("team", "name",
            "select t3.name from team as t1 join incident as t2 on t1.teamid = t2.teamid join team_name as t3 on t1.teamid = t3.teamid group by t1.teamid order by count(*) desc limit 1")],
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="What are the names of the teams based in the Highlands?",
        sql="select t1.name from team as t1 join base as t2 on t1.base_id = t2.base_id where t2.region = 'Highlands'",
        J=[("base", "region",
            "select t1.name from team as t1 join base as t2 on t1.base_id = t2.base_id join base_region as t3 on t2.base_id = t3.base_id where t3.region = 'Highlands'"),
           ("team", "name",
            "select t3.name from team as t1 join base as t2 on t1.base_id = t2.base_id join team_name as t3 on t1.teamid = t3.teamid where t2.region = 'Highlands'")],
        C=("base", "region", "area", "mountain_region",
           "select t1.name from team as t1 join base as t2 on t1.base_id = t2.base_id where t2.{c} = 'Highlands'"),
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="Which teams operate from bases in the Highlands region? List the team names.",
        sql="select t2.name from base as t1 join team as t2 on t1.base_id = t2.base_id where t1.region = 'Highlands'",
        J=[("base", "region",
            "select t2.name from base as t1 join team as t2 on t1.base_id = t2.base_id join base_region as t3 on t1.base_id = t3.base_id where t3.region = 'Highlands'")],
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="List the first and last names of the volunteers who responded to the incident at Crib Goch.",
        sql="select t3.fname, t3.lname from incident as t1 join incident_responder as t2 on t1.incident_id = t2.incident_id join volunteer as t3 on t2.vol_id = t3.vol_id where t1.location = 'Crib Goch'",
        J=[("incident", "location",
            "select t3.fname, t3.lname from incident as t1 join incident_responder as t2 on t1.incident_id = t2.incident_id join volunteer as t3 on t2.vol_id = t3.vol_id join incident_location as t4 on t1.incident_id = t4.incident_id where t4.location = 'Crib Goch'"),
           ("volunteer", "Lname",
            "select t3.fname, t4.lname from incident as t1 join incident_responder as t2 on t1.incident_id = t2.incident_id join volunteer as t3 on t2.vol_id = t3.vol_id join volunteer_lname as t4 on t3.vol_id = t4.vol_id where t1.location = 'Crib Goch'")],
        C=("incident", "location", "place", "site",
           "select t3.fname, t3.lname from incident as t1 join incident_responder as t2 on t1.incident_id = t2.incident_id join volunteer as t3 on t2.vol_id = t3.vol_id where t1.{c} = 'Crib Goch'"),
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="Who attended the Crib Goch incident? Give each responder's first name and surname.",
        sql="select t1.fname, t1.lname from volunteer as t1 join incident_responder as t2 on t1.vol_id = t2.vol_id join incident as t3 on t2.incident_id = t3.incident_id where t3.location = 'Crib Goch'",
        J=[("incident", "location",
            "select t1.fname, t1.lname from volunteer as t1 join incident_responder as t2 on t1.vol_id = t2.vol_id join incident as t3 on t2.incident_id = t3.incident_id join incident_location as t4 on t3.incident_id = t4.incident_id where t4.location = 'Crib Goch'")],
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="Which volunteers hold a First Aid certificate? Give their first names and roles.",
        sql="select t1.fname, t1.role from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id where t2.cert_type = 'First Aid'",
        J=[("certificate", "cert_type",
            "select t1.fname, t1.role from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id join certificate_cert_type as t3 on t2.cert_id = t3.cert_id where t3.cert_type = 'First Aid'"),
           ("volunteer", "role",
            "select t1.fname, t3.role from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id join volunteer_role as t3 on t1.vol_id = t3.vol_id where t2.cert_type = 'First Aid'")],
        C=("certificate", "cert_type", "qualification", "certification",
           "select t1.fname, t1.role from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id where t2.{c} = 'First Aid'"),
        T=("certificate", "credential", "licence",
           "select t1.fname, t1.role from volunteer as t1 join {t} as t2 on t1.vol_id = t2.vol_id where t2.cert_type = 'First Aid'"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Find the first name and role of every volunteer certified in First Aid.",
        sql="select fname, role from volunteer where vol_id in (select vol_id from certificate where cert_type = 'First Aid')",
        J=[("certificate", "cert_type",
            "select fname, role from volunteer where vol_id in (select t1.vol_id from certificate as t1 join certificate_cert_type as t2 on t1.cert_id = t2.cert_id where t2.cert_type = 'First Aid')")],
    ),
    dict(
        db="mountain_rescue", shape="agg",
        q="Which teams have more than one volunteer? Show the team name and the number of volunteers.",
        sql="select t1.name, count(*) from team as t1 join volunteer as t2 on t1.teamid = t2.teamid group by t1.teamid having count(*) > 1",
        J=[("team", "name",
            "select t3.name, count(*) from team as t1 join volunteer as t2 on t1.teamid = t2.teamid join team_name as t3 on t1.teamid = t3.teamid group by t1.teamid having count(*) > 1")],
        T=("volunteer", "rescuer", "team_member",
           "select t1.name, count(*) from team as t1 join {t} as t2 on t1.teamid = t2.teamid group by t1.teamid having count(*) > 1"),
    ),
    dict(
        db="mountain_rescue", shape="agg", again=True,
        q="List the teams with at least two volunteers, giving each team's name and its volunteer count.",
        sql="select t1.name, count(*) from team as t1 join volunteer as t2 on t1.teamid = t2.teamid group by t1.teamid having count(*) >= 2",
        J=[("team", "name",
            "select t3.name, count(*) from team as t1 join volunteer as t2 on t1.teamid = t2.teamid join team_name as t3 on t1.teamid = t3.teamid group by t1.teamid having count(*) >= 2")],
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="What is the average duration of the incidents led by each team? Show the team name and the average duration.",
        sql="select t2.name, avg(t1.duration_hrs) from incident as t1 join team as t2 on t1.teamid = t2.teamid group by t2.name",
        J=[("incident", "duration_hrs",
            "select t2.name, avg(t3.duration_hrs) from incident as t1 join team as t2 on t1.teamid = t2.teamid join incident_duration_hrs as t3 on t1.incident_id = t3.incident_id group by t2.name"),
           ("team", "name",
            "select t3.name, avg(t1.duration_hrs) from incident as t1 join team as t2 on t1.teamid = t2.teamid join team_name as t3 on t2.teamid = t3.teamid group by t3.name")],
        C=("incident", "duration_hrs", "hours", "length_hrs",
           "select t2.name, avg(t1.{c}) from incident as t1 join team as t2 on t1.teamid = t2.teamid group by t2.name"),
        P=("team_incident_duration_hrs",
           "incident as t1 join team as t2 on t1.teamid = t2.teamid", "t2.name", "t1.duration_hrs",
           "select name, avg_duration_hrs from team_incident_duration_hrs"),
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="For each team, give its name and the mean length in hours of the incidents it led.",
        sql="select t1.name, avg(t2.duration_hrs) from team as t1 join incident as t2 on t1.teamid = t2.teamid group by t1.teamid",
        J=[("incident", "duration_hrs",
            "select t1.name, avg(t3.duration_hrs) from team as t1 join incident as t2 on t1.teamid = t2.teamid join incident_duration_hrs as t3 on t2.incident_id = t3.incident_id group by t1.teamid")],
        T=("incident", "callout", "rescue",
           "select t1.name, avg(t2.duration_hrs) from team as t1 join {t} as t2 on t1.teamid = t2.teamid group by t1.teamid"),
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="List the locations of the incidents attended by volunteers from the base Coniston Base.",
        sql="select distinct t5.location from base as t1 join team as t2 on t1.base_id = t2.base_id join volunteer as t3 on t2.teamid = t3.teamid join incident_responder as t4 on t3.vol_id = t4.vol_id join incident as t5 on t4.incident_id = t5.incident_id where t1.name = 'Coniston Base'",
        J=[("base", "name",
            "select distinct t5.location from base as t1 join team as t2 on t1.base_id = t2.base_id join volunteer as t3 on t2.teamid = t3.teamid join incident_responder as t4 on t3.vol_id = t4.vol_id join incident as t5 on t4.incident_id = t5.incident_id join base_name as t6 on t1.base_id = t6.base_id where t6.name = 'Coniston Base'"),
           ("incident", "location",
            "select distinct t6.location from base as t1 join team as t2 on t1.base_id = t2.base_id join volunteer as t3 on t2.teamid = t3.teamid join incident_responder as t4 on t3.vol_id = t4.vol_id join incident as t5 on t4.incident_id = t5.incident_id join incident_location as t6 on t5.incident_id = t6.incident_id where t1.name = 'Coniston Base'")],
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="Which incident locations were attended by volunteers whose team is based at Coniston Base?",
        sql="select distinct t1.location from incident as t1 join incident_responder as t2 on t1.incident_id = t2.incident_id join volunteer as t3 on t2.vol_id = t3.vol_id join team as t4 on t3.teamid = t4.teamid join base as t5 on t4.base_id = t5.base_id where t5.name = 'Coniston Base'",
        J=[("base", "name",
            "select distinct t1.location from incident as t1 join incident_responder as t2 on t1.incident_id = t2.incident_id join volunteer as t3 on t2.vol_id = t3.vol_id join team as t4 on t3.teamid = t4.teamid join base as t5 on t4.base_id = t5.base_id join base_name as t6 on t5.base_id = t6.base_id where t6.name = 'Coniston Base'")],
        C=("base", "name", "base_name", "station_name",
           "select distinct t1.location from incident as t1 join incident_responder as t2 on t1.incident_id = t2.incident_id join volunteer as t3 on t2.vol_id = t3.vol_id join team as t4 on t3.teamid = t4.teamid join base as t5 on t4.base_id = t5.base_id where t5.{c} = 'Coniston Base'"),
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="Which volunteer has spent the most hours on scene in total? Give the first and last name.",
        sql="select t1.fname, t1.lname from volunteer as t1 join incident_responder as t2 on t1.vol_id = t2.vol_id group by t1.vol_id order by sum(t2.hrs_on_scene) desc limit 1",
        J=[("volunteer", "Lname",
            "select t1.fname, t3.lname from volunteer as t1 join incident_responder as t2 on t1.vol_id = t2.vol_id join volunteer_lname as t3 on t1.vol_id = t3.vol_id group by t1.vol_id order by sum(t2.hrs_on_scene) desc limit 1")],
        C=("incident_responder", "hrs_on_scene", "hours_on_scene", "time_on_scene",
           "select t1.fname, t1.lname from volunteer as t1 join incident_responder as t2 on t1.vol_id = t2.vol_id group by t1.vol_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="Find the first name and surname of the volunteer with the greatest total time on scene.",
        sql="select t2.fname, t2.lname from incident_responder as t1 join volunteer as t2 on t1.vol_id = t2.vol_id group by t1.vol_id order by sum(t1.hrs_on_scene) desc limit 1",
        J=[("volunteer", "Fname",
            "select t3.fname, t2.lname from incident_responder as t1 join volunteer as t2 on t1.vol_id = t2.vol_id join volunteer_fname as t3 on t2.vol_id = t3.vol_id group by t1.vol_id order by sum(t1.hrs_on_scene) desc limit 1")],
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="What is the total quantity of equipment held in each region?",
        sql="select t2.region, sum(t1.qty) from equipment as t1 join base as t2 on t1.base_id = t2.base_id group by t2.region",
        J=[("equipment", "qty",
            "select t2.region, sum(t3.qty) from equipment as t1 join base as t2 on t1.base_id = t2.base_id join equipment_qty as t3 on t1.equip_id = t3.equip_id group by t2.region"),
           ("base", "region",
            "select t3.region, sum(t1.qty) from equipment as t1 join base as t2 on t1.base_id = t2.base_id join base_region as t3 on t2.base_id = t3.base_id group by t3.region")],
        C=("equipment", "qty", "quantity", "units",
           "select t2.region, sum(t1.{c}) from equipment as t1 join base as t2 on t1.base_id = t2.base_id group by t2.region"),
        P=("base_equipment_qty",
           "equipment as t1 join base as t2 on t1.base_id = t2.base_id", "t2.region", "t1.qty",
           "select region, sum_qty from base_equipment_qty"),
    ),
    dict(
        db="mountain_rescue", shape="join", again=True,
        q="For each region, how many equipment units are kept at its bases altogether?",
        sql="select t1.region, sum(t2.qty) from base as t1 join equipment as t2 on t1.base_id = t2.base_id group by t1.region",
        J=[("base", "region",
            "select t3.region, sum(t2.qty) from base as t1 join equipment as t2 on t1.base_id = t2.base_id join base_region as t3 on t1.base_id = t3.base_id group by t3.region")],
        T=("equipment", "gear", "kit",
           "select t1.region, sum(t2.qty) from base as t1 join {t} as t2 on t1.base_id = t2.base_id group by t1.region"),
    ),
    dict(
        db="mountain_rescue", shape="nested",
        q="Which volunteers have never responded to an incident? Give their first and last names.",
        sql="select fname, lname from volunteer where vol_id not in (select vol_id from incident_responder)",
        J=[("volunteer", "Lname",
            "select t1.fname, t2.lname from volunteer as t1 join volunteer_lname as t2 on t1.vol_id = t2.vol_id where t1.vol_id not in (select vol_id from incident_responder)")],
        T=("incident_responder", "callout_crew", "responder",
           "select fname, lname from volunteer where vol_id not in (select vol_id from {t})"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Find the first names and surnames of the volunteers who have not attended any incident.",
        sql="select fname, lname from volunteer except select t1.fname, t1.lname from volunteer as t1 join incident_responder as t2 on t1.vol_id = t2.vol_id",
        J=[("volunteer", "Fname",
            "select t2.fname, t1.lname from volunteer as t1 join volunteer_fname as t2 on t1.vol_id = t2.vol_id except select t3.fname, t1.lname from volunteer as t1 join incident_responder as t2 on t1.vol_id = t2.vol_id join volunteer_fname as t3 on t1.vol_id = t3.vol_id")],
    ),
    dict(
        db="mountain_rescue", shape="nested",
        q="List the names of the equipment items whose unit cost is above the average.",
        sql="select item_name from equipment where unit_cost > (select avg(unit_cost) from equipment)",
        J=[("equipment", "unit_cost",
            "select t1.item_name from equipment as t1 join equipment_unit_cost as t2 on t1.equip_id = t2.equip_id where t2.unit_cost > (select avg(unit_cost) from equipment_unit_cost)"),
           ("equipment", "item_name",
            "select t2.item_name from equipment as t1 join equipment_item_name as t2 on t1.equip_id = t2.equip_id where t1.unit_cost > (select avg(unit_cost) from equipment)")],
        C=("equipment", "unit_cost", "price", "cost_each",
           "select item_name from equipment where {c} > (select avg({c}) from equipment)"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Show the names of the items of equipment that are more expensive than average, ordered by unit cost.",
        sql="select item_name from equipment where unit_cost > (select avg(unit_cost) from equipment) order by unit_cost",
        J=[("equipment", "unit_cost",
            "select t1.item_name from equipment as t1 join equipment_unit_cost as t2 on t1.equip_id = t2.equip_id where t2.unit_cost > (select avg(unit_cost) from equipment_unit_cost) order by t2.unit_cost")],
    ),
    dict(
        db="mountain_rescue", shape="nested",
        q="Which roles are held by volunteers in both the Corrie Alpine team and the Snowdon Alpine team?",
        sql="select t1.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid where t2.name = 'Corrie Alpine' intersect select t1.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid where t2.name = 'Snowdon Alpine'",
        J=[("volunteer", "role",
            "select t3.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join volunteer_role as t3 on t1.vol_id = t3.vol_id where t2.name = 'Corrie Alpine' intersect select t3.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join volunteer_role as t3 on t1.vol_id = t3.vol_id where t2.name = 'Snowdon Alpine'"),
           ("team", "name",
            "select t1.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join team_name as t3 on t2.teamid = t3.teamid where t3.name = 'Corrie Alpine' intersect select t1.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join team_name as t3 on t2.teamid = t3.teamid where t3.name = 'Snowdon Alpine'")],
        C=("volunteer", "role", "position", "rescue_role",
           "select t1.{c} from volunteer as t1 join team as t2 on t1.teamid = t2.teamid where t2.name = 'Corrie Alpine' intersect select t1.{c} from volunteer as t1 join team as t2 on t1.teamid = t2.teamid where t2.name = 'Snowdon Alpine'"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Find the roles that appear both among Snowdon Alpine volunteers and among Corrie Alpine volunteers.",
        sql="select t1.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid where t2.name = 'Snowdon Alpine' intersect select t1.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid where t2.name = 'Corrie Alpine'",
        J=[("volunteer", "role",
            "select t3.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join volunteer_role as t3 on t1.vol_id = t3.vol_id where t2.name = 'Snowdon Alpine' intersect select t3.role from volunteer as t1 join team as t2 on t1.teamid = t2.teamid join volunteer_role as t3 on t1.vol_id = t3.vol_id where t2.name = 'Corrie Alpine'")],
    ),
    dict(
        db="mountain_rescue", shape="nested",
        q="Which volunteers have a Rope Rescue certificate but not a First Aid certificate? Give their first names.",
        sql="select t1.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id where t2.cert_type = 'Rope Rescue' except select t1.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id where t2.cert_type = 'First Aid'",
        J=[("certificate", "cert_type",
            "select t1.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id join certificate_cert_type as t3 on t2.cert_id = t3.cert_id where t3.cert_type = 'Rope Rescue' except select t1.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id join certificate_cert_type as t3 on t2.cert_id = t3.cert_id where t3.cert_type = 'First Aid'"),
           ("volunteer", "Fname",
            "select t3.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id join volunteer_fname as t3 on t1.vol_id = t3.vol_id where t2.cert_type = 'Rope Rescue' except select t3.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id join volunteer_fname as t3 on t1.vol_id = t3.vol_id where t2.cert_type = 'First Aid'")],
        C=("certificate", "cert_type", "qualification", "certification",
           "select t1.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id where t2.{c} = 'Rope Rescue' except select t1.fname from volunteer as t1 join certificate as t2 on t1.vol_id = t2.vol_id where t2.{c} = 'First Aid'"),
        T=("certificate", "credential", "licence",
           "select t1.fname from volunteer as t1 join {t} as t2 on t1.vol_id = t2.vol_id where t2.cert_type = 'Rope Rescue' except select t1.fname from volunteer as t1 join {t} as t2 on t1.vol_id = t2.vol_id where t2.cert_type = 'First Aid'"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Find the first names of the volunteers certified in Rope Rescue who hold no First Aid certificate.",
        sql="select fname from volunteer where vol_id in (select vol_id from certificate where cert_type = 'Rope Rescue') and vol_id not in (select vol_id from certificate where cert_type = 'First Aid')",
        J=[("certificate", "cert_type",
            "select fname from volunteer where vol_id in (select t1.vol_id from certificate as t1 join certificate_cert_type as t2 on t1.cert_id = t2.cert_id where t2.cert_type = 'Rope Rescue') and vol_id not in (select t1.vol_id from certificate as t1 join certificate_cert_type as t2 on t1.cert_id = t2.cert_id where t2.cert_type = 'First Aid')")],
    ),
    dict(
        db="mountain_rescue", shape="nested",
        q="List the names of the teams that either specialise in cave rescue or have led an incident of severity 5.",
        sql="select name from team where speciality = 'Cave' union select t1.name from team as t1 join incident as t2 on t1.teamid = t2.teamid where t2.severity = 5",
        J=[("team", "speciality",
            "select t1.name from team as t1 join team_speciality as t2 on t1.teamid = t2.teamid where t2.speciality = 'Cave' union select t1.name from team as t1 join incident as t2 on t1.teamid = t2.teamid where t2.severity = 5"),
           ("incident", "severity",
            "select name from team where speciality = 'Cave' union select t1.name from team as t1 join incident as t2 on t1.teamid = t2.teamid join incident_severity as t3 on t2.incident_id = t3.incident_id where t3.severity = 5")],
        C=("team", "speciality", "specialism", "focus",
           "select name from team where {c} = 'Cave' union select t1.name from team as t1 join incident as t2 on t1.teamid = t2.teamid where t2.severity = 5"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Show the names of the teams that led a severity 5 incident, together with the teams whose speciality is Cave.",
        sql="select t1.name from team as t1 join incident as t2 on t1.teamid = t2.teamid where t2.severity = 5 union select name from team where speciality = 'Cave'",
        J=[("incident", "severity",
            "select t1.name from team as t1 join incident as t2 on t1.teamid = t2.teamid join incident_severity as t3 on t2.incident_id = t3.incident_id where t3.severity = 5 union select name from team where speciality = 'Cave'")],
    ),
    dict(
        db="mountain_rescue", shape="join",
        q="What is the name of the team that led the longest incident?",
        sql="select t2.name from incident as t1 join team as t2 on t1.teamid = t2.teamid order by t1.duration_hrs desc limit 1",
        J=[("incident", "duration_hrs",
            "select t2.name from incident as t1 join team as t2 on t1.teamid = t2.teamid join incident_duration_hrs as t3 on t1.incident_id = t3.incident_id order by t3.duration_hrs desc limit 1"),
           ("team", "name",
            "select t3.name from incident as t1 join team as t2 on t1.teamid = t2.teamid join team_name as t3 on t2.teamid = t3.teamid order by t1.duration_hrs desc limit 1")],
        C=("incident", "duration_hrs", "hours", "length_hrs",
           "select t2.name from incident as t1 join team as t2 on t1.teamid = t2.teamid order by t1.{c} desc limit 1"),
    ),
    dict(
        db="mountain_rescue", shape="nested", again=True,
        q="Which team was in charge of the incident that lasted the most hours?",
        sql="select t2.name from incident as t1 join team as t2 on t1.teamid = t2.teamid where t1.duration_hrs = (select max(duration_hrs) from incident)",
        J=[("incident", "duration_hrs",
            "select t2.name from incident as t1 join team as t2 on t1.teamid = t2.teamid join incident_duration_hrs as t3 on t1.incident_id = t3.incident_id where t3.duration_hrs = (select max(duration_hrs) from incident_duration_hrs)")],
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
