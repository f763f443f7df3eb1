#!/usr/bin/env python3
"""Build eval-data/probe4b.jsonl and three new SQLite databases in eval-data/dbs4/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (restaurant_chain, film_festival, bike_rental), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark (the AmbiQT held-out split and its databases were not opened).

Each database is created from the inline SQL below (CREATE TABLE with primary and foreign keys,
then INSERT). Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL],
`setup`, `spider_sql`), with setup statements shaped exactly like dev.jsonl's:

  B  the base question on the unmodified database: setup [], gold [sql, sql]
  J  one non-key column c of table t copied, shifted by one row, into a new table "t_c" (key, c);
     gold[0] is the base SQL, gold[1] reads c through a join on the key
  C  c renamed to a synonym, and a second synonym column added with the shifted (+1 for numbers)
     values; gold[0] uses the first synonym, gold[1] the second
  T  table t renamed to a synonym, and a copy under a second synonym with every third row deleted;
     gold[0] uses the first table name, gold[1] the second
  P  a precomputed aggregate table "<t>_<c>" (count / sum / avg / min / max of c, grouped by the
     grouping or filter column), every value +1; gold[1] reads the precomputed column

Checks, on an in-memory copy of each database (SQLite backup API); if any fails nothing is
written (no database, no jsonl):
  - every gold runs; the base SQL returns at least one non-null row;
  - gold[0] of a variant gives the base result on the modified database;
  - the two golds of a J / C / T / P record return different results (multisets, in order only
    when the SQL has ORDER BY);
  - the variant's gold[1] gives the base result on an unperturbed twin of the setup (J: the split
    table holds the unshifted values; C: the second synonym holds a plain copy; T: nothing is
    deleted; P: no +1), so that gold[1] really is the same question read another way;
  - an "... order by ... limit 1" superlative has no tie for its top row (base and gold[1]);
  - template variants (C / T) give back the base SQL for the original name.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe4b.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe4b.jsonl"
DEFAULT_DBS = HERE / "dbs4"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (12, 41)

DATABASES["restaurant_chain"] = r'''
CREATE TABLE "cuisine" (
"Cuisine_ID" int,
"Cuisine_Name" text,
"Origin_Country" text,
"Spice_Level" int,
PRIMARY KEY ("Cuisine_ID")
);
CREATE TABLE "restaurant" (
"Rest_ID" int,
"Name" text,
"City" text,
"yr_open" text,
"Seating" int,
"Cuisine_ID" int,
"Is_Franchise" text,
"Rating" real,
PRIMARY KEY ("Rest_ID"),
FOREIGN KEY ("Cuisine_ID") REFERENCES "cuisine"("Cuisine_ID")
);
CREATE TABLE "dish" (
"Dish_ID" int,
"dish_name" text,
"Cuisine_ID" int,
"Price" real,
"Calories" int,
"Is_Vegetarian" text,
PRIMARY KEY ("Dish_ID"),
FOREIGN KEY ("Cuisine_ID") REFERENCES "cuisine"("Cuisine_ID")
);
CREATE TABLE "menu_item" (
"Rest_ID" int,
"Dish_ID" int,
"Daily_Sales" int,
PRIMARY KEY ("Rest_ID","Dish_ID"),
FOREIGN KEY ("Rest_ID") REFERENCES "restaurant"("Rest_ID"),
FOREIGN KEY ("Dish_ID") REFERENCES "dish"("Dish_ID")
);
CREATE TABLE "staff" (
"Staff_ID" int,
"First_Name" text,
"Last_Name" text,
"Role" text,
"Age" int,
"Salary" int,
"Rest_ID" int,
"Hire_Date" text,
PRIMARY KEY ("Staff_ID"),
FOREIGN KEY ("Rest_ID") REFERENCES "restaurant"("Rest_ID")
);
CREATE TABLE review (
       review_id   INTEGER PRIMARY KEY,
       rest_id     INTEGER,
       reviewer    VARCHAR(40),
       stars       INTEGER,
       review_year INTEGER,
       FOREIGN KEY(rest_id) REFERENCES restaurant(Rest_ID)
);
INSERT INTO "cuisine" VALUES (1,'Italian','Italy',2);
INSERT INTO "cuisine" VALUES (2,'Japanese','Japan',1);
INSERT INTO "cuisine" VALUES (3,'Mexican','Mexico',4);
INSERT INTO "cuisine" VALUES (4,'Indian','India',5);
INSERT INTO "cuisine" VALUES (5,'French','France',1);
INSERT INTO "cuisine" VALUES (6,'Thai','Thailand',5);
INSERT INTO "cuisine" VALUES (7,'Chinese','China',3);
INSERT INTO "cuisine" VALUES (8,'Greek','Greece',2);
INSERT INTO "cuisine" VALUES (9,'Lebanese','Lebanon',3);
INSERT INTO "cuisine" VALUES (10,'Korean','South Korea',4);
INSERT INTO "cuisine" VALUES (11,'Spanish','Spain',2);
INSERT INTO "cuisine" VALUES (12,'Ethiopian','Ethiopia',4);
INSERT INTO "cuisine" VALUES (13,'Peruvian','Peru',3);
INSERT INTO "cuisine" VALUES (14,'Vietnamese','Vietnam',3);
INSERT INTO "restaurant" VALUES (1,'Trattoria Verde','Chicago','2009',85,1,'F',4.3);
INSERT INTO "restaurant" VALUES (2,'Sakura House','Seattle','2014',60,2,'T',4.6);
INSERT INTO "restaurant" VALUES (3,'El Farolito','Austin','2011',120,3,'T',3.9);
INSERT INTO "restaurant" VALUES (4,'Spice Route','Boston','2016',74,4,'F',4.1);
INSERT INTO "restaurant" VALUES (5,'Le Petit Jardin','Boston','2005',48,5,'F',4.8);
INSERT INTO "restaurant" VALUES (6,'Bangkok Garden','Denver','2018',66,6,'T',3.7);
INSERT INTO "restaurant" VALUES (7,'Golden Dragon','Chicago','1998',150,7,'T',3.5);
INSERT INTO "restaurant" VALUES (8,'Olive and Fig','Portland','2013',55,8,'F',4.4);
INSERT INTO "restaurant" VALUES (9,'Cedar Grill','Seattle','2017',90,9,'F',4.0);
INSERT INTO "restaurant" VALUES (10,'Seoul Kitchen','Austin','2020',42,10,'T',4.2);
INSERT INTO "restaurant" VALUES (11,'Casa Iberia','Denver','2008',110,11,'F',3.8);
INSERT INTO "restaurant" VALUES (12,'Blue Nile','Portland','2015',38,12,'F',4.5);
INSERT INTO "restaurant" VALUES (13,'Pasta Fresca','Boston','2019',70,1,'T',3.6);
INSERT INTO "restaurant" VALUES (14,'Tokyo Ramen Bar','Chicago','2012',58,2,'T',4.7);
INSERT INTO "restaurant" VALUES (15,'Taqueria Sol','Denver','2021',64,3,'T',3.4);
INSERT INTO "restaurant" VALUES (16,'Curry Leaf','Seattle','2003',96,4,'F',4.15);
INSERT INTO "restaurant" VALUES (17,'Noodle Theory','Portland','2010',80,7,'F',3.95);
INSERT INTO "restaurant" VALUES (18,'Mykonos Taverna','Austin','2007',102,8,'F',4.35);
INSERT INTO "restaurant" VALUES (19,'Wok Express','Austin','2022',30,7,'T',3.2);
INSERT INTO "restaurant" VALUES (20,'Brasserie Lumiere','Chicago','2001',132,5,'F',4.55);
INSERT INTO "dish" VALUES (1,'Margherita Pizza',1,14.5,820,'T');
INSERT INTO "dish" VALUES (2,'Lasagna',1,16.0,960,'F');
INSERT INTO "dish" VALUES (3,'Risotto ai Funghi',1,18.25,710,'T');
INSERT INTO "dish" VALUES (4,'Salmon Nigiri',2,12.0,380,'F');
INSERT INTO "dish" VALUES (5,'Tonkotsu Ramen',2,15.5,890,'F');
INSERT INTO "dish" VALUES (6,'Vegetable Tempura',2,11.75,540,'T');
INSERT INTO "dish" VALUES (7,'Carne Asada Tacos',3,11.0,650,'F');
INSERT INTO "dish" VALUES (8,'Bean Burrito',3,9.5,720,'T');
INSERT INTO "dish" VALUES (9,'Chicken Mole',3,17.0,780,'F');
INSERT INTO "dish" VALUES (10,'Butter Chicken',4,16.5,850,'F');
INSERT INTO "dish" VALUES (11,'Palak Paneer',4,13.5,520,'T');
INSERT INTO "dish" VALUES (12,'Lamb Biryani',4,19.0,930,'F');
INSERT INTO "dish" VALUES (13,'Coq au Vin',5,24.0,690,'F');
INSERT INTO "dish" VALUES (14,'Ratatouille',5,15.0,310,'T');
INSERT INTO "dish" VALUES (15,'Pad Thai',6,13.0,740,'F');
INSERT INTO "dish" VALUES (16,'Green Curry',6,14.0,610,'F');
INSERT INTO "dish" VALUES (17,'Kung Pao Chicken',7,12.5,680,'F');
INSERT INTO "dish" VALUES (18,'Mapo Tofu',7,10.5,450,'T');
INSERT INTO "dish" VALUES (19,'Peking Duck',7,32.0,1100,'F');
INSERT INTO "dish" VALUES (20,'Moussaka',8,17.5,760,'F');
INSERT INTO "dish" VALUES (21,'Spanakopita',8,10.0,420,'T');
INSERT INTO "dish" VALUES (22,'Falafel Plate',9,9.0,560,'T');
INSERT INTO "dish" VALUES (23,'Shawarma Wrap',9,10.75,700,'F');
INSERT INTO "dish" VALUES (24,'Bibimbap',10,13.25,590,'T');
INSERT INTO "dish" VALUES (25,'Bulgogi',10,18.5,640,'F');
INSERT INTO "dish" VALUES (26,'Paella Valenciana',11,26.0,870,'F');
INSERT INTO "dish" VALUES (27,'Patatas Bravas',11,8.0,400,'T');
INSERT INTO "dish" VALUES (28,'Doro Wat',12,16.75,660,'F');
INSERT INTO "dish" VALUES (29,'Misir Wat',12,12.25,380,'T');
INSERT INTO "dish" VALUES (30,'Creme Brulee',5,9.25,450,'T');
INSERT INTO "dish" VALUES (31,'Ceviche',13,21.0,350,'F');
INSERT INTO "menu_item" VALUES (1,1,42);
INSERT INTO "menu_item" VALUES (1,2,25);
INSERT INTO "menu_item" VALUES (1,3,18);
INSERT INTO "menu_item" VALUES (2,4,55);
INSERT INTO "menu_item" VALUES (2,5,31);
INSERT INTO "menu_item" VALUES (2,6,12);
INSERT INTO "menu_item" VALUES (3,7,60);
INSERT INTO "menu_item" VALUES (3,8,33);
INSERT INTO "menu_item" VALUES (3,9,14);
INSERT INTO "menu_item" VALUES (4,10,47);
INSERT INTO "menu_item" VALUES (4,11,21);
INSERT INTO "menu_item" VALUES (4,12,19);
INSERT INTO "menu_item" VALUES (5,13,16);
INSERT INTO "menu_item" VALUES (5,14,9);
INSERT INTO "menu_item" VALUES (5,30,27);
INSERT INTO "menu_item" VALUES (6,15,38);
INSERT INTO "menu_item" VALUES (6,16,22);
INSERT INTO "menu_item" VALUES (7,17,51);
INSERT INTO "menu_item" VALUES (7,18,17);
INSERT INTO "menu_item" VALUES (7,19,11);
INSERT INTO "menu_item" VALUES (8,20,20);
INSERT INTO "menu_item" VALUES (8,21,15);
INSERT INTO "menu_item" VALUES (9,22,36);
INSERT INTO "menu_item" VALUES (9,23,44);
INSERT INTO "menu_item" VALUES (10,24,28);
INSERT INTO "menu_item" VALUES (10,25,23);
INSERT INTO "menu_item" VALUES (11,26,13);
INSERT INTO "menu_item" VALUES (11,27,39);
INSERT INTO "menu_item" VALUES (12,28,24);
INSERT INTO "menu_item" VALUES (12,29,10);
INSERT INTO "menu_item" VALUES (13,1,35);
INSERT INTO "menu_item" VALUES (13,2,29);
INSERT INTO "menu_item" VALUES (14,5,58);
INSERT INTO "menu_item" VALUES (20,13,26);
INSERT INTO "menu_item" VALUES (20,30,8);
INSERT INTO "menu_item" VALUES (17,17,34);
INSERT INTO "menu_item" VALUES (17,18,7);
INSERT INTO "menu_item" VALUES (18,20,30);
INSERT INTO "menu_item" VALUES (18,21,6);
INSERT INTO "menu_item" VALUES (16,10,41);
INSERT INTO "staff" VALUES (1,'Maria','Rossi','Chef',44,68000,1,'2010-03-15');
INSERT INTO "staff" VALUES (2,'Kenji','Tanaka','Chef',39,71000,2,'2014-06-01');
INSERT INTO "staff" VALUES (3,'Luis','Garcia','Manager',51,64000,3,'2011-02-20');
INSERT INTO "staff" VALUES (4,'Priya','Sharma','Chef',36,59000,4,'2016-09-12');
INSERT INTO "staff" VALUES (5,'Claire','Dubois','Chef',47,83000,5,'2006-01-09');
INSERT INTO "staff" VALUES (6,'Somchai','Wong','Waiter',24,31000,6,'2019-04-22');
INSERT INTO "staff" VALUES (7,'Wei','Chen','Manager',58,76000,7,'1999-11-30');
INSERT INTO "staff" VALUES (8,'Nikos','Papadakis','Chef',41,62000,8,'2013-05-17');
INSERT INTO "staff" VALUES (9,'Rami','Haddad','Sous Chef',33,47000,9,'2018-08-03');
INSERT INTO "staff" VALUES (10,'Ji-woo','Park','Waiter',22,29500,10,'2021-01-11');
INSERT INTO "staff" VALUES (11,'Carmen','Lopez','Host',29,33000,11,'2015-07-25');
INSERT INTO "staff" VALUES (12,'Abebe','Bekele','Chef',45,57000,12,'2015-10-02');
INSERT INTO "staff" VALUES (13,'Giulia','Bianchi','Waiter',26,30500,13,'2019-03-14');
INSERT INTO "staff" VALUES (14,'Hiro','Sato','Sous Chef',31,49500,14,'2012-12-01');
INSERT INTO "staff" VALUES (15,'Ana','Morales','Manager',38,61000,15,'2021-05-05');
INSERT INTO "staff" VALUES (16,'Arjun','Patel','Waiter',27,32000,16,'2004-02-18');
INSERT INTO "staff" VALUES (17,'Mei','Lin','Chef',35,58000,17,'2010-09-09');
INSERT INTO "staff" VALUES (18,'Eleni','Georgiou','Waiter',23,28000,18,'2008-06-30');
INSERT INTO "staff" VALUES (19,'Tom','Nguyen','Dishwasher',19,24500,19,'2022-08-15');
INSERT INTO "staff" VALUES (20,'Pierre','Martin','Manager',53,79000,20,'2002-04-04');
INSERT INTO "staff" VALUES (21,'Sofia','Ricci','Sous Chef',30,46000,1,'2012-11-20');
INSERT INTO "staff" VALUES (22,'Yuki','Mori','Waiter',25,29800,2,'2017-02-27');
INSERT INTO "staff" VALUES (23,'Diego','Hernandez','Chef',42,55000,3,'2011-03-03');
INSERT INTO "staff" VALUES (24,'Emma','Clark','Host',21,27000,5,'2020-10-10');
INSERT INTO "staff" VALUES (25,'James','Miller','Manager',46,72000,7,'2005-05-21');
INSERT INTO "staff" VALUES (26,'Olivia','Brown','Waiter',28,31500,20,'2016-12-12');
INSERT INTO "staff" VALUES (27,'Lucas','Moreau','Sous Chef',34,52000,20,'2009-07-07');
INSERT INTO "staff" VALUES (28,'Hana','Kim','Chef',37,60500,10,'2020-02-02');
INSERT INTO "staff" VALUES (29,'Noah','Wilson','Dishwasher',20,25000,13,'2019-09-19');
INSERT INTO "staff" VALUES (30,'Ava','Davis','Host',32,27500,4,'2017-04-14');
INSERT INTO review VALUES (1,1,'Alice Ward',5,2019);
INSERT INTO review VALUES (2,1,'Ben Ortiz',4,2021);
INSERT INTO review VALUES (3,2,'Chloe Hart',5,2020);
INSERT INTO review VALUES (4,2,'Alice Ward',4,2022);
INSERT INTO review VALUES (5,3,'Dan Fisher',3,2018);
INSERT INTO review VALUES (6,4,'Eva Lund',4,2020);
INSERT INTO review VALUES (7,5,'Ben Ortiz',5,2017);
INSERT INTO review VALUES (8,5,'Farah Aziz',5,2021);
INSERT INTO review VALUES (9,4,'Greg Lowe',4,2023);
INSERT INTO review VALUES (10,6,'Hana Ito',2,2019);
INSERT INTO review VALUES (11,7,'Dan Fisher',3,2016);
INSERT INTO review VALUES (12,7,'Ivan Petrov',4,2022);
INSERT INTO review VALUES (13,8,'Chloe Hart',4,2021);
INSERT INTO review VALUES (14,9,'Eva Lund',4,2019);
INSERT INTO review VALUES (15,10,'Jade Moss',5,2023);
INSERT INTO review VALUES (16,11,'Ivan Petrov',3,2020);
INSERT INTO review VALUES (17,12,'Farah Aziz',5,2022);
INSERT INTO review VALUES (18,13,'Greg Lowe',3,2021);
INSERT INTO review VALUES (19,14,'Alice Ward',5,2018);
INSERT INTO review VALUES (20,14,'Jade Moss',4,2020);
INSERT INTO review VALUES (21,14,'Kyle Reed',5,2023);
INSERT INTO review VALUES (22,16,'Hana Ito',4,2017);
INSERT INTO review VALUES (23,17,'Kyle Reed',3,2019);
INSERT INTO review VALUES (24,18,'Ben Ortiz',4,2022);
INSERT INTO review VALUES (25,20,'Chloe Hart',5,2016);
INSERT INTO review VALUES (26,20,'Lena Voss',4,2021);
INSERT INTO review VALUES (27,3,'Lena Voss',2,2023);
INSERT INTO review VALUES (28,6,'Greg Lowe',3,2022);
INSERT INTO review VALUES (29,9,'Jade Moss',5,2021);
INSERT INTO review VALUES (30,19,'Dan Fisher',1,2023);
'''

DATABASES["film_festival"] = r'''
CREATE TABLE "director" (
"dir_id" int,
"Dname" text,
"Nationality" text,
"Birth_Year" int,
"Gender" text,
PRIMARY KEY ("dir_id")
);
CREATE TABLE "film" (
"Film_ID" int,
"Title" text,
"dir_id" int,
"Release_Year" int,
"Genre" text,
"Running_Time" int,
"Budget_Million" real,
"Language" text,
PRIMARY KEY ("Film_ID"),
FOREIGN KEY ("dir_id") REFERENCES "director"("dir_id")
);
CREATE TABLE "festival_edition" (
"Edition_ID" int,
"Festival_Name" text,
"City" text,
"Country" text,
"Year" text,
"Num_Entries" int,
"Attendance" int,
PRIMARY KEY ("Edition_ID")
);
CREATE TABLE "screening" (
"Film_ID" int,
"Edition_ID" int,
"Screen_Date" text,
"Venue" text,
"Audience" int,
PRIMARY KEY ("Film_ID","Edition_ID"),
FOREIGN KEY ("Film_ID") REFERENCES "film"("Film_ID"),
FOREIGN KEY ("Edition_ID") REFERENCES "festival_edition"("Edition_ID")
);
CREATE TABLE "award" (
"Award_ID" int,
"Award_Name" text,
"Film_ID" int,
"Edition_ID" int,
"Prize_Money" int,
"Jury_Award" text,
PRIMARY KEY ("Award_ID"),
FOREIGN KEY ("Film_ID") REFERENCES "film"("Film_ID"),
FOREIGN KEY ("Edition_ID") REFERENCES "festival_edition"("Edition_ID")
);
INSERT INTO "director" VALUES (1,'Ana Lucia Ferreira','Brazil',1971,'F');
INSERT INTO "director" VALUES (2,'Tomasz Nowak','Poland',1965,'M');
INSERT INTO "director" VALUES (3,'Hiroshi Kuroda','Japan',1958,'M');
INSERT INTO "director" VALUES (4,'Ingrid Solberg','Norway',1980,'F');
INSERT INTO "director" VALUES (5,'Mehdi Farahani','Iran',1969,'M');
INSERT INTO "director" VALUES (6,'Claire Fontaine','France',1976,'F');
INSERT INTO "director" VALUES (7,'Jonas Weber','Germany',1983,'M');
INSERT INTO "director" VALUES (8,'Lucia Moretti','Italy',1962,'F');
INSERT INTO "director" VALUES (9,'Sung-min Cho','South Korea',1974,'M');
INSERT INTO "director" VALUES (10,'Daniel Okafor','Nigeria',1986,'M');
INSERT INTO "director" VALUES (11,'Elena Popescu','Romania',1979,'F');
INSERT INTO "director" VALUES (12,'Martin Keller','Germany',1955,'M');
INSERT INTO "director" VALUES (13,'Rosa Jimenez','Mexico',1988,'F');
INSERT INTO "director" VALUES (14,'Akira Tamura','Japan',1967,'M');
INSERT INTO "director" VALUES (15,'Paul Girard','France',1990,'M');
INSERT INTO "director" VALUES (16,'Nadia Haddad','Lebanon',1984,'F');
INSERT INTO "film" VALUES (1,'The Salt Road',1,2015,'Drama',118,4.5,'Portuguese');
INSERT INTO "film" VALUES (2,'Winter Orchard',2,2012,'Drama',104,2.8,'Polish');
INSERT INTO "film" VALUES (3,'Paper Lanterns',3,2010,'Animation',96,12.0,'Japanese');
INSERT INTO "film" VALUES (4,'Northern Lights',4,2018,'Documentary',88,1.2,'Norwegian');
INSERT INTO "film" VALUES (5,'A Quiet Border',5,2016,'Drama',127,1.9,'Persian');
INSERT INTO "film" VALUES (6,'Le Dernier Train',6,2019,'Thriller',111,6.3,'French');
INSERT INTO "film" VALUES (7,'Concrete Birds',7,2020,'Comedy',93,3.4,'German');
INSERT INTO "film" VALUES (8,'Sea of Glass',8,2011,'Romance',109,5.1,'Italian');
INSERT INTO "film" VALUES (9,'Midnight Ferry',9,2017,'Thriller',122,8.7,'Korean');
INSERT INTO "film" VALUES (10,'Lagos Blues',10,2021,'Musical',101,2.2,'English');
INSERT INTO "film" VALUES (11,'The Orchard Keeper',11,2014,'Drama',115,1.6,'Romanian');
INSERT INTO "film" VALUES (12,'Iron Meadow',12,2008,'War',142,15.5,'German');
INSERT INTO "film" VALUES (13,'Dust and Honey',13,2022,'Drama',98,0.9,'Spanish');
INSERT INTO "film" VALUES (14,'Silent Typhoon',14,2013,'Action',131,21.0,'Japanese');
INSERT INTO "film" VALUES (15,'Second Harvest',1,2020,'Drama',106,5.6,'Portuguese');
INSERT INTO "film" VALUES (16,'Glass Houses',2,2017,'Thriller',99,3.1,'Polish');
INSERT INTO "film" VALUES (17,'Moon Over Kyoto',3,2019,'Animation',90,14.2,'Japanese');
INSERT INTO "film" VALUES (18,'Fjord',4,2021,'Documentary',79,0.8,'Norwegian');
INSERT INTO "film" VALUES (19,'Borrowed Time',6,2014,'Comedy',102,4.0,'French');
INSERT INTO "film" VALUES (20,'The Red Kite',9,2022,'Action',137,18.3,'Korean');
INSERT INTO "film" VALUES (21,'Tidewater',11,2019,'Drama',112,2.0,'Romanian');
INSERT INTO "film" VALUES (22,'Long Way Home',12,2016,'War',148,11.4,'German');
INSERT INTO "film" VALUES (23,'Cactus Flower',13,2018,'Comedy',94,1.1,'Spanish');
INSERT INTO "film" VALUES (24,'Neon Alley',7,2023,'Thriller',108,4.8,'German');
INSERT INTO "film" VALUES (25,'Shadows of Tehran',5,2022,'Drama',120,2.5,'Persian');
INSERT INTO "film" VALUES (26,'Harbor Lights',8,2023,'Romance',103,3.9,'Italian');
INSERT INTO "festival_edition" VALUES (1,'Aurora Film Festival','Tromso','Norway','2016',42,18500);
INSERT INTO "festival_edition" VALUES (2,'Aurora Film Festival','Tromso','Norway','2018',51,21000);
INSERT INTO "festival_edition" VALUES (3,'Aurora Film Festival','Tromso','Norway','2020',38,9800);
INSERT INTO "festival_edition" VALUES (4,'Golden Lens','Lyon','France','2015',88,64000);
INSERT INTO "festival_edition" VALUES (5,'Golden Lens','Lyon','France','2017',95,71500);
INSERT INTO "festival_edition" VALUES (6,'Golden Lens','Lyon','France','2019',102,78200);
INSERT INTO "festival_edition" VALUES (7,'Golden Lens','Lyon','France','2022',97,69900);
INSERT INTO "festival_edition" VALUES (8,'Pacific Screen Days','Busan','South Korea','2017',120,112000);
INSERT INTO "festival_edition" VALUES (9,'Pacific Screen Days','Busan','South Korea','2021',110,87400);
INSERT INTO "festival_edition" VALUES (10,'Danube Cinema Week','Vienna','Austria','2014',35,15200);
INSERT INTO "festival_edition" VALUES (11,'Danube Cinema Week','Vienna','Austria','2016',40,16800);
INSERT INTO "festival_edition" VALUES (12,'Danube Cinema Week','Vienna','Austria','2023',47,20400);
INSERT INTO "festival_edition" VALUES (13,'Sierra Madre Film Fest','Guadalajara','Mexico','2018',64,45300);
INSERT INTO "festival_edition" VALUES (14,'Sierra Madre Film Fest','Guadalajara','Mexico','2023',71,52600);
INSERT INTO "screening" VALUES (1,4,'2015-06-12','Salle Lumiere',820);
INSERT INTO "screening" VALUES (1,11,'2016-10-03','Stadtkino',310);
INSERT INTO "screening" VALUES (2,10,'2014-09-20','Stadtkino',260);
INSERT INTO "screening" VALUES (3,10,'2014-09-21','Gartenbau',410);
INSERT INTO "screening" VALUES (3,4,'2015-06-14','Salle Lumiere',900);
INSERT INTO "screening" VALUES (4,2,'2018-01-19','Verdensteatret',540);
INSERT INTO "screening" VALUES (5,1,'2016-01-22','Verdensteatret',330);
INSERT INTO "screening" VALUES (5,5,'2017-06-09','Salle Lumiere',760);
INSERT INTO "screening" VALUES (5,8,'2017-10-14','BIFF Theater',1250);
INSERT INTO "screening" VALUES (6,6,'2019-06-15','Salle Lumiere',980);
INSERT INTO "screening" VALUES (6,9,'2021-10-08','Haeundae Hall',610);
INSERT INTO "screening" VALUES (7,3,'2020-01-24','Verdensteatret',150);
INSERT INTO "screening" VALUES (7,9,'2021-10-09','BIFF Theater',705);
INSERT INTO "screening" VALUES (8,10,'2014-09-22','Gartenbau',280);
INSERT INTO "screening" VALUES (9,8,'2017-10-13','BIFF Theater',1480);
INSERT INTO "screening" VALUES (9,13,'2018-03-10','Teatro Diana',640);
INSERT INTO "screening" VALUES (10,9,'2021-10-10','Haeundae Hall',890);
INSERT INTO "screening" VALUES (10,7,'2022-06-17','Salle Lumiere',720);
INSERT INTO "screening" VALUES (11,10,'2014-09-23','Stadtkino',190);
INSERT INTO "screening" VALUES (11,4,'2015-06-13','Institut Lumiere',450);
INSERT INTO "screening" VALUES (13,7,'2022-06-18','Institut Lumiere',530);
INSERT INTO "screening" VALUES (13,14,'2023-03-11','Teatro Diana',1020);
INSERT INTO "screening" VALUES (14,4,'2015-06-15','Salle Lumiere',870);
INSERT INTO "screening" VALUES (15,3,'2020-01-25','Verdensteatret',210);
INSERT INTO "screening" VALUES (15,14,'2023-03-12','Cineteca',480);
INSERT INTO "screening" VALUES (16,5,'2017-06-10','Institut Lumiere',600);
INSERT INTO "screening" VALUES (17,6,'2019-06-16','Salle Lumiere',1110);
INSERT INTO "screening" VALUES (17,9,'2021-10-11','BIFF Theater',930);
INSERT INTO "screening" VALUES (18,9,'2021-10-12','Haeundae Hall',320);
INSERT INTO "screening" VALUES (18,12,'2023-04-21','Stadtkino',270);
INSERT INTO "screening" VALUES (19,11,'2016-10-04','Gartenbau',240);
INSERT INTO "screening" VALUES (20,14,'2023-03-13','Teatro Diana',1340);
INSERT INTO "screening" VALUES (20,12,'2023-04-22','Gartenbau',560);
INSERT INTO "screening" VALUES (21,6,'2019-06-17','Institut Lumiere',430);
INSERT INTO "screening" VALUES (22,11,'2016-10-05','Stadtkino',300);
INSERT INTO "screening" VALUES (22,13,'2018-03-11','Cineteca',520);
INSERT INTO "screening" VALUES (23,13,'2018-03-12','Teatro Diana',690);
INSERT INTO "screening" VALUES (23,2,'2018-01-20','Verdensteatret',400);
INSERT INTO "screening" VALUES (24,12,'2023-04-23','Stadtkino',380);
INSERT INTO "screening" VALUES (25,7,'2022-06-19','Salle Lumiere',840);
INSERT INTO "award" VALUES (1,'Golden Lens Award',1,4,50000,'T');
INSERT INTO "award" VALUES (2,'Best Director',3,4,20000,'T');
INSERT INTO "award" VALUES (3,'Audience Award',14,4,10000,'F');
INSERT INTO "award" VALUES (4,'Northern Star',4,2,15000,'T');
INSERT INTO "award" VALUES (5,'Audience Award',23,2,8000,'F');
INSERT INTO "award" VALUES (6,'Golden Lens Award',5,5,55000,'T');
INSERT INTO "award" VALUES (7,'Best Screenplay',16,5,18000,'T');
INSERT INTO "award" VALUES (8,'New Currents Award',9,8,30000,'T');
INSERT INTO "award" VALUES (9,'Audience Award',5,8,12000,'F');
INSERT INTO "award" VALUES (10,'Golden Lens Award',17,6,60000,'T');
INSERT INTO "award" VALUES (11,'Best Director',6,6,25000,'T');
INSERT INTO "award" VALUES (12,'Danube Prize',2,10,9000,'T');
INSERT INTO "award" VALUES (13,'Danube Prize',22,11,9500,'T');
INSERT INTO "award" VALUES (14,'Jury Prize',20,14,22000,'T');
INSERT INTO "award" VALUES (15,'Audience Award',13,14,11000,'F');
INSERT INTO "award" VALUES (16,'New Currents Award',10,9,32000,'T');
INSERT INTO "award" VALUES (17,'Golden Lens Award',25,7,58000,'T');
INSERT INTO "award" VALUES (18,'Best Screenplay',13,7,17000,'T');
INSERT INTO "award" VALUES (19,'Northern Star',7,3,14000,'T');
INSERT INTO "award" VALUES (20,'Danube Prize',24,12,9800,'T');
'''

DATABASES["bike_rental"] = r'''
CREATE TABLE "station" (
	"Station_ID" INTEGER PRIMARY KEY,
	"Sname" TEXT,
	"City" TEXT,
	"Dock_Count" INTEGER,
	"Install_Year" TEXT,
	"Ebike_Ready" TEXT
);
CREATE TABLE "bike" (
	"bike_id" INTEGER PRIMARY KEY,
	"Model" TEXT,
	"bike_type" TEXT,
	"yr_bought" INTEGER,
	"Home_Station" INTEGER,
	"Mileage" INTEGER,
	FOREIGN KEY (Home_Station) REFERENCES station(Station_ID)
);
CREATE TABLE "customer" (
	"cust_id" INTEGER PRIMARY KEY,
	"first_name" TEXT,
	"last_name" TEXT,
	"Age" INTEGER,
	"membership" TEXT,
	"City" TEXT,
	"join_date" TEXT
);
CREATE TABLE "trip" (
	"Trip_ID" INTEGER PRIMARY KEY,
	"bike_id" INTEGER,
	"cust_id" INTEGER,
	"start_station" INTEGER,
	"end_station" INTEGER,
	"start_date" TEXT,
	"Duration_Min" INTEGER,
	"Fare" REAL,
	FOREIGN KEY (bike_id) REFERENCES bike(bike_id),
	FOREIGN KEY (cust_id) REFERENCES customer(cust_id),
	FOREIGN KEY (start_station) REFERENCES station(Station_ID),
	FOREIGN KEY (end_station) REFERENCES station(Station_ID)
);
CREATE TABLE "maintenance" (
	"Maint_ID" INTEGER PRIMARY KEY,
	"bike_id" INTEGER,
	"Mechanic" TEXT,
	"Service_Date" TEXT,
	"Cost" REAL,
	"Issue" TEXT,
	FOREIGN KEY (bike_id) REFERENCES bike(bike_id)
);
INSERT INTO "station" VALUES (1,'Union Square','San Francisco',27,'2013','T');
INSERT INTO "station" VALUES (2,'Ferry Building','San Francisco',35,'2013','T');
INSERT INTO "station" VALUES (3,'Mission Park','San Francisco',19,'2015','F');
INSERT INTO "station" VALUES (4,'Caltrain Depot','San Jose',23,'2014','T');
INSERT INTO "station" VALUES (5,'Japantown','San Jose',15,'2016','F');
INSERT INTO "station" VALUES (6,'City Hall','San Jose',21,'2014','F');
INSERT INTO "station" VALUES (7,'University Ave','Palo Alto',17,'2017','T');
INSERT INTO "station" VALUES (8,'Cowper St','Palo Alto',11,'2019','F');
INSERT INTO "station" VALUES (9,'Castro Street','Mountain View',25,'2015','T');
INSERT INTO "station" VALUES (10,'Rengstorff Park','Mountain View',13,'2020','F');
INSERT INTO "station" VALUES (11,'Broadway Plaza','Redwood City',16,'2018','T');
INSERT INTO "station" VALUES (12,'Marshall Square','Redwood City',9,'2021','F');
INSERT INTO "station" VALUES (13,'Lake Merritt','Oakland',31,'2016','T');
INSERT INTO "station" VALUES (14,'Jack London Sq','Oakland',22,'2022','T');
INSERT INTO "bike" VALUES (1,'Trek FX 2','Classic',2016,1,5420);
INSERT INTO "bike" VALUES (2,'Trek FX 2','Classic',2016,2,6130);
INSERT INTO "bike" VALUES (3,'Specialized Turbo Vado','Electric',2019,2,3890);
INSERT INTO "bike" VALUES (4,'Giant Escape 3','Classic',2015,4,7210);
INSERT INTO "bike" VALUES (5,'Rad Power RadCity','Electric',2020,4,2750);
INSERT INTO "bike" VALUES (6,'Tern GSD','Cargo',2021,13,1180);
INSERT INTO "bike" VALUES (7,'Giant Escape 3','Classic',2017,9,4980);
INSERT INTO "bike" VALUES (8,'Specialized Turbo Vado','Electric',2021,7,1960);
INSERT INTO "bike" VALUES (9,'Trek FX 2','Classic',2018,3,3320);
INSERT INTO "bike" VALUES (10,'Cannondale Quick 4','Classic',2014,6,8840);
INSERT INTO "bike" VALUES (11,'Rad Power RadCity','Electric',2022,13,890);
INSERT INTO "bike" VALUES (12,'Cannondale Quick 4','Classic',2016,11,6020);
INSERT INTO "bike" VALUES (13,'Tern GSD','Cargo',2022,1,640);
INSERT INTO "bike" VALUES (14,'Gazelle Ultimate','Electric',2023,14,310);
INSERT INTO "bike" VALUES (15,'Giant Escape 3','Classic',2019,5,2480);
INSERT INTO "bike" VALUES (16,'Trek FX 2','Classic',2020,10,1720);
INSERT INTO "bike" VALUES (17,'Specialized Turbo Vado','Electric',2020,9,2210);
INSERT INTO "bike" VALUES (18,'Cannondale Quick 4','Classic',2015,8,7650);
INSERT INTO "bike" VALUES (19,'Gazelle Ultimate','Electric',2023,2,420);
INSERT INTO "bike" VALUES (20,'Yuba Mundo','Cargo',2018,12,2980);
INSERT INTO "customer" VALUES (1,'Olivia','Chen',29,'Annual','San Francisco','2019-03-12');
INSERT INTO "customer" VALUES (2,'Marcus','Reed',41,'Monthly','San Jose','2020-07-01');
INSERT INTO "customer" VALUES (3,'Sofia','Alvarez',23,'Casual','Oakland','2022-05-19');
INSERT INTO "customer" VALUES (4,'Ethan','Brooks',35,'Annual','Palo Alto','2018-11-02');
INSERT INTO "customer" VALUES (5,'Aisha','Rahman',31,'Annual','San Francisco','2021-01-25');
INSERT INTO "customer" VALUES (6,'Liam','Walsh',52,'Monthly','Mountain View','2017-09-14');
INSERT INTO "customer" VALUES (7,'Yuna','Park',19,'Casual','San Jose','2023-02-08');
INSERT INTO "customer" VALUES (8,'Noah','Fischer',44,'Annual','Redwood City','2019-06-30');
INSERT INTO "customer" VALUES (9,'Grace','Liu',27,'Monthly','San Francisco','2020-10-11');
INSERT INTO "customer" VALUES (10,'Mateo','Rossi',38,'Casual','Oakland','2021-08-04');
INSERT INTO "customer" VALUES (11,'Chloe','Martin',24,'Annual','Mountain View','2022-12-15');
INSERT INTO "customer" VALUES (12,'Daniel','Kim',47,'Monthly','Palo Alto','2016-04-22');
INSERT INTO "customer" VALUES (13,'Emma','Novak',33,'Annual','San Jose','2020-02-29');
INSERT INTO "customer" VALUES (14,'Ravi','Iyer',58,'Casual','San Francisco','2018-05-07');
INSERT INTO "customer" VALUES (15,'Hannah','Schmidt',26,'Monthly','Oakland','2023-06-18');
INSERT INTO "customer" VALUES (16,'Lucas','Silva',36,'Annual','Redwood City','2021-11-09');
INSERT INTO "customer" VALUES (17,'Zoe','Turner',21,'Casual','Palo Alto','2023-09-01');
INSERT INTO "customer" VALUES (18,'Omar','Haddad',49,'Annual','San Jose','2017-12-03');
INSERT INTO "customer" VALUES (19,'Ivy','Morgan',30,'Annual','Oakland','2023-10-20');
INSERT INTO "customer" VALUES (20,'Ben','Carter',63,'Casual','San Jose','2023-11-02');
INSERT INTO "trip" VALUES (1,1,1,1,2,'2023-04-01 08:12',14,3.5);
INSERT INTO "trip" VALUES (2,3,5,2,1,'2023-04-01 17:40',18,4.25);
INSERT INTO "trip" VALUES (3,4,2,4,6,'2023-04-02 09:05',11,3.0);
INSERT INTO "trip" VALUES (4,5,13,4,5,'2023-04-02 12:30',26,5.75);
INSERT INTO "trip" VALUES (5,7,6,9,10,'2023-04-03 07:55',9,2.5);
INSERT INTO "trip" VALUES (6,8,4,7,8,'2023-04-03 18:20',16,4.0);
INSERT INTO "trip" VALUES (7,6,3,13,14,'2023-04-04 10:15',34,7.25);
INSERT INTO "trip" VALUES (8,2,9,2,3,'2023-04-04 13:45',22,4.75);
INSERT INTO "trip" VALUES (9,10,18,6,4,'2023-04-05 08:00',13,3.25);
INSERT INTO "trip" VALUES (10,11,10,13,13,'2023-04-05 16:10',47,9.5);
INSERT INTO "trip" VALUES (11,12,8,11,11,'2023-04-06 07:30',12,3.1);
INSERT INTO "trip" VALUES (12,1,14,1,3,'2023-04-06 11:05',28,5.9);
INSERT INTO "trip" VALUES (13,9,1,3,1,'2023-04-07 09:50',19,4.1);
INSERT INTO "trip" VALUES (14,15,7,5,4,'2023-04-07 15:25',8,2.2);
INSERT INTO "trip" VALUES (15,17,11,9,9,'2023-04-08 10:40',55,11.25);
INSERT INTO "trip" VALUES (16,3,9,2,13,'2023-04-08 14:00',63,12.8);
INSERT INTO "trip" VALUES (17,13,5,1,2,'2023-04-09 08:35',17,3.9);
INSERT INTO "trip" VALUES (18,16,6,10,9,'2023-04-09 19:15',10,2.6);
INSERT INTO "trip" VALUES (19,18,12,8,8,'2023-04-10 07:45',15,3.6);
INSERT INTO "trip" VALUES (20,3,14,2,1,'2023-04-10 12:20',21,4.6);
INSERT INTO "trip" VALUES (21,20,16,12,11,'2023-04-11 09:10',24,5.2);
INSERT INTO "trip" VALUES (22,5,2,4,6,'2023-04-11 17:55',7,2.0);
INSERT INTO "trip" VALUES (23,14,15,14,13,'2023-04-12 08:25',29,6.1);
INSERT INTO "trip" VALUES (24,4,18,4,5,'2023-04-12 13:35',20,4.4);
INSERT INTO "trip" VALUES (25,8,17,7,8,'2023-04-13 11:00',38,7.8);
INSERT INTO "trip" VALUES (26,10,13,6,5,'2023-04-13 16:45',25,5.3);
INSERT INTO "trip" VALUES (27,7,11,9,10,'2023-04-14 07:20',31,6.4);
INSERT INTO "trip" VALUES (28,2,5,2,1,'2023-04-14 18:05',16,3.7);
INSERT INTO "trip" VALUES (29,11,3,13,14,'2023-04-15 10:30',42,8.6);
INSERT INTO "trip" VALUES (30,6,15,14,13,'2023-04-15 14:50',36,7.5);
INSERT INTO "trip" VALUES (31,12,16,11,11,'2023-04-16 09:15',23,4.95);
INSERT INTO "trip" VALUES (32,9,9,3,2,'2023-04-16 12:40',27,5.45);
INSERT INTO "trip" VALUES (33,1,5,1,2,'2023-04-17 08:05',13,3.15);
INSERT INTO "trip" VALUES (34,17,6,9,10,'2023-04-17 17:30',44,8.9);
INSERT INTO "trip" VALUES (35,3,14,2,3,'2023-04-18 11:20',33,6.8);
INSERT INTO "trip" VALUES (36,13,10,13,14,'2023-04-18 15:10',52,10.4);
INSERT INTO "maintenance" VALUES (1,1,'Rita Gomez','2022-02-11',45.0,'Brake pads');
INSERT INTO "maintenance" VALUES (2,4,'Sam Patel','2022-05-03',120.5,'Wheel truing');
INSERT INTO "maintenance" VALUES (3,10,'Rita Gomez','2022-06-21',210.0,'Drivetrain');
INSERT INTO "maintenance" VALUES (4,3,'Ken Adams','2022-08-14',310.75,'Battery');
INSERT INTO "maintenance" VALUES (5,2,'Sam Patel','2022-09-30',38.25,'Flat tire');
INSERT INTO "maintenance" VALUES (6,10,'Ken Adams','2023-01-09',95.0,'Brake pads');
INSERT INTO "maintenance" VALUES (7,5,'Lena Cho','2023-02-17',275.4,'Battery');
INSERT INTO "maintenance" VALUES (8,18,'Rita Gomez','2023-03-05',60.0,'Flat tire');
INSERT INTO "maintenance" VALUES (9,7,'Sam Patel','2023-03-22',130.0,'Gear shifter');
INSERT INTO "maintenance" VALUES (10,12,'Lena Cho','2023-04-19',52.8,'Chain');
INSERT INTO "maintenance" VALUES (11,6,'Ken Adams','2023-05-27',185.6,'Cargo box');
INSERT INTO "maintenance" VALUES (12,4,'Rita Gomez','2023-06-08',41.5,'Flat tire');
INSERT INTO "maintenance" VALUES (13,8,'Lena Cho','2023-07-13',330.0,'Motor');
INSERT INTO "maintenance" VALUES (14,10,'Sam Patel','2023-08-02',72.25,'Chain');
INSERT INTO "maintenance" VALUES (15,9,'Rita Gomez','2023-09-18',47.9,'Brake pads');
INSERT INTO "maintenance" VALUES (16,20,'Lena Cho','2023-10-25',156.0,'Wheel truing');
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
    # ------------------------------------------------------------------ restaurant_chain
    dict(
        db="restaurant_chain", shape="simple",
        q="List the names of all restaurants in Denver.",
        sql="select name from restaurant where city = 'Denver'",
        J=[("restaurant", "City",
            "select t1.name from restaurant as t1 join restaurant_city as t2 on t1.rest_id = t2.rest_id where t2.city = 'Denver'")],
        C=("restaurant", "City", "location", "town",
           "select name from restaurant where {c} = 'Denver'"),
        T=("restaurant", "eatery", "diner",
           "select name from {t} where city = 'Denver'"),
    ),
    dict(
        db="restaurant_chain", shape="simple",
        q="What are the names of the dishes that cost between 10 and 15?",
        sql="select dish_name from dish where price between 10 and 15",
        J=[("dish", "Price",
            "select t1.dish_name from dish as t1 join dish_price as t2 on t1.dish_id = t2.dish_id where t2.price between 10 and 15")],
        C=("dish", "Price", "cost", "menu_price",
           "select dish_name from dish where {c} between 10 and 15"),
    ),
    dict(
        db="restaurant_chain", shape="simple",
        q="Which restaurant opened most recently? Give its name.",
        sql="select name from restaurant order by yr_open desc limit 1",
        J=[("restaurant", "yr_open",
            "select t1.name from restaurant as t1 join restaurant_yr_open as t2 on t1.rest_id = t2.rest_id order by t2.yr_open desc limit 1")],
        C=("restaurant", "yr_open", "year_opened", "opening_year",
           "select name from restaurant order by {c} desc limit 1"),
    ),
    dict(
        db="restaurant_chain", shape="simple",
        q="Find the names and prices of the dishes whose name contains the word Chicken.",
        sql="select dish_name, price from dish where dish_name like '%Chicken%'",
        J=[("dish", "Price",
            "select t1.dish_name, t2.price from dish as t1 join dish_price as t2 on t1.dish_id = t2.dish_id where t1.dish_name like '%Chicken%'")],
        T=("dish", "menu_dish", "food_item",
           "select dish_name, price from {t} where dish_name like '%Chicken%'"),
    ),
    dict(
        db="restaurant_chain", shape="simple",
        q="List the first names and ages of waiters younger than 25, ordered by age.",
        sql="select first_name, age from staff where role = 'Waiter' and age < 25 order by age",
        J=[("staff", "Age",
            "select t1.first_name, t2.age from staff as t1 join staff_age as t2 on t1.staff_id = t2.staff_id where t1.role = 'Waiter' and t2.age < 25 order by t2.age")],
        C=("staff", "Age", "staff_age", "years_of_age",
           "select first_name, {c} from staff where role = 'Waiter' and {c} < 25 order by {c}"),
    ),
    dict(
        db="restaurant_chain", shape="agg",
        q="How many franchise restaurants are there in Austin?",
        sql="select count(*) from restaurant where is_franchise = 'T' and city = 'Austin'",
        J=[("restaurant", "Is_Franchise",
            "select count(*) from restaurant as t1 join restaurant_is_franchise as t2 on t1.rest_id = t2.rest_id where t2.is_franchise = 'T' and t1.city = 'Austin'")],
        C=("restaurant", "Is_Franchise", "franchised", "is_chain",
           "select count(*) from restaurant where {c} = 'T' and city = 'Austin'"),
        T=("restaurant", "eatery", "diner",
           "select count(*) from {t} where is_franchise = 'T' and city = 'Austin'"),
    ),
    dict(
        db="restaurant_chain", shape="agg",
        q="What is the average salary for each role?",
        sql="select role, avg(salary) from staff group by role",
        J=[("staff", "Salary",
            "select t1.role, avg(t2.salary) from staff as t1 join staff_salary as t2 on t1.staff_id = t2.staff_id group by t1.role")],
        C=("staff", "Salary", "wage", "annual_pay",
           "select role, avg({c}) from staff group by role"),
        P=("staff_salary", "staff", "role", "salary",
           "select role, avg_salary from staff_salary"),
    ),
    dict(
        db="restaurant_chain", shape="agg",
        q="Which cities have at least 4 restaurants?",
        sql="select city from restaurant group by city having count(*) >= 4",
        T=("restaurant", "eatery", "diner",
           "select city from {t} group by city having count(*) >= 4"),
    ),
    dict(
        db="restaurant_chain", shape="agg",
        q="What are the maximum and minimum price of vegetarian dishes?",
        sql="select max(price), min(price) from dish where is_vegetarian = 'T'",
        J=[("dish", "Price",
            "select max(t2.price), min(t2.price) from dish as t1 join dish_price as t2 on t1.dish_id = t2.dish_id where t1.is_vegetarian = 'T'")],
        C=("dish", "Is_Vegetarian", "vegetarian", "meat_free",
           "select max(price), min(price) from dish where {c} = 'T'"),
        P=("dish_price", "dish", "is_vegetarian", "price",
           "select max_price, min_price from dish_price where is_vegetarian = 'T'"),
    ),
    dict(
        db="restaurant_chain", shape="agg",
        q="What are the average and maximum seating of the restaurants in each city?",
        sql="select city, avg(seating), max(seating) from restaurant group by city",
        J=[("restaurant", "Seating",
            "select t1.city, avg(t2.seating), max(t2.seating) from restaurant as t1 join restaurant_seating as t2 on t1.rest_id = t2.rest_id group by t1.city")],
        C=("restaurant", "Seating", "capacity", "seat_count",
           "select city, avg({c}), max({c}) from restaurant group by city"),
        P=("restaurant_seating", "restaurant", "city", "seating",
           "select city, avg_seating, max_seating from restaurant_seating"),
    ),
    dict(
        db="restaurant_chain", shape="join",
        q="Show the names of the restaurants and the cuisines they serve.",
        sql="select t1.name, t2.cuisine_name from restaurant as t1 join cuisine as t2 on t1.cuisine_id = t2.cuisine_id",
        J=[("cuisine", "Cuisine_Name",
            "select t1.name, t3.cuisine_name from restaurant as t1 join cuisine as t2 on t1.cuisine_id = t2.cuisine_id join cuisine_cuisine_name as t3 on t2.cuisine_id = t3.cuisine_id")],
        C=("cuisine", "Cuisine_Name", "cuisine_type", "style_name",
           "select t1.name, t2.{c} from restaurant as t1 join cuisine as t2 on t1.cuisine_id = t2.cuisine_id"),
        T=("cuisine", "food_style", "cooking_style",
           "select t1.name, t2.cuisine_name from restaurant as t1 join {t} as t2 on t1.cuisine_id = t2.cuisine_id"),
    ),
    dict(
        db="restaurant_chain", shape="join",
        q="List the names of the dishes on the menu of Sakura House.",
        sql="select t3.dish_name from restaurant as t1 join menu_item as t2 on t1.rest_id = t2.rest_id join dish as t3 on t2.dish_id = t3.dish_id where t1.name = 'Sakura House'",
        J=[("dish", "dish_name",
            "select t4.dish_name from restaurant as t1 join menu_item as t2 on t1.rest_id = t2.rest_id join dish as t3 on t2.dish_id = t3.dish_id join dish_dish_name as t4 on t3.dish_id = t4.dish_id where t1.name = 'Sakura House'")],
        T=("menu_item", "menu", "offering",
           "select t3.dish_name from restaurant as t1 join {t} as t2 on t1.rest_id = t2.rest_id join dish as t3 on t2.dish_id = t3.dish_id where t1.name = 'Sakura House'"),
    ),
    dict(
        db="restaurant_chain", shape="join",
        q="Which restaurant has the most staff members? Give the restaurant name.",
        sql="select t2.name from staff as t1 join restaurant as t2 on t1.rest_id = t2.rest_id group by t1.rest_id order by count(*) desc limit 1",
        J=[("restaurant", "Name",
            "select t3.name from staff as t1 join restaurant as t2 on t1.rest_id = t2.rest_id join restaurant_name as t3 on t2.rest_id = t3.rest_id group by t1.rest_id order by count(*) desc limit 1")],
    ),
    dict(
        db="restaurant_chain", shape="join",
        q="What is the average star rating for each cuisine? Show the cuisine name and the average stars.",
        sql="select t3.cuisine_name, avg(t1.stars) from review as t1 join restaurant as t2 on t1.rest_id = t2.rest_id join cuisine as t3 on t2.cuisine_id = t3.cuisine_id group by t3.cuisine_name",
        J=[("review", "stars",
            "select t3.cuisine_name, avg(t4.stars) from review as t1 join restaurant as t2 on t1.rest_id = t2.rest_id join cuisine as t3 on t2.cuisine_id = t3.cuisine_id join review_stars as t4 on t1.review_id = t4.review_id group by t3.cuisine_name")],
        C=("review", "stars", "star_rating", "score",
           "select t3.cuisine_name, avg(t1.{c}) from review as t1 join restaurant as t2 on t1.rest_id = t2.rest_id join cuisine as t3 on t2.cuisine_id = t3.cuisine_id group by t3.cuisine_name"),
    ),
    dict(
        db="restaurant_chain", shape="join",
        q="Give the first and last names of the staff who work at restaurants in Chicago.",
        sql="select t1.first_name, t1.last_name from staff as t1 join restaurant as t2 on t1.rest_id = t2.rest_id where t2.city = 'Chicago'",
        J=[("restaurant", "City",
            "select t1.first_name, t1.last_name from staff as t1 join restaurant as t2 on t1.rest_id = t2.rest_id join restaurant_city as t3 on t2.rest_id = t3.rest_id where t3.city = 'Chicago'")],
        C=("staff", "Last_Name", "surname", "family_name",
           "select t1.first_name, t1.{c} from staff as t1 join restaurant as t2 on t1.rest_id = t2.rest_id where t2.city = 'Chicago'"),
        T=("staff", "employee", "worker",
           "select t1.first_name, t1.last_name from {t} as t1 join restaurant as t2 on t1.rest_id = t2.rest_id where t2.city = 'Chicago'"),
    ),
    dict(
        db="restaurant_chain", shape="join",
        q="Show the name of each restaurant and the total daily sales of its dishes.",
        sql="select t1.name, sum(t2.daily_sales) from restaurant as t1 join menu_item as t2 on t1.rest_id = t2.rest_id group by t1.name",
        J=[("restaurant", "Name",
            "select t3.name, sum(t2.daily_sales) from restaurant as t1 join menu_item as t2 on t1.rest_id = t2.rest_id join restaurant_name as t3 on t1.rest_id = t3.rest_id group by t3.name")],
        P=("restaurant_menu_item_daily_sales",
           "restaurant as t1 join menu_item as t2 on t1.rest_id = t2.rest_id", "t1.name", "t2.daily_sales",
           "select name, sum_daily_sales from restaurant_menu_item_daily_sales"),
    ),
    dict(
        db="restaurant_chain", shape="nested",
        q="List the names of restaurants that have no reviews.",
        sql="select name from restaurant where rest_id not in (select rest_id from review)",
        J=[("restaurant", "Name",
            "select t2.name from restaurant as t1 join restaurant_name as t2 on t1.rest_id = t2.rest_id where t1.rest_id not in (select rest_id from review)")],
        T=("review", "feedback", "critique",
           "select name from restaurant where rest_id not in (select rest_id from {t})"),
    ),
    dict(
        db="restaurant_chain", shape="nested",
        q="Find the names of the staff whose salary is above the average salary.",
        sql="select first_name, last_name from staff where salary > (select avg(salary) from staff)",
        J=[("staff", "Salary",
            "select t1.first_name, t1.last_name from staff as t1 join staff_salary as t2 on t1.staff_id = t2.staff_id where t2.salary > (select avg(salary) from staff_salary)")],
        C=("staff", "Salary", "wage", "annual_pay",
           "select first_name, last_name from staff where {c} > (select avg({c}) from staff)"),
    ),
    dict(
        db="restaurant_chain", shape="nested",
        q="Which cities have both franchise and non-franchise restaurants?",
        sql="select city from restaurant where is_franchise = 'T' intersect select city from restaurant where is_franchise = 'F'",
        J=[("restaurant", "Is_Franchise",
            "select t1.city from restaurant as t1 join restaurant_is_franchise as t2 on t1.rest_id = t2.rest_id where t2.is_franchise = 'T' intersect select t1.city from restaurant as t1 join restaurant_is_franchise as t2 on t1.rest_id = t2.rest_id where t2.is_franchise = 'F'")],
    ),
    # ------------------------------------------------------------------ film_festival
    dict(
        db="film_festival", shape="simple",
        q="What are the titles of the films released after 2019?",
        sql="select title from film where release_year > 2019",
        J=[("film", "Release_Year",
            "select t1.title from film as t1 join film_release_year as t2 on t1.film_id = t2.film_id where t2.release_year > 2019")],
        C=("film", "Release_Year", "year_released", "premiere_year",
           "select title from film where {c} > 2019"),
        T=("film", "movie", "motion_picture",
           "select title from {t} where release_year > 2019"),
    ),
    dict(
        db="film_festival", shape="simple",
        q="List the names and birth years of all directors, from the youngest to the oldest.",
        sql="select dname, birth_year from director order by birth_year desc",
        J=[("director", "Birth_Year",
            "select t1.dname, t2.birth_year from director as t1 join director_birth_year as t2 on t1.dir_id = t2.dir_id order by t2.birth_year desc")],
        C=("director", "Dname", "director_name", "full_name",
           "select {c}, birth_year from director order by birth_year desc"),
    ),
    dict(
        db="film_festival", shape="simple",
        q="What is the title of the longest film?",
        sql="select title from film order by running_time desc limit 1",
        J=[("film", "Running_Time",
            "select t1.title from film as t1 join film_running_time as t2 on t1.film_id = t2.film_id order by t2.running_time desc limit 1")],
        C=("film", "Running_Time", "duration", "length_minutes",
           "select title from film order by {c} desc limit 1"),
    ),
    dict(
        db="film_festival", shape="simple",
        q="Find the titles and genres of the films whose title begins with 'The'.",
        sql="select title, genre from film where title like 'The %'",
        J=[("film", "Genre",
            "select t1.title, t2.genre from film as t1 join film_genre as t2 on t1.film_id = t2.film_id where t1.title like 'The %'")],
        C=("film", "Genre", "category", "film_type",
           "select title, {c} from film where title like 'The %'"),
    ),
    dict(
        db="film_festival", shape="agg",
        q="How many female directors were born after 1975?",
        sql="select count(*) from director where gender = 'F' and birth_year > 1975",
        J=[("director", "Gender",
            "select count(*) from director as t1 join director_gender as t2 on t1.dir_id = t2.dir_id where t2.gender = 'F' and t1.birth_year > 1975")],
        T=("director", "filmmaker", "auteur",
           "select count(*) from {t} where gender = 'F' and birth_year > 1975"),
    ),
    dict(
        db="film_festival", shape="agg",
        q="What is the average running time of the films in each genre?",
        sql="select genre, avg(running_time) from film group by genre",
        J=[("film", "Running_Time",
            "select t1.genre, avg(t2.running_time) from film as t1 join film_running_time as t2 on t1.film_id = t2.film_id group by t1.genre")],
        C=("film", "Genre", "category", "film_type",
           "select {c}, avg(running_time) from film group by {c}"),
        P=("film_running_time", "film", "genre", "running_time",
           "select genre, avg_running_time from film_running_time"),
    ),
    dict(
        db="film_festival", shape="agg",
        q="Which genre has the most films?",
        sql="select genre from film group by genre order by count(*) desc limit 1",
    ),
    dict(
        db="film_festival", shape="agg",
        q="What is the average budget of drama films?",
        sql="select avg(budget_million) from film where genre = 'Drama'",
        J=[("film", "Budget_Million",
            "select avg(t2.budget_million) from film as t1 join film_budget_million as t2 on t1.film_id = t2.film_id where t1.genre = 'Drama'")],
        C=("film", "Budget_Million", "budget", "production_cost",
           "select avg({c}) from film where genre = 'Drama'"),
        T=("film", "movie", "motion_picture",
           "select avg(budget_million) from {t} where genre = 'Drama'"),
        P=("film_budget_million", "film", "genre", "budget_million",
           "select avg_budget_million from film_budget_million where genre = 'Drama'"),
    ),
    dict(
        db="film_festival", shape="agg",
        q="Show each award name and the total prize money given under that name.",
        sql="select award_name, sum(prize_money) from award group by award_name",
        J=[("award", "Prize_Money",
            "select t1.award_name, sum(t2.prize_money) from award as t1 join award_prize_money as t2 on t1.award_id = t2.award_id group by t1.award_name")],
        C=("award", "Award_Name", "prize_name", "honor_title",
           "select {c}, sum(prize_money) from award group by {c}"),
        T=("award", "prize", "honor",
           "select award_name, sum(prize_money) from {t} group by award_name"),
        P=("award_prize_money", "award", "award_name", "prize_money",
           "select award_name, sum_prize_money from award_prize_money"),
    ),
    dict(
        db="film_festival", shape="join",
        q="Which directors have made at least 2 films? Give their names.",
        sql="select t1.dname from director as t1 join film as t2 on t1.dir_id = t2.dir_id group by t1.dir_id having count(*) >= 2",
        J=[("director", "Dname",
            "select t3.dname from director as t1 join film as t2 on t1.dir_id = t2.dir_id join director_dname as t3 on t1.dir_id = t3.dir_id group by t1.dir_id having count(*) >= 2")],
        T=("film", "movie", "motion_picture",
           "select t1.dname from director as t1 join {t} as t2 on t1.dir_id = t2.dir_id group by t1.dir_id having count(*) >= 2"),
    ),
    dict(
        db="film_festival", shape="join",
        q="Show the titles of the films and the names of their directors.",
        sql="select t1.title, t2.dname from film as t1 join director as t2 on t1.dir_id = t2.dir_id",
        J=[("director", "Dname",
            "select t1.title, t3.dname from film as t1 join director as t2 on t1.dir_id = t2.dir_id join director_dname as t3 on t2.dir_id = t3.dir_id")],
        C=("film", "Title", "film_title", "movie_name",
           "select t1.{c}, t2.dname from film as t1 join director as t2 on t1.dir_id = t2.dir_id"),
        T=("director", "filmmaker", "auteur",
           "select t1.title, t2.dname from film as t1 join {t} as t2 on t1.dir_id = t2.dir_id"),
    ),
    dict(
        db="film_festival", shape="join",
        q="Which films were screened at the Golden Lens festival in 2019? List their titles.",
        sql="select t1.title from film as t1 join screening as t2 on t1.film_id = t2.film_id join festival_edition as t3 on t2.edition_id = t3.edition_id where t3.festival_name = 'Golden Lens' and t3.year = '2019'",
        J=[("festival_edition", "Year",
            "select t1.title from film as t1 join screening as t2 on t1.film_id = t2.film_id join festival_edition as t3 on t2.edition_id = t3.edition_id join festival_edition_year as t4 on t3.edition_id = t4.edition_id where t3.festival_name = 'Golden Lens' and t4.year = '2019'")],
        T=("screening", "showing", "projection",
           "select t1.title from film as t1 join {t} as t2 on t1.film_id = t2.film_id join festival_edition as t3 on t2.edition_id = t3.edition_id where t3.festival_name = 'Golden Lens' and t3.year = '2019'"),
    ),
    dict(
        db="film_festival", shape="join",
        q="For each festival edition, show the festival name, the year and the number of films screened.",
        sql="select t1.festival_name, t1.year, count(*) from festival_edition as t1 join screening as t2 on t1.edition_id = t2.edition_id group by t1.edition_id",
        J=[("festival_edition", "Year",
            "select t1.festival_name, t3.year, count(*) from festival_edition as t1 join screening as t2 on t1.edition_id = t2.edition_id join festival_edition_year as t3 on t1.edition_id = t3.edition_id group by t1.edition_id")],
        C=("festival_edition", "Festival_Name", "festival_title", "event_name",
           "select t1.{c}, t1.year, count(*) from festival_edition as t1 join screening as t2 on t1.edition_id = t2.edition_id group by t1.edition_id"),
        T=("festival_edition", "festival_event", "film_fest",
           "select t1.festival_name, t1.year, count(*) from {t} as t1 join screening as t2 on t1.edition_id = t2.edition_id group by t1.edition_id"),
    ),
    dict(
        db="film_festival", shape="join",
        q="What is the name of the director whose film won the award with the largest prize money?",
        sql="select t3.dname from award as t1 join film as t2 on t1.film_id = t2.film_id join director as t3 on t2.dir_id = t3.dir_id order by t1.prize_money desc limit 1",
        J=[("award", "Prize_Money",
            "select t3.dname from award as t1 join film as t2 on t1.film_id = t2.film_id join director as t3 on t2.dir_id = t3.dir_id join award_prize_money as t4 on t1.award_id = t4.award_id order by t4.prize_money desc limit 1")],
        C=("award", "Prize_Money", "prize_amount", "cash_prize",
           "select t3.dname from award as t1 join film as t2 on t1.film_id = t2.film_id join director as t3 on t2.dir_id = t3.dir_id order by t1.{c} desc limit 1"),
    ),
    dict(
        db="film_festival", shape="join",
        q="Show the title of each film and the total audience of its screenings.",
        sql="select t1.title, sum(t2.audience) from film as t1 join screening as t2 on t1.film_id = t2.film_id group by t1.title",
        J=[("film", "Title",
            "select t3.title, sum(t2.audience) from film as t1 join screening as t2 on t1.film_id = t2.film_id join film_title as t3 on t1.film_id = t3.film_id group by t3.title")],
        P=("film_screening_audience",
           "film as t1 join screening as t2 on t1.film_id = t2.film_id", "t1.title", "t2.audience",
           "select title, sum_audience from film_screening_audience"),
    ),
    dict(
        db="film_festival", shape="nested",
        q="List the names of the directors who have not directed any film.",
        sql="select dname from director where dir_id not in (select dir_id from film)",
        J=[("director", "Dname",
            "select t2.dname from director as t1 join director_dname as t2 on t1.dir_id = t2.dir_id where t1.dir_id not in (select dir_id from film)")],
    ),
    dict(
        db="film_festival", shape="nested",
        q="What are the titles of the films that are either comedies or longer than 130 minutes?",
        sql="select title from film where genre = 'Comedy' union select title from film where running_time > 130",
        J=[("film", "Genre",
            "select t1.title from film as t1 join film_genre as t2 on t1.film_id = t2.film_id where t2.genre = 'Comedy' union select title from film where running_time > 130")],
        C=("film", "Running_Time", "duration", "length_minutes",
           "select title from film where genre = 'Comedy' union select title from film where {c} > 130"),
    ),
    dict(
        db="film_festival", shape="nested",
        q="Find the cities that hosted a festival edition in 2016 but not in 2018.",
        sql="select city from festival_edition where year = '2016' except select city from festival_edition where year = '2018'",
        J=[("festival_edition", "Year",
            "select t1.city from festival_edition as t1 join festival_edition_year as t2 on t1.edition_id = t2.edition_id where t2.year = '2016' except select t1.city from festival_edition as t1 join festival_edition_year as t2 on t1.edition_id = t2.edition_id where t2.year = '2018'")],
        C=("festival_edition", "Year", "edition_year", "held_in",
           "select city from festival_edition where {c} = '2016' except select city from festival_edition where {c} = '2018'"),
    ),
    # ------------------------------------------------------------------ bike_rental
    dict(
        db="bike_rental", shape="simple",
        q="What are the names of the stations in San Jose?",
        sql="select sname from station where city = 'San Jose'",
        J=[("station", "City",
            "select t1.sname from station as t1 join station_city as t2 on t1.station_id = t2.station_id where t2.city = 'San Jose'")],
        C=("station", "Sname", "station_name", "stop_name",
           "select {c} from station where city = 'San Jose'"),
        T=("station", "dock_station", "docking_point",
           "select sname from {t} where city = 'San Jose'"),
    ),
    dict(
        db="bike_rental", shape="simple",
        q="List the model and mileage of all electric bikes, ordered by mileage from highest to lowest.",
        sql="select model, mileage from bike where bike_type = 'Electric' order by mileage desc",
        J=[("bike", "Mileage",
            "select t1.model, t2.mileage from bike as t1 join bike_mileage as t2 on t1.bike_id = t2.bike_id where t1.bike_type = 'Electric' order by t2.mileage desc")],
        C=("bike", "Mileage", "distance_ridden", "odometer",
           "select model, {c} from bike where bike_type = 'Electric' order by {c} desc"),
    ),
    dict(
        db="bike_rental", shape="simple",
        q="What is the name of the oldest customer?",
        sql="select first_name, last_name from customer order by age desc limit 1",
        J=[("customer", "Age",
            "select t1.first_name, t1.last_name from customer as t1 join customer_age as t2 on t1.cust_id = t2.cust_id order by t2.age desc limit 1")],
        C=("customer", "Age", "age_years", "current_age",
           "select first_name, last_name from customer order by {c} desc limit 1"),
    ),
    dict(
        db="bike_rental", shape="simple",
        q="Which stations were installed between 2015 and 2018? Give their names and install years.",
        sql="select sname, install_year from station where install_year between 2015 and 2018",
        J=[("station", "Install_Year",
            "select t1.sname, t2.install_year from station as t1 join station_install_year as t2 on t1.station_id = t2.station_id where t2.install_year between 2015 and 2018")],
        C=("station", "Install_Year", "year_installed", "opened_year",
           "select sname, {c} from station where {c} between 2015 and 2018"),
    ),
    dict(
        db="bike_rental", shape="simple",
        q="What are the distinct models of the bikes bought before 2018?",
        sql="select distinct model from bike where yr_bought < 2018",
        J=[("bike", "Model",
            "select distinct t2.model from bike as t1 join bike_model as t2 on t1.bike_id = t2.bike_id where t1.yr_bought < 2018")],
        C=("bike", "yr_bought", "year_purchased", "purchase_year",
           "select distinct model from bike where {c} < 2018"),
    ),
    dict(
        db="bike_rental", shape="agg",
        q="Show each membership type and the average age of the customers with that membership.",
        sql="select membership, avg(age) from customer group by membership",
        J=[("customer", "Age",
            "select t1.membership, avg(t2.age) from customer as t1 join customer_age as t2 on t1.cust_id = t2.cust_id group by t1.membership")],
        C=("customer", "membership", "plan_type", "member_level",
           "select {c}, avg(age) from customer group by {c}"),
        P=("customer_age", "customer", "membership", "age",
           "select membership, avg_age from customer_age"),
    ),
    dict(
        db="bike_rental", shape="agg",
        q="How many bikes of each type are there?",
        sql="select bike_type, count(*) from bike group by bike_type",
        T=("bike", "bicycle", "cycle",
           "select bike_type, count(*) from {t} group by bike_type"),
    ),
    dict(
        db="bike_rental", shape="agg",
        q="Which mechanics have done more than 3 maintenance jobs?",
        sql="select mechanic from maintenance group by mechanic having count(*) > 3",
        T=("maintenance", "repair", "servicing",
           "select mechanic from {t} group by mechanic having count(*) > 3"),
    ),
    dict(
        db="bike_rental", shape="agg",
        q="What is the total cost of all the maintenance for brake pads?",
        sql="select sum(cost) from maintenance where issue = 'Brake pads'",
        J=[("maintenance", "Cost",
            "select sum(t2.cost) from maintenance as t1 join maintenance_cost as t2 on t1.maint_id = t2.maint_id where t1.issue = 'Brake pads'")],
        C=("maintenance", "Issue", "problem", "fault_type",
           "select sum(cost) from maintenance where {c} = 'Brake pads'"),
        P=("maintenance_cost", "maintenance", "issue", "cost",
           "select sum_cost from maintenance_cost where issue = 'Brake pads'"),
    ),
    dict(
        db="bike_rental", shape="agg",
        q="What are the average and maximum trip durations for each bike? Show the bike id too.",
        sql="select bike_id, avg(duration_min), max(duration_min) from trip group by bike_id",
        J=[("trip", "Duration_Min",
            "select t1.bike_id, avg(t2.duration_min), max(t2.duration_min) from trip as t1 join trip_duration_min as t2 on t1.trip_id = t2.trip_id group by t1.bike_id")],
        P=("trip_duration_min", "trip", "bike_id", "duration_min",
           "select bike_id, avg_duration_min, max_duration_min from trip_duration_min"),
    ),
    dict(
        db="bike_rental", shape="join",
        q="List the start station name and the duration of every trip taken by Grace Liu.",
        sql="select t3.sname, t2.duration_min from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join station as t3 on t2.start_station = t3.station_id where t1.first_name = 'Grace' and t1.last_name = 'Liu'",
        J=[("trip", "Duration_Min",
            "select t3.sname, t4.duration_min from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join station as t3 on t2.start_station = t3.station_id join trip_duration_min as t4 on t2.trip_id = t4.trip_id where t1.first_name = 'Grace' and t1.last_name = 'Liu'")],
        C=("trip", "Duration_Min", "minutes", "ride_length",
           "select t3.sname, t2.{c} from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join station as t3 on t2.start_station = t3.station_id where t1.first_name = 'Grace' and t1.last_name = 'Liu'"),
    ),
    dict(
        db="bike_rental", shape="join",
        q="Which station do the most trips start from? Give the station name.",
        sql="select t2.sname from trip as t1 join station as t2 on t1.start_station = t2.station_id group by t1.start_station order by count(*) desc limit 1",
        J=[("station", "Sname",
            "select t3.sname from trip as t1 join station as t2 on t1.start_station = t2.station_id join station_sname as t3 on t2.station_id = t3.station_id group by t1.start_station order by count(*) desc limit 1")],
    ),
    dict(
        db="bike_rental", shape="join",
        q="Find the first and last names of the customers who have ridden an electric bike.",
        sql="select distinct t1.first_name, t1.last_name from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join bike as t3 on t2.bike_id = t3.bike_id where t3.bike_type = 'Electric'",
        J=[("bike", "bike_type",
            "select distinct t1.first_name, t1.last_name from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join bike as t3 on t2.bike_id = t3.bike_id join bike_bike_type as t4 on t3.bike_id = t4.bike_id where t4.bike_type = 'Electric'")],
        T=("trip", "ride", "journey",
           "select distinct t1.first_name, t1.last_name from customer as t1 join {t} as t2 on t1.cust_id = t2.cust_id join bike as t3 on t2.bike_id = t3.bike_id where t3.bike_type = 'Electric'"),
    ),
    dict(
        db="bike_rental", shape="join",
        q="How many trips were taken by customers with an annual membership?",
        sql="select count(*) from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id where t1.membership = 'Annual'",
        J=[("customer", "membership",
            "select count(*) from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join customer_membership as t3 on t1.cust_id = t3.cust_id where t3.membership = 'Annual'")],
        T=("customer", "client", "rider",
           "select count(*) from {t} as t1 join trip as t2 on t1.cust_id = t2.cust_id where t1.membership = 'Annual'"),
    ),
    dict(
        db="bike_rental", shape="nested",
        q="List the ids and models of the bikes that have never been serviced.",
        sql="select bike_id, model from bike where bike_id not in (select bike_id from maintenance)",
        J=[("bike", "Model",
            "select t1.bike_id, t2.model from bike as t1 join bike_model as t2 on t1.bike_id = t2.bike_id where t1.bike_id not in (select bike_id from maintenance)")],
        T=("maintenance", "repair", "servicing",
           "select bike_id, model from bike where bike_id not in (select bike_id from {t})"),
    ),
    dict(
        db="bike_rental", shape="nested",
        q="Find the names of the stations that have more docks than the average number of docks.",
        sql="select sname from station where dock_count > (select avg(dock_count) from station)",
        J=[("station", "Dock_Count",
            "select t1.sname from station as t1 join station_dock_count as t2 on t1.station_id = t2.station_id where t2.dock_count > (select avg(dock_count) from station_dock_count)")],
        C=("station", "Dock_Count", "num_docks", "capacity",
           "select sname from station where {c} > (select avg({c}) from station)"),
    ),
    dict(
        db="bike_rental", shape="nested",
        q="Which customers started trips at both Union Square and Ferry Building? Give their first names.",
        sql="select t1.first_name from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join station as t3 on t2.start_station = t3.station_id where t3.sname = 'Union Square' intersect select t1.first_name from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join station as t3 on t2.start_station = t3.station_id where t3.sname = 'Ferry Building'",
        J=[("customer", "first_name",
            "select t4.first_name from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join station as t3 on t2.start_station = t3.station_id join customer_first_name as t4 on t1.cust_id = t4.cust_id where t3.sname = 'Union Square' intersect select t4.first_name from customer as t1 join trip as t2 on t1.cust_id = t2.cust_id join station as t3 on t2.start_station = t3.station_id join customer_first_name as t4 on t1.cust_id = t4.cust_id where t3.sname = 'Ferry Building'")],
    ),
    dict(
        db="bike_rental", shape="nested",
        q="Which stations have never been the end point of a trip? List their names.",
        sql="select sname from station except select t2.sname from trip as t1 join station as t2 on t1.end_station = t2.station_id",
        T=("station", "dock_station", "docking_point",
           "select sname from {t} except select t2.sname from trip as t1 join {t} as t2 on t1.end_station = t2.station_id"),
    ),
]

# ================================================================ schema helpers


# ================================================================ verification


def main():
    probe_kit.main(__doc__, DEFAULT_OUT, DEFAULT_DBS, DATABASES, QUESTIONS, ROWS_PER_TABLE,
                   drop_agreeing=False, record_id=lambda kind, n: f"{kind}-{n:04d}")


if __name__ == "__main__":
    main()
