#!/usr/bin/env python3
"""Build eval-data/probe6b.jsonl and three new SQLite databases in eval-data/dbs6/.

A held-in probe set that measures how the parser generalises to databases and schemas it has
never seen. The three databases (game_studio, art_auction, volunteer_charity), their data, the
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

Select columns follow the order in which the question names them (as Spider's annotators do).
As in Spider, about a third of the intents are asked twice in different words; since the checks
refuse a repeated SQL string within a database, the second wording's SQL is an equivalent
rewrite that follows that wording (column order, join order, ">= 2" for "> 1", ...).

Record ids are "<kind>6b-NNNN" (J6b-0001, ...), numbered from 1 within each kind.

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

    python3 eval-data/make_probe6b.py [--out FILE] [--dbs DIR]
"""

from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe6b.jsonl"
DEFAULT_DBS = HERE / "dbs6"
ID_TAG = "6b"

# ================================================================ databases

DATABASES = {}

# Rows each table must hold (the checks refuse a database outside this range).
ROWS_PER_TABLE = (8, 20)

DATABASES["game_studio"] = r'''
CREATE TABLE "studio" (
"Studio_ID" int,
"Studio_Name" text,
"Country" text,
"yr_founded" text,
"Num_Employees" int,
"Is_Indie" text,
"Revenue" real,
PRIMARY KEY ("Studio_ID")
);
CREATE TABLE "game" (
"Game_ID" int,
"Title" text,
"Studio_ID" int,
"Genre" text,
"Release_Year" int,
"Price" real,
"Units_Sold" int,
"Age_Rating" text,
"Is_Multiplayer" text,
PRIMARY KEY ("Game_ID"),
FOREIGN KEY ("Studio_ID") REFERENCES "studio"("Studio_ID")
);
CREATE TABLE "platform" (
"Platform_ID" int,
"Platform_Name" text,
"Manufacturer" text,
"Launch_Year" text,
"Is_Handheld" text,
"Launch_Price" real,
PRIMARY KEY ("Platform_ID")
);
CREATE TABLE "game_platform" (
"Game_ID" int,
"Platform_ID" int,
"Release_Date" text,
PRIMARY KEY ("Game_ID","Platform_ID"),
FOREIGN KEY ("Game_ID") REFERENCES "game"("Game_ID"),
FOREIGN KEY ("Platform_ID") REFERENCES "platform"("Platform_ID")
);
CREATE TABLE "review" (
"Review_ID" int,
"Game_ID" int,
"Outlet" text,
"Critic_Fname" text,
"Critic_Lname" text,
"Score" int,
"Review_Year" text,
"Recommended" text,
PRIMARY KEY ("Review_ID"),
FOREIGN KEY ("Game_ID") REFERENCES "game"("Game_ID")
);
INSERT INTO "studio" VALUES (1,'Nimbus Forge','Canada','2009',240,'F',182.5);
INSERT INTO "studio" VALUES (2,'Lantern Bay Games','USA','2015',38,'T',12.4);
INSERT INTO "studio" VALUES (3,'Kitsune Works','Japan','1994',610,'F',520.0);
INSERT INTO "studio" VALUES (4,'Polar Owl Interactive','Finland','2011',95,'T',41.7);
INSERT INTO "studio" VALUES (5,'Red Quarry Studios','USA','2002',430,'F',305.3);
INSERT INTO "studio" VALUES (6,'Tidepool Software','United Kingdom','2017',22,'T',6.9);
INSERT INTO "studio" VALUES (7,'Ironbark Entertainment','Australia','2006',150,'F',88.2);
INSERT INTO "studio" VALUES (8,'Copper Lynx','Poland','2013',310,'F',214.6);
INSERT INTO "studio" VALUES (9,'Moonmoth Studio','Sweden','2019',14,'T',3.1);
INSERT INTO "studio" VALUES (10,'Blue Harbor Games','South Korea','2004',520,'F',398.9);
INSERT INTO "studio" VALUES (11,'Pixel Garden','France','2016',47,'T',15.8);
INSERT INTO "studio" VALUES (12,'Grey Heron Games','Canada','2020',9,'T',1.6);
INSERT INTO "studio" VALUES (13,'Sandglass Interactive','Germany','2021',18,'T',2.2);
INSERT INTO "game" VALUES (1,'Skyward Embers',1,'RPG',2018,59.99,2400000,'T','N');
INSERT INTO "game" VALUES (2,'Lantern Light',2,'Puzzle',2017,14.99,310000,'E','N');
INSERT INTO "game" VALUES (3,'Ronin Dawn',3,'Action',2020,69.99,5200000,'M','Y');
INSERT INTO "game" VALUES (4,'Frostbound',4,'Survival',2019,24.99,880000,'T','Y');
INSERT INTO "game" VALUES (5,'Quarry Wars',5,'Shooter',2014,49.99,3900000,'M','Y');
INSERT INTO "game" VALUES (6,'Tiny Tides',6,'Puzzle',2021,9.99,120000,'E','N');
INSERT INTO "game" VALUES (7,'Outback Rally',7,'Racing',2015,39.99,1150000,'E','Y');
INSERT INTO "game" VALUES (8,'Hexbound Chronicles',8,'RPG',2022,54.99,2950000,'M','N');
INSERT INTO "game" VALUES (9,'Moth and Lamp',9,'Adventure',2022,12.99,64000,'E10+','N');
INSERT INTO "game" VALUES (10,'Harbor Strikers',10,'Sports',2019,44.99,1730000,'E','Y');
INSERT INTO "game" VALUES (11,'Garden of Glyphs',11,'Puzzle',2018,19.99,205000,'E','N');
INSERT INTO "game" VALUES (12,'Skyward Embers II',1,'RPG',2023,64.99,1580000,'T','Y');
INSERT INTO "game" VALUES (13,'Ronin Dawn: Exile',3,'Action',2023,59.49,3100000,'M','Y');
INSERT INTO "game" VALUES (14,'Quarry Wars 2',5,'Shooter',2019,59.0,4450000,'M','Y');
INSERT INTO "game" VALUES (15,'Kitsune Kart',3,'Racing',2017,49.0,2600000,'E','Y');
INSERT INTO "game" VALUES (16,'Neon Harbor',3,'Action',2021,34.99,960000,'T','N');
INSERT INTO "game" VALUES (17,'Ember Hollow',1,'Adventure',2020,29.99,740000,'T','N');
INSERT INTO "game" VALUES (18,'Ironbark Legends',7,'Strategy',2021,29.49,410000,'T','Y');
INSERT INTO "game" VALUES (19,'Petal Drift',11,'Adventure',2023,17.49,95000,'E','N');
INSERT INTO "platform" VALUES (1,'PlayStation 5','Sony','2020','N',499.99);
INSERT INTO "platform" VALUES (2,'Xbox Series X','Microsoft','2020','N',499.0);
INSERT INTO "platform" VALUES (3,'Nintendo Switch','Nintendo','2017','Y',299.99);
INSERT INTO "platform" VALUES (4,'PC','Various','1981','N',1565.0);
INSERT INTO "platform" VALUES (5,'PlayStation 4','Sony','2013','N',399.99);
INSERT INTO "platform" VALUES (6,'Xbox One','Microsoft','2013','N',489.0);
INSERT INTO "platform" VALUES (7,'Steam Deck','Valve','2022','Y',399.0);
INSERT INTO "platform" VALUES (8,'PlayStation Vita','Sony','2011','Y',249.99);
INSERT INTO "platform" VALUES (9,'Nintendo 3DS','Nintendo','2011','Y',249.0);
INSERT INTO "platform" VALUES (10,'Meta Quest 2','Meta','2020','N',299.0);
INSERT INTO "platform" VALUES (11,'Wii U','Nintendo','2012','N',349.99);
INSERT INTO "game_platform" VALUES (1,4,'2018-03-09');
INSERT INTO "game_platform" VALUES (1,5,'2018-03-09');
INSERT INTO "game_platform" VALUES (1,3,'2019-11-15');
INSERT INTO "game_platform" VALUES (2,4,'2017-06-20');
INSERT INTO "game_platform" VALUES (2,3,'2018-02-01');
INSERT INTO "game_platform" VALUES (3,1,'2020-11-12');
INSERT INTO "game_platform" VALUES (3,5,'2020-11-12');
INSERT INTO "game_platform" VALUES (4,4,'2019-05-30');
INSERT INTO "game_platform" VALUES (4,7,'2022-08-01');
INSERT INTO "game_platform" VALUES (5,5,'2014-09-23');
INSERT INTO "game_platform" VALUES (5,6,'2014-09-23');
INSERT INTO "game_platform" VALUES (6,3,'2021-07-08');
INSERT INTO "game_platform" VALUES (7,6,'2015-08-14');
INSERT INTO "game_platform" VALUES (8,4,'2022-02-24');
INSERT INTO "game_platform" VALUES (8,1,'2022-02-24');
INSERT INTO "game_platform" VALUES (8,2,'2022-02-24');
INSERT INTO "game_platform" VALUES (10,2,'2020-11-10');
INSERT INTO "game_platform" VALUES (12,1,'2023-09-05');
INSERT INTO "game_platform" VALUES (14,5,'2019-10-25');
INSERT INTO "game_platform" VALUES (15,9,'2017-04-28');
INSERT INTO "review" VALUES (1,1,'PixelPress','Dana','Moss',88,'2018','Y');
INSERT INTO "review" VALUES (2,1,'GameLens','Victor','Huang',91,'2018','Y');
INSERT INTO "review" VALUES (3,3,'GameLens','Victor','Huang',95,'2020','Y');
INSERT INTO "review" VALUES (4,3,'Respawn Weekly','Ola','Berg',89,'2020','Y');
INSERT INTO "review" VALUES (5,4,'PixelPress','Dana','Moss',76,'2019','Y');
INSERT INTO "review" VALUES (6,5,'Respawn Weekly','Ola','Berg',71,'2014','N');
INSERT INTO "review" VALUES (7,5,'Critical Hit','Marcus','Reyes',82,'2014','Y');
INSERT INTO "review" VALUES (8,8,'GameLens','Priya','Shah',93,'2022','Y');
INSERT INTO "review" VALUES (9,8,'PixelPress','Dana','Moss',90,'2022','Y');
INSERT INTO "review" VALUES (10,2,'Indie Corner','Leah','Novak',84,'2017','Y');
INSERT INTO "review" VALUES (11,6,'Indie Corner','Leah','Novak',79,'2021','Y');
INSERT INTO "review" VALUES (12,9,'Indie Corner','Tomas','Ek',86,'2022','Y');
INSERT INTO "review" VALUES (13,10,'Critical Hit','Marcus','Reyes',68,'2019','N');
INSERT INTO "review" VALUES (14,12,'GameLens','Priya','Shah',81,'2023','Y');
INSERT INTO "review" VALUES (15,13,'Respawn Weekly','Ola','Berg',64,'2023','N');
INSERT INTO "review" VALUES (16,14,'Critical Hit','Marcus','Reyes',77,'2019','Y');
INSERT INTO "review" VALUES (17,16,'PixelPress','Kenji','Sato',72,'2021','N');
INSERT INTO "review" VALUES (18,7,'Respawn Weekly','Hana','Kim',58,'2015','N');
INSERT INTO "review" VALUES (19,15,'GameLens','Victor','Huang',85,'2017','Y');
INSERT INTO "review" VALUES (20,11,'Indie Corner','Tomas','Ek',74,'2018','Y');
'''

DATABASES["art_auction"] = r'''
CREATE TABLE "artist" (
"Artist_ID" int,
"Fname" text,
"Lname" text,
"Nationality" text,
"Birth_Year" int,
"Movement" text,
"Is_Living" text,
PRIMARY KEY ("Artist_ID")
);
CREATE TABLE "artwork" (
"Artwork_ID" int,
"Title" text,
"Artist_ID" int,
"Medium" text,
"Year_Created" text,
"Height_cm" real,
"Width_cm" real,
"Estimate_Low" int,
"Estimate_High" int,
PRIMARY KEY ("Artwork_ID"),
FOREIGN KEY ("Artist_ID") REFERENCES "artist"("Artist_ID")
);
CREATE TABLE "auction" (
"Auction_ID" int,
"Auction_Name" text,
"City" text,
"Auction_Date" text,
"Auctioneer" text,
"Is_Online" text,
"Buyers_Premium" real,
PRIMARY KEY ("Auction_ID")
);
CREATE TABLE "collector" (
"Collector_ID" int,
"Collector_Name" text,
"Country" text,
"Net_Worth_M" real,
"Is_Institution" text,
"Member_Since" int,
PRIMARY KEY ("Collector_ID")
);
CREATE TABLE "auction_lot" (
"Auction_ID" int,
"Artwork_ID" int,
"Lot_No" int,
"Is_Sold" text,
PRIMARY KEY ("Auction_ID","Artwork_ID"),
FOREIGN KEY ("Auction_ID") REFERENCES "auction"("Auction_ID"),
FOREIGN KEY ("Artwork_ID") REFERENCES "artwork"("Artwork_ID")
);
CREATE TABLE "bid" (
"Bid_ID" int,
"Auction_ID" int,
"Artwork_ID" int,
"Collector_ID" int,
"Bid_Amount" int,
"Bid_Time" text,
"Is_Winning" text,
PRIMARY KEY ("Bid_ID"),
FOREIGN KEY ("Auction_ID") REFERENCES "auction"("Auction_ID"),
FOREIGN KEY ("Artwork_ID") REFERENCES "artwork"("Artwork_ID"),
FOREIGN KEY ("Collector_ID") REFERENCES "collector"("Collector_ID")
);
INSERT INTO "artist" VALUES (1,'Elena','Varga','Hungary',1921,'Abstract Expressionism','N');
INSERT INTO "artist" VALUES (2,'Tomas','Reyes','Mexico',1948,'Muralism','N');
INSERT INTO "artist" VALUES (3,'Ingrid','Solberg','Norway',1965,'Minimalism','Y');
INSERT INTO "artist" VALUES (4,'Kwame','Mensah','Ghana',1972,'Contemporary','Y');
INSERT INTO "artist" VALUES (5,'Yuki','Tanabe','Japan',1939,'Pop Art','N');
INSERT INTO "artist" VALUES (6,'Henri','Lavigne','France',1887,'Impressionism','N');
INSERT INTO "artist" VALUES (7,'Sofia','Marchetti','Italy',1903,'Futurism','N');
INSERT INTO "artist" VALUES (8,'Daniel','Okafor','Nigeria',1980,'Contemporary','Y');
INSERT INTO "artist" VALUES (9,'Margaret','Ashby','United Kingdom',1931,'Pop Art','N');
INSERT INTO "artist" VALUES (10,'Lucas','Brandt','Germany',1958,'Neo-Expressionism','Y');
INSERT INTO "artist" VALUES (11,'Ana','Ferreira','Brazil',1969,'Minimalism','Y');
INSERT INTO "artist" VALUES (12,'Pavel','Orlov','Russia',1894,'Constructivism','N');
INSERT INTO "artist" VALUES (13,'Chloe','Martin','Canada',1990,'Contemporary','Y');
INSERT INTO "artwork" VALUES (1,'Red Field No. 4',1,'Oil on canvas','1958',152.4,121.9,800000,1200000);
INSERT INTO "artwork" VALUES (2,'Untitled (Blue Rhythm)',1,'Oil on canvas','1962',198.0,165.5,1500000,2000000);
INSERT INTO "artwork" VALUES (3,'Market at Dawn',2,'Acrylic on panel','1979',90.0,120.0,150000,220000);
INSERT INTO "artwork" VALUES (4,'Fjord Silence',3,'Oil on linen','2004',100.0,100.0,60000,90000);
INSERT INTO "artwork" VALUES (5,'Kente Grid',4,'Mixed media','2011',180.3,240.0,120000,180000);
INSERT INTO "artwork" VALUES (6,'Neon Geisha',5,'Screenprint','1968',76.2,56.0,45000,70000);
INSERT INTO "artwork" VALUES (7,'Garden at Giverny Road',6,'Oil on canvas','1912',73.0,92.0,2200000,3000000);
INSERT INTO "artwork" VALUES (8,'Velocity of a Tram',7,'Oil on canvas','1914',110.5,140.0,950000,1400000);
INSERT INTO "artwork" VALUES (9,'Lagos Traffic',8,'Acrylic on canvas','2019',150.0,200.0,35000,50000);
INSERT INTO "artwork" VALUES (10,'Soup and Stars',9,'Screenprint','1966',91.4,61.0,80000,110000);
INSERT INTO "artwork" VALUES (11,'Iron Choir',10,'Oil on canvas','1986',250.0,190.0,400000,600000);
INSERT INTO "artwork" VALUES (12,'White Threshold',11,'Marble','2015',45.0,30.0,90000,130000);
INSERT INTO "artwork" VALUES (13,'Tower Study',12,'Gouache on paper','1921',48.5,33.0,300000,450000);
INSERT INTO "artwork" VALUES (14,'Harbour at Noon',6,'Oil on canvas','1905',65.0,81.0,1700000,2400000);
INSERT INTO "artwork" VALUES (15,'Pop Hearts',5,'Acrylic on canvas','1972',120.0,118.0,260000,380000);
INSERT INTO "artwork" VALUES (16,'Blue Rhythm Study',1,'Gouache on paper','1960',40.0,30.5,180000,250000);
INSERT INTO "artwork" VALUES (17,'Quiet Grid II',3,'Acrylic on canvas','2012',120.5,120.0,70000,95000);
INSERT INTO "artwork" VALUES (18,'Ancestor Mask',4,'Bronze','2016',62.0,28.0,95000,140000);
INSERT INTO "auction" VALUES (1,'Modern Masters Evening Sale','New York','2022-05-10','Harriet Cole','F',25.0);
INSERT INTO "auction" VALUES (2,'Impressionist Day Sale','London','2022-06-22','Edward Finch','F',24.5);
INSERT INTO "auction" VALUES (3,'Contemporary Online','Hong Kong','2022-09-03','Mei Lin','T',20.0);
INSERT INTO "auction" VALUES (4,'Asian Pop Art Sale','Hong Kong','2022-11-26','Mei Lin','F',22.5);
INSERT INTO "auction" VALUES (5,'Latin American Art','New York','2023-01-18','Carlos Ibarra','F',23.0);
INSERT INTO "auction" VALUES (6,'Paris Avant-Garde','Paris','2023-03-14','Claire Dubois','F',26.0);
INSERT INTO "auction" VALUES (7,'Works on Paper Online','London','2023-04-05','Edward Finch','T',18.0);
INSERT INTO "auction" VALUES (8,'Nordic Art and Design','Stockholm','2023-05-20','Lars Eklund','F',21.5);
INSERT INTO "auction" VALUES (9,'Spring Contemporary','New York','2023-05-16','Harriet Cole','F',25.5);
INSERT INTO "auction" VALUES (10,'African Modern Online','London','2023-10-12','Ada Nwosu','T',19.5);
INSERT INTO "collector" VALUES (1,'Victoria Hale','USA',2400.0,'N',2008);
INSERT INTO "collector" VALUES (2,'Stedman Foundation','USA',5100.0,'Y',1995);
INSERT INTO "collector" VALUES (3,'Kenji Morimoto','Japan',870.5,'N',2012);
INSERT INTO "collector" VALUES (4,'Amara Eze','Nigeria',310.0,'N',2019);
INSERT INTO "collector" VALUES (5,'Louis Carrel','France',1650.0,'N',2004);
INSERT INTO "collector" VALUES (6,'Museo Arcadia','Spain',760.0,'Y',2001);
INSERT INTO "collector" VALUES (7,'Sven Lindgren','Sweden',420.0,'N',2016);
INSERT INTO "collector" VALUES (8,'Priya Kapoor','India',1980.0,'N',2011);
INSERT INTO "collector" VALUES (9,'Harbourside Gallery Trust','United Kingdom',230.0,'Y',2014);
INSERT INTO "collector" VALUES (10,'Diego Salazar','Mexico',540.0,'N',2018);
INSERT INTO "collector" VALUES (11,'Min-jun Park','South Korea',1120.0,'N',2020);
INSERT INTO "collector" VALUES (12,'Olga Petrova','Russia',95.0,'N',2021);
INSERT INTO "auction_lot" VALUES (1,1,12,'Y');
INSERT INTO "auction_lot" VALUES (1,2,7,'Y');
INSERT INTO "auction_lot" VALUES (1,11,21,'N');
INSERT INTO "auction_lot" VALUES (2,7,3,'Y');
INSERT INTO "auction_lot" VALUES (2,14,5,'N');
INSERT INTO "auction_lot" VALUES (3,9,40,'Y');
INSERT INTO "auction_lot" VALUES (3,17,41,'N');
INSERT INTO "auction_lot" VALUES (4,6,8,'Y');
INSERT INTO "auction_lot" VALUES (4,15,9,'Y');
INSERT INTO "auction_lot" VALUES (5,3,14,'Y');
INSERT INTO "auction_lot" VALUES (6,8,2,'Y');
INSERT INTO "auction_lot" VALUES (6,13,6,'N');
INSERT INTO "auction_lot" VALUES (7,16,18,'Y');
INSERT INTO "auction_lot" VALUES (8,4,11,'Y');
INSERT INTO "auction_lot" VALUES (9,11,32,'Y');
INSERT INTO "auction_lot" VALUES (10,18,4,'N');
INSERT INTO "bid" VALUES (1,1,1,1,1150000,'19:02','F');
INSERT INTO "bid" VALUES (2,1,1,5,1300000,'19:04','T');
INSERT INTO "bid" VALUES (3,1,2,2,2100000,'19:15','F');
INSERT INTO "bid" VALUES (4,1,2,1,2350000,'19:17','T');
INSERT INTO "bid" VALUES (5,2,7,8,3150000,'14:33','T');
INSERT INTO "bid" VALUES (6,2,7,5,2800000,'14:30','F');
INSERT INTO "bid" VALUES (7,3,9,4,52000,'11:10','T');
INSERT INTO "bid" VALUES (8,4,6,3,64000,'15:05','T');
INSERT INTO "bid" VALUES (9,4,15,11,290000,'15:20','F');
INSERT INTO "bid" VALUES (10,4,15,3,335000,'15:22','T');
INSERT INTO "bid" VALUES (11,5,3,10,205000,'18:40','T');
INSERT INTO "bid" VALUES (12,5,3,2,190000,'18:39','F');
INSERT INTO "bid" VALUES (13,6,8,6,1250000,'20:11','T');
INSERT INTO "bid" VALUES (14,6,8,5,1100000,'20:09','F');
INSERT INTO "bid" VALUES (15,7,16,9,215000,'10:05','T');
INSERT INTO "bid" VALUES (16,8,4,7,88000,'16:45','T');
INSERT INTO "bid" VALUES (17,9,11,2,575000,'19:50','T');
INSERT INTO "bid" VALUES (18,9,11,11,540000,'19:48','F');
INSERT INTO "bid" VALUES (19,10,18,4,91000,'12:20','F');
INSERT INTO "bid" VALUES (20,3,17,7,61000,'11:25','F');
'''

DATABASES["volunteer_charity"] = r'''
CREATE TABLE "volunteer" (
"Volunteer_ID" int,
"Fname" text,
"Lname" text,
"Age" int,
"Gender" text,
"City" text,
"Join_Year" text,
"Is_Certified" text,
PRIMARY KEY ("Volunteer_ID")
);
CREATE TABLE "charity_event" (
"Event_ID" int,
"Event_Name" text,
"Event_Type" text,
"Event_Date" text,
"Venue" text,
"Budget" real,
"Attendance" int,
PRIMARY KEY ("Event_ID")
);
CREATE TABLE "event_signup" (
"Volunteer_ID" int,
"Event_ID" int,
"Role" text,
"Hours_Worked" real,
"Attended" text,
PRIMARY KEY ("Volunteer_ID","Event_ID"),
FOREIGN KEY ("Volunteer_ID") REFERENCES "volunteer"("Volunteer_ID"),
FOREIGN KEY ("Event_ID") REFERENCES "charity_event"("Event_ID")
);
CREATE TABLE "donor" (
"Donor_ID" int,
"Donor_Name" text,
"Donor_Type" text,
"City" text,
"First_Gift_Year" text,
"Is_Anonymous" text,
PRIMARY KEY ("Donor_ID")
);
CREATE TABLE "donation" (
"Donation_ID" int,
"Donor_ID" int,
"Event_ID" int,
"Amount" real,
"Donation_Date" text,
"Payment_Method" text,
PRIMARY KEY ("Donation_ID"),
FOREIGN KEY ("Donor_ID") REFERENCES "donor"("Donor_ID"),
FOREIGN KEY ("Event_ID") REFERENCES "charity_event"("Event_ID")
);
INSERT INTO "volunteer" VALUES (1,'Maria','Lopez',34,'F','Springfield','2016','Y');
INSERT INTO "volunteer" VALUES (2,'James','Carter',52,'M','Riverton','2012','Y');
INSERT INTO "volunteer" VALUES (3,'Aisha','Khan',23,'F','Springfield','2021','N');
INSERT INTO "volunteer" VALUES (4,'Ben','Walsh',41,'M','Lakeside','2018','N');
INSERT INTO "volunteer" VALUES (5,'Chloe','Nguyen',29,'F','Riverton','2019','Y');
INSERT INTO "volunteer" VALUES (6,'David','Kim',67,'M','Springfield','2009','Y');
INSERT INTO "volunteer" VALUES (7,'Emma','Schultz',19,'F','Lakeside','2023','N');
INSERT INTO "volunteer" VALUES (8,'Farid','Haddad',45,'M','Riverton','2015','Y');
INSERT INTO "volunteer" VALUES (9,'Grace','Obi',38,'F','Hillcrest','2017','N');
INSERT INTO "volunteer" VALUES (10,'Henry','Park',58,'M','Hillcrest','2011','Y');
INSERT INTO "volunteer" VALUES (11,'Isla','MacLeod',26,'F','Lakeside','2022','N');
INSERT INTO "volunteer" VALUES (12,'Jorge','Silva',31,'M','Springfield','2020','N');
INSERT INTO "volunteer" VALUES (13,'Kate','Brennan',48,'F','Hillcrest','2014','Y');
INSERT INTO "volunteer" VALUES (14,'Liam','Foster',72,'M','Riverton','2008','N');
INSERT INTO "charity_event" VALUES (1,'Spring Food Drive','Food Drive','2023-03-18','Springfield Community Hall',1200.0,340);
INSERT INTO "charity_event" VALUES (2,'River Cleanup Day','Environmental','2023-04-22','Riverton Park',800.0,125);
INSERT INTO "charity_event" VALUES (3,'Charity Fun Run','Fundraiser','2023-05-14','Lakeside Trail',5400.0,610);
INSERT INTO "charity_event" VALUES (4,'Book Swap Fair','Education','2023-06-10','Hillcrest School Gym',450.0,210);
INSERT INTO "charity_event" VALUES (5,'Summer Gala Dinner','Fundraiser','2023-07-08','Riverton Grand Ballroom',15000.0,280);
INSERT INTO "charity_event" VALUES (6,'Tree Planting Weekend','Environmental','2023-09-16','Lakeside Commons',2300.0,95);
INSERT INTO "charity_event" VALUES (7,'Back to School Kits','Education','2023-08-26','Springfield Community Hall',1750.0,430);
INSERT INTO "charity_event" VALUES (8,'Autumn Food Drive','Food Drive','2023-10-21','Riverton Market Square',1400.0,385);
INSERT INTO "charity_event" VALUES (9,'Winter Coat Collection','Clothing Drive','2023-11-25','Hillcrest Church Hall',600.0,260);
INSERT INTO "charity_event" VALUES (10,'Holiday Toy Drive','Fundraiser','2023-12-09','Springfield Mall',3100.0,720);
INSERT INTO "charity_event" VALUES (11,'Senior Tech Help Day','Education','2024-01-20','Lakeside Senior Center',300.0,60);
INSERT INTO "event_signup" VALUES (1,1,'Coordinator',6.5,'T');
INSERT INTO "event_signup" VALUES (1,8,'Coordinator',7.0,'T');
INSERT INTO "event_signup" VALUES (1,10,'Greeter',3.0,'T');
INSERT INTO "event_signup" VALUES (2,2,'Team Lead',5.0,'T');
INSERT INTO "event_signup" VALUES (2,6,'Team Lead',9.5,'T');
INSERT INTO "event_signup" VALUES (3,3,'Runner Support',4.0,'T');
INSERT INTO "event_signup" VALUES (3,7,'Packer',3.5,'F');
INSERT INTO "event_signup" VALUES (4,3,'First Aid',5.5,'T');
INSERT INTO "event_signup" VALUES (5,5,'Host',6.0,'T');
INSERT INTO "event_signup" VALUES (5,10,'Driver',4.5,'T');
INSERT INTO "event_signup" VALUES (6,1,'Packer',4.25,'T');
INSERT INTO "event_signup" VALUES (6,8,'Packer',3.75,'T');
INSERT INTO "event_signup" VALUES (7,9,'Sorter',2.5,'F');
INSERT INTO "event_signup" VALUES (8,2,'Driver',3.25,'T');
INSERT INTO "event_signup" VALUES (9,4,'Tutor',4.75,'T');
INSERT INTO "event_signup" VALUES (10,5,'Host',5.25,'T');
INSERT INTO "event_signup" VALUES (10,11,'Tutor',2.75,'T');
INSERT INTO "event_signup" VALUES (12,6,'Planter',8.0,'T');
INSERT INTO "event_signup" VALUES (13,9,'Coordinator',6.25,'T');
INSERT INTO "event_signup" VALUES (13,7,'Coordinator',5.75,'T');
INSERT INTO "donor" VALUES (1,'Harper Family Trust','Foundation','Springfield','2010','N');
INSERT INTO "donor" VALUES (2,'Riverton Credit Union','Corporate','Riverton','2014','N');
INSERT INTO "donor" VALUES (3,'Alan Whitaker','Individual','Lakeside','2018','N');
INSERT INTO "donor" VALUES (4,'Greenleaf Grocers','Corporate','Springfield','2016','N');
INSERT INTO "donor" VALUES (5,'Nora Castillo','Individual','Hillcrest','2020','Y');
INSERT INTO "donor" VALUES (6,'Summit Tech Foundation','Foundation','Riverton','2012','N');
INSERT INTO "donor" VALUES (7,'Peter Liang','Individual','Springfield','2021','N');
INSERT INTO "donor" VALUES (8,'Lakeside Rotary Club','Community Group','Lakeside','2009','N');
INSERT INTO "donor" VALUES (9,'Olivia Grant','Individual','Riverton','2019','Y');
INSERT INTO "donor" VALUES (10,'Brightway Logistics','Corporate','Hillcrest','2022','N');
INSERT INTO "donor" VALUES (11,'Samuel Adeyemi','Individual','Lakeside','2023','N');
INSERT INTO "donation" VALUES (1,1,5,10000.0,'2023-07-08','Bank Transfer');
INSERT INTO "donation" VALUES (2,2,3,2500.0,'2023-05-10','Check');
INSERT INTO "donation" VALUES (3,3,3,150.0,'2023-05-14','Card');
INSERT INTO "donation" VALUES (4,4,1,1800.0,'2023-03-15','Bank Transfer');
INSERT INTO "donation" VALUES (5,5,10,75.0,'2023-12-09','Cash');
INSERT INTO "donation" VALUES (6,6,6,4200.0,'2023-09-01','Bank Transfer');
INSERT INTO "donation" VALUES (7,7,5,500.0,'2023-07-08','Card');
INSERT INTO "donation" VALUES (8,8,3,1250.0,'2023-05-14','Check');
INSERT INTO "donation" VALUES (9,9,9,320.0,'2023-11-25','Card');
INSERT INTO "donation" VALUES (10,10,10,2750.0,'2023-12-01','Bank Transfer');
INSERT INTO "donation" VALUES (11,1,10,5000.0,'2023-12-05','Bank Transfer');
INSERT INTO "donation" VALUES (12,3,8,95.0,'2023-10-21','Cash');
INSERT INTO "donation" VALUES (13,4,8,1650.0,'2023-10-18','Check');
INSERT INTO "donation" VALUES (14,2,7,900.0,'2023-08-20','Check');
INSERT INTO "donation" VALUES (15,6,2,2100.0,'2023-04-15','Bank Transfer');
INSERT INTO "donation" VALUES (16,7,1,60.0,'2023-03-18','Cash');
INSERT INTO "donation" VALUES (17,8,6,700.0,'2023-09-16','Card');
INSERT INTO "donation" VALUES (18,5,9,45.0,'2023-11-25','Cash');
INSERT INTO "donation" VALUES (19,9,5,400.0,'2023-07-08','Card');
INSERT INTO "donation" VALUES (20,1,1,3000.0,'2023-03-10','Check');
'''

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
#      builds dev.jsonl's "create table ... as select <g> as <g>, count(*) as number, ..." setup
# A second wording of an intent follows the first directly.

QUESTIONS = [
    # ------------------------------------------------------------------ game_studio
    dict(
        db="game_studio", shape="simple",
        q="How many games are there?",
        sql="select count(*) from game",
        T=("game", "video_game", "software_title",
           "select count(*) from {t}"),
    ),
    dict(
        db="game_studio", shape="simple",
        q="List the titles and prices of all games ordered by price.",
        sql="select title, price from game order by price",
        J=[("game", "Price",
            "select t1.title, t2.price from game as t1 join game_price as t2 on t1.game_id = t2.game_id order by t2.price"),
           ("game", "Title",
            "select t2.title, t1.price from game as t1 join game_title as t2 on t1.game_id = t2.game_id order by t1.price")],
        C=("game", "Price", "retail_price", "list_price",
           "select title, {c} from game order by {c}"),
    ),
    dict(
        db="game_studio", shape="simple",
        q="What is the title of the game that sold the most units?",
        sql="select title from game order by units_sold desc limit 1",
        J=[("game", "Units_Sold",
            "select t1.title from game as t1 join game_units_sold as t2 on t1.game_id = t2.game_id order by t2.units_sold desc limit 1"),
           ("game", "Title",
            "select t2.title from game as t1 join game_title as t2 on t1.game_id = t2.game_id order by t1.units_sold desc limit 1")],
        C=("game", "Units_Sold", "copies_sold", "sales_volume",
           "select title from game order by {c} desc limit 1"),
    ),
    dict(
        db="game_studio", shape="simple",
        q="Which game has the highest number of units sold? Give its title.",
        sql="select title from game where units_sold = (select max(units_sold) from game)",
        J=[("game", "Units_Sold",
            "select t1.title from game as t1 join game_units_sold as t2 on t1.game_id = t2.game_id where t2.units_sold = (select max(units_sold) from game_units_sold)")],
    ),
    dict(
        db="game_studio", shape="simple",
        q="Show the names of the studios founded after 2010.",
        sql="select studio_name from studio where yr_founded > 2010",
        J=[("studio", "yr_founded",
            "select t1.studio_name from studio as t1 join studio_yr_founded as t2 on t1.studio_id = t2.studio_id where t2.yr_founded > 2010"),
           ("studio", "Studio_Name",
            "select t2.studio_name from studio as t1 join studio_studio_name as t2 on t1.studio_id = t2.studio_id where t1.yr_founded > 2010")],
        C=("studio", "yr_founded", "founded_year", "year_established",
           "select studio_name from studio where {c} > 2010"),
        T=("studio", "developer", "game_company",
           "select studio_name from {t} where yr_founded > 2010"),
    ),
    dict(
        db="game_studio", shape="simple",
        q="Which studios were founded in 2011 or later? List their names.",
        sql="select studio_name from studio where yr_founded >= 2011",
        J=[("studio", "yr_founded",
            "select t1.studio_name from studio as t1 join studio_yr_founded as t2 on t1.studio_id = t2.studio_id where t2.yr_founded >= 2011")],
    ),
    dict(
        db="game_studio", shape="simple",
        q="Give the titles and release years of the games whose title starts with 'Ronin'.",
        sql="select title, release_year from game where title like 'Ronin%'",
        J=[("game", "Title",
            "select t2.title, t1.release_year from game as t1 join game_title as t2 on t1.game_id = t2.game_id where t2.title like 'Ronin%'"),
           ("game", "Release_Year",
            "select t1.title, t2.release_year from game as t1 join game_release_year as t2 on t1.game_id = t2.game_id where t1.title like 'Ronin%'")],
        C=("game", "Release_Year", "year_released", "launch_year",
           "select title, {c} from game where title like 'Ronin%'"),
    ),
    dict(
        db="game_studio", shape="simple",
        q="Which platforms are handheld? Give their names and manufacturers.",
        sql="select platform_name, manufacturer from platform where is_handheld = 'Y'",
        J=[("platform", "Platform_Name",
            "select t2.platform_name, t1.manufacturer from platform as t1 join platform_platform_name as t2 on t1.platform_id = t2.platform_id where t1.is_handheld = 'Y'"),
           ("platform", "Manufacturer",
            "select t1.platform_name, t2.manufacturer from platform as t1 join platform_manufacturer as t2 on t1.platform_id = t2.platform_id where t1.is_handheld = 'Y'"),
           ("platform", "Is_Handheld",
            "select t1.platform_name, t1.manufacturer from platform as t1 join platform_is_handheld as t2 on t1.platform_id = t2.platform_id where t2.is_handheld = 'Y'")],
        C=("platform", "Is_Handheld", "portable", "is_portable",
           "select platform_name, manufacturer from platform where {c} = 'Y'"),
        T=("platform", "console", "gaming_system",
           "select platform_name, manufacturer from {t} where is_handheld = 'Y'"),
    ),
    dict(
        db="game_studio", shape="simple",
        q="Show the name and number of employees of the studios with between 100 and 500 employees.",
        sql="select studio_name, num_employees from studio where num_employees between 100 and 500",
        J=[("studio", "Num_Employees",
            "select t1.studio_name, t2.num_employees from studio as t1 join studio_num_employees as t2 on t1.studio_id = t2.studio_id where t2.num_employees between 100 and 500"),
           ("studio", "Studio_Name",
            "select t2.studio_name, t1.num_employees from studio as t1 join studio_studio_name as t2 on t1.studio_id = t2.studio_id where t1.num_employees between 100 and 500")],
    ),
    dict(
        db="game_studio", shape="agg",
        q="What is the average price of games in each genre?",
        sql="select avg(price), genre from game group by genre",
        J=[("game", "Price",
            "select avg(t2.price), t1.genre from game as t1 join game_price as t2 on t1.game_id = t2.game_id group by t1.genre"),
           ("game", "Genre",
            "select avg(t1.price), t2.genre from game as t1 join game_genre as t2 on t1.game_id = t2.game_id group by t2.genre")],
        C=("game", "Genre", "game_genre", "category",
           "select avg(price), {c} from game group by {c}"),
        P=("game_price", "game", "genre", "price",
           "select avg_price, genre from game_price"),
    ),
    dict(
        db="game_studio", shape="agg",
        q="For each genre, show the genre and the average game price.",
        sql="select genre, avg(price) from game group by genre",
        J=[("game", "Price",
            "select t1.genre, avg(t2.price) from game as t1 join game_price as t2 on t1.game_id = t2.game_id group by t1.genre")],
    ),
    dict(
        db="game_studio", shape="agg",
        q="How many multiplayer games are there for each age rating?",
        sql="select age_rating, count(*) from game where is_multiplayer = 'Y' group by age_rating",
        J=[("game", "Is_Multiplayer",
            "select t1.age_rating, count(*) from game as t1 join game_is_multiplayer as t2 on t1.game_id = t2.game_id where t2.is_multiplayer = 'Y' group by t1.age_rating"),
           ("game", "Age_Rating",
            "select t2.age_rating, count(*) from game as t1 join game_age_rating as t2 on t1.game_id = t2.game_id where t1.is_multiplayer = 'Y' group by t2.age_rating")],
        T=("game", "video_game", "software_title",
           "select age_rating, count(*) from {t} where is_multiplayer = 'Y' group by age_rating"),
    ),
    dict(
        db="game_studio", shape="agg",
        q="What are the maximum and minimum scores of the reviews from GameLens?",
        sql="select max(score), min(score) from review where outlet = 'GameLens'",
        J=[("review", "Score",
            "select max(t2.score), min(t2.score) from review as t1 join review_score as t2 on t1.review_id = t2.review_id where t1.outlet = 'GameLens'"),
           ("review", "Outlet",
            "select max(t1.score), min(t1.score) from review as t1 join review_outlet as t2 on t1.review_id = t2.review_id where t2.outlet = 'GameLens'")],
        C=("review", "Outlet", "publication", "media_outlet",
           "select max(score), min(score) from review where {c} = 'GameLens'"),
    ),
    dict(
        db="game_studio", shape="agg",
        q="Which genres have more than 2 games released after 2017?",
        sql="select genre from game where release_year > 2017 group by genre having count(*) > 2",
        J=[("game", "Release_Year",
            "select t1.genre from game as t1 join game_release_year as t2 on t1.game_id = t2.game_id where t2.release_year > 2017 group by t1.genre having count(*) > 2"),
           ("game", "Genre",
            "select t2.genre from game as t1 join game_genre as t2 on t1.game_id = t2.game_id where t1.release_year > 2017 group by t2.genre having count(*) > 2")],
    ),
    dict(
        db="game_studio", shape="agg",
        q="What is the total revenue of the indie studios?",
        sql="select sum(revenue) from studio where is_indie = 'T'",
        J=[("studio", "Revenue",
            "select sum(t2.revenue) from studio as t1 join studio_revenue as t2 on t1.studio_id = t2.studio_id where t1.is_indie = 'T'"),
           ("studio", "Is_Indie",
            "select sum(t1.revenue) from studio as t1 join studio_is_indie as t2 on t1.studio_id = t2.studio_id where t2.is_indie = 'T'")],
        C=("studio", "Revenue", "annual_revenue", "turnover",
           "select sum({c}) from studio where is_indie = 'T'"),
        P=("studio_revenue", "studio", "is_indie", "revenue",
           "select sum_revenue from studio_revenue where is_indie = 'T'"),
    ),
    dict(
        db="game_studio", shape="agg",
        q="For each manufacturer, what are the average and maximum launch prices of its platforms?",
        sql="select manufacturer, avg(launch_price), max(launch_price) from platform group by manufacturer",
        J=[("platform", "Launch_Price",
            "select t1.manufacturer, avg(t2.launch_price), max(t2.launch_price) from platform as t1 join platform_launch_price as t2 on t1.platform_id = t2.platform_id group by t1.manufacturer"),
           ("platform", "Manufacturer",
            "select t2.manufacturer, avg(t1.launch_price), max(t1.launch_price) from platform as t1 join platform_manufacturer as t2 on t1.platform_id = t2.platform_id group by t2.manufacturer")],
        C=("platform", "Launch_Price", "release_price", "msrp",
           "select manufacturer, avg({c}), max({c}) from platform group by manufacturer"),
        T=("platform", "console", "gaming_system",
           "select manufacturer, avg(launch_price), max(launch_price) from {t} group by manufacturer"),
    ),
    dict(
        db="game_studio", shape="join",
        q="Show the titles of the games and the names of their studios.",
        sql="select t1.title, t2.studio_name from game as t1 join studio as t2 on t1.studio_id = t2.studio_id",
        J=[("studio", "Studio_Name",
            "select t1.title, t3.studio_name from game as t1 join studio as t2 on t1.studio_id = t2.studio_id join studio_studio_name as t3 on t2.studio_id = t3.studio_id"),
           ("game", "Title",
            "select t3.title, t2.studio_name from game as t1 join studio as t2 on t1.studio_id = t2.studio_id join game_title as t3 on t1.game_id = t3.game_id")],
        C=("studio", "Studio_Name", "developer_name", "company_name",
           "select t1.title, t2.{c} from game as t1 join studio as t2 on t1.studio_id = t2.studio_id"),
        T=("studio", "developer", "game_company",
           "select t1.title, t2.studio_name from game as t1 join {t} as t2 on t1.studio_id = t2.studio_id"),
    ),
    dict(
        db="game_studio", shape="join",
        q="What are the studio names and titles of all games?",
        sql="select t1.studio_name, t2.title from studio as t1 join game as t2 on t1.studio_id = t2.studio_id",
        J=[("studio", "Studio_Name",
            "select t3.studio_name, t2.title from studio as t1 join game as t2 on t1.studio_id = t2.studio_id join studio_studio_name as t3 on t1.studio_id = t3.studio_id")],
    ),
    dict(
        db="game_studio", shape="join",
        q="Which studio has made the most games? Give its name.",
        sql="select t2.studio_name from game as t1 join studio as t2 on t1.studio_id = t2.studio_id group by t1.studio_id order by count(*) desc limit 1",
        J=[("studio", "Studio_Name",
            "select t3.studio_name from game as t1 join studio as t2 on t1.studio_id = t2.studio_id join studio_studio_name as t3 on t2.studio_id = t3.studio_id group by t1.studio_id order by count(*) desc limit 1")],
    ),
    dict(
        db="game_studio", shape="join",
        q="What is the name of the studio with the largest number of games?",
        sql="select t1.studio_name from studio as t1 join game as t2 on t1.studio_id = t2.studio_id group by t1.studio_id order by count(*) desc limit 1",
        J=[("studio", "Studio_Name",
            "select t3.studio_name from studio as t1 join game as t2 on t1.studio_id = t2.studio_id join studio_studio_name as t3 on t1.studio_id = t3.studio_id group by t1.studio_id order by count(*) desc limit 1")],
    ),
    dict(
        db="game_studio", shape="join",
        q="What are the titles of the games available on the Nintendo Switch?",
        sql="select t1.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id where t3.platform_name = 'Nintendo Switch'",
        J=[("platform", "Platform_Name",
            "select t1.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id join platform_platform_name as t4 on t3.platform_id = t4.platform_id where t4.platform_name = 'Nintendo Switch'"),
           ("game", "Title",
            "select t4.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id join game_title as t4 on t1.game_id = t4.game_id where t3.platform_name = 'Nintendo Switch'")],
        C=("platform", "Platform_Name", "console_name", "system_name",
           "select t1.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id where t3.{c} = 'Nintendo Switch'"),
        T=("game_platform", "release", "game_release",
           "select t1.title from game as t1 join {t} as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id where t3.platform_name = 'Nintendo Switch'"),
    ),
    dict(
        db="game_studio", shape="join",
        q="List the titles of all games released on Nintendo Switch.",
        sql="select t3.title from platform as t1 join game_platform as t2 on t1.platform_id = t2.platform_id join game as t3 on t2.game_id = t3.game_id where t1.platform_name = 'Nintendo Switch'",
        J=[("platform", "Platform_Name",
            "select t3.title from platform as t1 join game_platform as t2 on t1.platform_id = t2.platform_id join game as t3 on t2.game_id = t3.game_id join platform_platform_name as t4 on t1.platform_id = t4.platform_id where t4.platform_name = 'Nintendo Switch'")],
    ),
    dict(
        db="game_studio", shape="join",
        q="Show the title of each game and its average review score.",
        sql="select t1.title, avg(t2.score) from game as t1 join review as t2 on t1.game_id = t2.game_id group by t1.title",
        J=[("review", "Score",
            "select t1.title, avg(t3.score) from game as t1 join review as t2 on t1.game_id = t2.game_id join review_score as t3 on t2.review_id = t3.review_id group by t1.title"),
           ("game", "Title",
            "select t3.title, avg(t2.score) from game as t1 join review as t2 on t1.game_id = t2.game_id join game_title as t3 on t1.game_id = t3.game_id group by t3.title")],
        P=("game_review_score",
           "game as t1 join review as t2 on t1.game_id = t2.game_id", "t1.title", "t2.score",
           "select title, avg_score from game_review_score"),
    ),
    dict(
        db="game_studio", shape="join",
        q="What are the first and last names of the critics who reviewed RPG games?",
        sql="select distinct t2.critic_fname, t2.critic_lname from game as t1 join review as t2 on t1.game_id = t2.game_id where t1.genre = 'RPG'",
        J=[("game", "Genre",
            "select distinct t2.critic_fname, t2.critic_lname from game as t1 join review as t2 on t1.game_id = t2.game_id join game_genre as t3 on t1.game_id = t3.game_id where t3.genre = 'RPG'"),
           ("review", "Critic_Fname",
            "select distinct t3.critic_fname, t2.critic_lname from game as t1 join review as t2 on t1.game_id = t2.game_id join review_critic_fname as t3 on t2.review_id = t3.review_id where t1.genre = 'RPG'"),
           ("review", "Critic_Lname",
            "select distinct t2.critic_fname, t3.critic_lname from game as t1 join review as t2 on t1.game_id = t2.game_id join review_critic_lname as t3 on t2.review_id = t3.review_id where t1.genre = 'RPG'")],
        T=("review", "critique", "game_review",
           "select distinct t2.critic_fname, t2.critic_lname from game as t1 join {t} as t2 on t1.game_id = t2.game_id where t1.genre = 'RPG'"),
    ),
    dict(
        db="game_studio", shape="join",
        q="Which studio has the highest total units sold across its games? Show the studio name and the total.",
        sql="select t1.studio_name, sum(t2.units_sold) from studio as t1 join game as t2 on t1.studio_id = t2.studio_id group by t1.studio_id order by sum(t2.units_sold) desc limit 1",
        J=[("game", "Units_Sold",
            "select t1.studio_name, sum(t3.units_sold) from studio as t1 join game as t2 on t1.studio_id = t2.studio_id join game_units_sold as t3 on t2.game_id = t3.game_id group by t1.studio_id order by sum(t3.units_sold) desc limit 1"),
           ("studio", "Studio_Name",
            "select t3.studio_name, sum(t2.units_sold) from studio as t1 join game as t2 on t1.studio_id = t2.studio_id join studio_studio_name as t3 on t1.studio_id = t3.studio_id group by t1.studio_id order by sum(t2.units_sold) desc limit 1")],
    ),
    dict(
        db="game_studio", shape="join",
        q="Show the titles and prices of the games made by studios from the USA.",
        sql="select t1.title, t1.price from game as t1 join studio as t2 on t1.studio_id = t2.studio_id where t2.country = 'USA'",
        J=[("studio", "Country",
            "select t1.title, t1.price from game as t1 join studio as t2 on t1.studio_id = t2.studio_id join studio_country as t3 on t2.studio_id = t3.studio_id where t3.country = 'USA'"),
           ("game", "Title",
            "select t3.title, t1.price from game as t1 join studio as t2 on t1.studio_id = t2.studio_id join game_title as t3 on t1.game_id = t3.game_id where t2.country = 'USA'"),
           ("game", "Price",
            "select t1.title, t3.price from game as t1 join studio as t2 on t1.studio_id = t2.studio_id join game_price as t3 on t1.game_id = t3.game_id where t2.country = 'USA'")],
        C=("studio", "Country", "nation", "home_country",
           "select t1.title, t1.price from game as t1 join studio as t2 on t1.studio_id = t2.studio_id where t2.{c} = 'USA'"),
    ),
    dict(
        db="game_studio", shape="join",
        q="Which outlets have reviewed games made by Kitsune Works?",
        sql="select distinct t1.outlet from review as t1 join game as t2 on t1.game_id = t2.game_id join studio as t3 on t2.studio_id = t3.studio_id where t3.studio_name = 'Kitsune Works'",
        J=[("review", "Outlet",
            "select distinct t4.outlet from review as t1 join game as t2 on t1.game_id = t2.game_id join studio as t3 on t2.studio_id = t3.studio_id join review_outlet as t4 on t1.review_id = t4.review_id where t3.studio_name = 'Kitsune Works'"),
           ("studio", "Studio_Name",
            "select distinct t1.outlet from review as t1 join game as t2 on t1.game_id = t2.game_id join studio as t3 on t2.studio_id = t3.studio_id join studio_studio_name as t4 on t3.studio_id = t4.studio_id where t4.studio_name = 'Kitsune Works'")],
        T=("review", "critique", "game_review",
           "select distinct t1.outlet from {t} as t1 join game as t2 on t1.game_id = t2.game_id join studio as t3 on t2.studio_id = t3.studio_id where t3.studio_name = 'Kitsune Works'"),
    ),
    dict(
        db="game_studio", shape="nested",
        q="List the names of the studios that have not released any game.",
        sql="select studio_name from studio where studio_id not in (select studio_id from game)",
        J=[("studio", "Studio_Name",
            "select t2.studio_name from studio as t1 join studio_studio_name as t2 on t1.studio_id = t2.studio_id where t1.studio_id not in (select studio_id from game)")],
        T=("game", "video_game", "software_title",
           "select studio_name from studio where studio_id not in (select studio_id from {t})"),
    ),
    dict(
        db="game_studio", shape="nested",
        q="Which studios have no games? Give their names.",
        sql="select studio_name from studio except select t1.studio_name from studio as t1 join game as t2 on t1.studio_id = t2.studio_id",
        J=[("studio", "Studio_Name",
            "select t2.studio_name from studio as t1 join studio_studio_name as t2 on t1.studio_id = t2.studio_id except select t3.studio_name from studio as t1 join game as t2 on t1.studio_id = t2.studio_id join studio_studio_name as t3 on t1.studio_id = t3.studio_id")],
    ),
    dict(
        db="game_studio", shape="nested",
        q="Find the titles of the games whose price is higher than the average price of all games.",
        sql="select title from game where price > (select avg(price) from game)",
        J=[("game", "Price",
            "select t1.title from game as t1 join game_price as t2 on t1.game_id = t2.game_id where t2.price > (select avg(price) from game_price)"),
           ("game", "Title",
            "select t2.title from game as t1 join game_title as t2 on t1.game_id = t2.game_id where t1.price > (select avg(price) from game)")],
        C=("game", "Price", "retail_price", "list_price",
           "select title from game where {c} > (select avg({c}) from game)"),
    ),
    dict(
        db="game_studio", shape="nested",
        q="Show the names of the platforms on which no game has been released.",
        sql="select platform_name from platform where platform_id not in (select platform_id from game_platform)",
        J=[("platform", "Platform_Name",
            "select t2.platform_name from platform as t1 join platform_platform_name as t2 on t1.platform_id = t2.platform_id where t1.platform_id not in (select platform_id from game_platform)")],
        T=("game_platform", "release", "game_release",
           "select platform_name from platform where platform_id not in (select platform_id from {t})"),
    ),
    dict(
        db="game_studio", shape="nested",
        q="What are the titles of the games that are available on both PC and PlayStation 4?",
        sql="select t1.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id where t3.platform_name = 'PC' intersect select t1.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id where t3.platform_name = 'PlayStation 4'",
        J=[("platform", "Platform_Name",
            "select t1.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id join platform_platform_name as t4 on t3.platform_id = t4.platform_id where t4.platform_name = 'PC' intersect select t1.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id join platform_platform_name as t4 on t3.platform_id = t4.platform_id where t4.platform_name = 'PlayStation 4'"),
           ("game", "Title",
            "select t4.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id join game_title as t4 on t1.game_id = t4.game_id where t3.platform_name = 'PC' intersect select t4.title from game as t1 join game_platform as t2 on t1.game_id = t2.game_id join platform as t3 on t2.platform_id = t3.platform_id join game_title as t4 on t1.game_id = t4.game_id where t3.platform_name = 'PlayStation 4'")],
    ),
    dict(
        db="game_studio", shape="nested",
        q="Find the countries that have both indie and non-indie studios.",
        sql="select country from studio where is_indie = 'T' intersect select country from studio where is_indie = 'F'",
        J=[("studio", "Is_Indie",
            "select t1.country from studio as t1 join studio_is_indie as t2 on t1.studio_id = t2.studio_id where t2.is_indie = 'T' intersect select t1.country from studio as t1 join studio_is_indie as t2 on t1.studio_id = t2.studio_id where t2.is_indie = 'F'"),
           ("studio", "Country",
            "select t2.country from studio as t1 join studio_country as t2 on t1.studio_id = t2.studio_id where t1.is_indie = 'T' intersect select t2.country from studio as t1 join studio_country as t2 on t1.studio_id = t2.studio_id where t1.is_indie = 'F'")],
        C=("studio", "Is_Indie", "indie", "independent",
           "select country from studio where {c} = 'T' intersect select country from studio where {c} = 'F'"),
    ),
    dict(
        db="game_studio", shape="nested",
        q="Which countries have studios that are not indie as well as indie studios?",
        sql="select country from studio where is_indie = 'F' intersect select country from studio where is_indie = 'T'",
        J=[("studio", "Is_Indie",
            "select t1.country from studio as t1 join studio_is_indie as t2 on t1.studio_id = t2.studio_id where t2.is_indie = 'F' intersect select t1.country from studio as t1 join studio_is_indie as t2 on t1.studio_id = t2.studio_id where t2.is_indie = 'T'")],
    ),
    dict(
        db="game_studio", shape="nested",
        q="What are the titles of the games that are RPGs or cost less than 15 dollars?",
        sql="select title from game where genre = 'RPG' union select title from game where price < 15",
        J=[("game", "Genre",
            "select t1.title from game as t1 join game_genre as t2 on t1.game_id = t2.game_id where t2.genre = 'RPG' union select title from game where price < 15"),
           ("game", "Price",
            "select title from game where genre = 'RPG' union select t1.title from game as t1 join game_price as t2 on t1.game_id = t2.game_id where t2.price < 15"),
           ("game", "Title",
            "select t2.title from game as t1 join game_title as t2 on t1.game_id = t2.game_id where t1.genre = 'RPG' union select t2.title from game as t1 join game_title as t2 on t1.game_id = t2.game_id where t1.price < 15")],
    ),
    # ------------------------------------------------------------------ art_auction
    dict(
        db="art_auction", shape="simple",
        q="How many artists are there?",
        sql="select count(*) from artist",
        T=("artist", "painter", "creator",
           "select count(*) from {t}"),
    ),
    dict(
        db="art_auction", shape="simple",
        q="List the first and last names of the artists who are still living.",
        sql="select fname, lname from artist where is_living = 'Y'",
        J=[("artist", "Fname",
            "select t2.fname, t1.lname from artist as t1 join artist_fname as t2 on t1.artist_id = t2.artist_id where t1.is_living = 'Y'"),
           ("artist", "Lname",
            "select t1.fname, t2.lname from artist as t1 join artist_lname as t2 on t1.artist_id = t2.artist_id where t1.is_living = 'Y'"),
           ("artist", "Is_Living",
            "select t1.fname, t1.lname from artist as t1 join artist_is_living as t2 on t1.artist_id = t2.artist_id where t2.is_living = 'Y'")],
        C=("artist", "Is_Living", "alive", "is_alive",
           "select fname, lname from artist where {c} = 'Y'"),
    ),
    dict(
        db="art_auction", shape="simple",
        q="What are the last names and first names of the living artists?",
        sql="select lname, fname from artist where is_living = 'Y'",
        J=[("artist", "Lname",
            "select t2.lname, t1.fname from artist as t1 join artist_lname as t2 on t1.artist_id = t2.artist_id where t1.is_living = 'Y'")],
    ),
    dict(
        db="art_auction", shape="simple",
        q="Show the titles and creation years of all artworks, ordered by the year they were created.",
        sql="select title, year_created from artwork order by year_created",
        J=[("artwork", "Title",
            "select t2.title, t1.year_created from artwork as t1 join artwork_title as t2 on t1.artwork_id = t2.artwork_id order by t1.year_created"),
           ("artwork", "Year_Created",
            "select t1.title, t2.year_created from artwork as t1 join artwork_year_created as t2 on t1.artwork_id = t2.artwork_id order by t2.year_created")],
        C=("artwork", "Year_Created", "creation_year", "yr_made",
           "select title, {c} from artwork order by {c}"),
    ),
    dict(
        db="art_auction", shape="simple",
        q="What is the title of the artwork with the highest low estimate?",
        sql="select title from artwork order by estimate_low desc limit 1",
        J=[("artwork", "Estimate_Low",
            "select t1.title from artwork as t1 join artwork_estimate_low as t2 on t1.artwork_id = t2.artwork_id order by t2.estimate_low desc limit 1"),
           ("artwork", "Title",
            "select t2.title from artwork as t1 join artwork_title as t2 on t1.artwork_id = t2.artwork_id order by t1.estimate_low desc limit 1")],
    ),
    dict(
        db="art_auction", shape="simple",
        q="Which artwork has the largest lower estimate? Give its title.",
        sql="select title from artwork where estimate_low = (select max(estimate_low) from artwork)",
        J=[("artwork", "Estimate_Low",
            "select t1.title from artwork as t1 join artwork_estimate_low as t2 on t1.artwork_id = t2.artwork_id where t2.estimate_low = (select max(estimate_low) from artwork_estimate_low)")],
    ),
    dict(
        db="art_auction", shape="simple",
        q="Find the names of the collectors whose net worth is between 500 and 2000 million.",
        sql="select collector_name from collector where net_worth_m between 500 and 2000",
        J=[("collector", "Net_Worth_M",
            "select t1.collector_name from collector as t1 join collector_net_worth_m as t2 on t1.collector_id = t2.collector_id where t2.net_worth_m between 500 and 2000"),
           ("collector", "Collector_Name",
            "select t2.collector_name from collector as t1 join collector_collector_name as t2 on t1.collector_id = t2.collector_id where t1.net_worth_m between 500 and 2000")],
        C=("collector", "Net_Worth_M", "wealth_m", "fortune_musd",
           "select collector_name from collector where {c} between 500 and 2000"),
        T=("collector", "buyer", "patron",
           "select collector_name from {t} where net_worth_m between 500 and 2000"),
    ),
    dict(
        db="art_auction", shape="simple",
        q="List the distinct cities that hosted online auctions.",
        sql="select distinct city from auction where is_online = 'T'",
        J=[("auction", "City",
            "select distinct t2.city from auction as t1 join auction_city as t2 on t1.auction_id = t2.auction_id where t1.is_online = 'T'"),
           ("auction", "Is_Online",
            "select distinct t1.city from auction as t1 join auction_is_online as t2 on t1.auction_id = t2.auction_id where t2.is_online = 'T'")],
        T=("auction", "sale_event", "auction_sale",
           "select distinct city from {t} where is_online = 'T'"),
    ),
    dict(
        db="art_auction", shape="simple",
        q="What are the names and dates of the auctions conducted by Harriet Cole?",
        sql="select auction_name, auction_date from auction where auctioneer = 'Harriet Cole'",
        J=[("auction", "Auction_Name",
            "select t2.auction_name, t1.auction_date from auction as t1 join auction_auction_name as t2 on t1.auction_id = t2.auction_id where t1.auctioneer = 'Harriet Cole'"),
           ("auction", "Auction_Date",
            "select t1.auction_name, t2.auction_date from auction as t1 join auction_auction_date as t2 on t1.auction_id = t2.auction_id where t1.auctioneer = 'Harriet Cole'"),
           ("auction", "Auctioneer",
            "select t1.auction_name, t1.auction_date from auction as t1 join auction_auctioneer as t2 on t1.auction_id = t2.auction_id where t2.auctioneer = 'Harriet Cole'")],
        C=("auction", "Auctioneer", "auctioneer_name", "host_name",
           "select auction_name, auction_date from auction where {c} = 'Harriet Cole'"),
    ),
    dict(
        db="art_auction", shape="agg",
        q="For each medium, how many artworks were created after 1950?",
        sql="select medium, count(*) from artwork where year_created > 1950 group by medium",
        J=[("artwork", "Year_Created",
            "select t1.medium, count(*) from artwork as t1 join artwork_year_created as t2 on t1.artwork_id = t2.artwork_id where t2.year_created > 1950 group by t1.medium"),
           ("artwork", "Medium",
            "select t2.medium, count(*) from artwork as t1 join artwork_medium as t2 on t1.artwork_id = t2.artwork_id where t1.year_created > 1950 group by t2.medium")],
        C=("artwork", "Medium", "material", "technique",
           "select {c}, count(*) from artwork where year_created > 1950 group by {c}"),
        T=("artwork", "piece", "work_of_art",
           "select medium, count(*) from {t} where year_created > 1950 group by medium"),
    ),
    dict(
        db="art_auction", shape="agg",
        q="Show the number of artworks made after 1950 in each medium.",
        sql="select count(*), medium from artwork where year_created > 1950 group by medium",
        J=[("artwork", "Year_Created",
            "select count(*), t1.medium from artwork as t1 join artwork_year_created as t2 on t1.artwork_id = t2.artwork_id where t2.year_created > 1950 group by t1.medium")],
    ),
    dict(
        db="art_auction", shape="agg",
        q="What is the average buyer's premium of the online auctions?",
        sql="select avg(buyers_premium) from auction where is_online = 'T'",
        J=[("auction", "Buyers_Premium",
            "select avg(t2.buyers_premium) from auction as t1 join auction_buyers_premium as t2 on t1.auction_id = t2.auction_id where t1.is_online = 'T'"),
           ("auction", "Is_Online",
            "select avg(t1.buyers_premium) from auction as t1 join auction_is_online as t2 on t1.auction_id = t2.auction_id where t2.is_online = 'T'")],
        C=("auction", "Buyers_Premium", "premium_rate", "commission_pct",
           "select avg({c}) from auction where is_online = 'T'"),
        P=("auction_buyers_premium", "auction", "is_online", "buyers_premium",
           "select avg_buyers_premium from auction_buyers_premium where is_online = 'T'"),
    ),
    dict(
        db="art_auction", shape="agg",
        q="What is the average birth year of the artists in each movement?",
        sql="select avg(birth_year), movement from artist group by movement",
        J=[("artist", "Birth_Year",
            "select avg(t2.birth_year), t1.movement from artist as t1 join artist_birth_year as t2 on t1.artist_id = t2.artist_id group by t1.movement"),
           ("artist", "Movement",
            "select avg(t1.birth_year), t2.movement from artist as t1 join artist_movement as t2 on t1.artist_id = t2.artist_id group by t2.movement")],
    ),
    dict(
        db="art_auction", shape="agg",
        q="Which movements have more than one artist born after 1930?",
        sql="select movement from artist where birth_year > 1930 group by movement having count(*) > 1",
        J=[("artist", "Birth_Year",
            "select t1.movement from artist as t1 join artist_birth_year as t2 on t1.artist_id = t2.artist_id where t2.birth_year > 1930 group by t1.movement having count(*) > 1"),
           ("artist", "Movement",
            "select t2.movement from artist as t1 join artist_movement as t2 on t1.artist_id = t2.artist_id where t1.birth_year > 1930 group by t2.movement having count(*) > 1")],
    ),
    dict(
        db="art_auction", shape="agg",
        q="Find the art movements that have at least two artists born after 1930.",
        sql="select movement from artist where birth_year > 1930 group by movement having count(*) >= 2",
        J=[("artist", "Birth_Year",
            "select t1.movement from artist as t1 join artist_birth_year as t2 on t1.artist_id = t2.artist_id where t2.birth_year > 1930 group by t1.movement having count(*) >= 2")],
    ),
    dict(
        db="art_auction", shape="agg",
        q="Show the auction id, the total bid amount and the largest bid amount for each auction.",
        sql="select auction_id, sum(bid_amount), max(bid_amount) from bid group by auction_id",
        J=[("bid", "Bid_Amount",
            "select t1.auction_id, sum(t2.bid_amount), max(t2.bid_amount) from bid as t1 join bid_bid_amount as t2 on t1.bid_id = t2.bid_id group by t1.auction_id")],
        C=("bid", "Bid_Amount", "amount", "offer_amount",
           "select auction_id, sum({c}), max({c}) from bid group by auction_id"),
        P=("bid_bid_amount", "bid", "auction_id", "bid_amount",
           "select auction_id, sum_bid_amount, max_bid_amount from bid_bid_amount"),
    ),
    dict(
        db="art_auction", shape="join",
        q="Show the titles of the artworks and the last names of their artists.",
        sql="select t1.title, t2.lname from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id",
        J=[("artist", "Lname",
            "select t1.title, t3.lname from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id join artist_lname as t3 on t2.artist_id = t3.artist_id"),
           ("artwork", "Title",
            "select t3.title, t2.lname from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id join artwork_title as t3 on t1.artwork_id = t3.artwork_id")],
        C=("artist", "Lname", "surname", "family_name",
           "select t1.title, t2.{c} from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id"),
        T=("artist", "painter", "creator",
           "select t1.title, t2.lname from artwork as t1 join {t} as t2 on t1.artist_id = t2.artist_id"),
    ),
    dict(
        db="art_auction", shape="join",
        q="For each artwork, list the last name of its artist and its title.",
        sql="select t1.lname, t2.title from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id",
        J=[("artist", "Lname",
            "select t3.lname, t2.title from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join artist_lname as t3 on t1.artist_id = t3.artist_id")],
    ),
    dict(
        db="art_auction", shape="join",
        q="Which artist has created the most artworks? Give the first and last name.",
        sql="select t1.fname, t1.lname from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id group by t1.artist_id order by count(*) desc limit 1",
        J=[("artist", "Fname",
            "select t3.fname, t1.lname from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join artist_fname as t3 on t1.artist_id = t3.artist_id group by t1.artist_id order by count(*) desc limit 1"),
           ("artist", "Lname",
            "select t1.fname, t3.lname from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join artist_lname as t3 on t1.artist_id = t3.artist_id group by t1.artist_id order by count(*) desc limit 1")],
    ),
    dict(
        db="art_auction", shape="join",
        q="What are the names of the collectors who placed bids in the Modern Masters Evening Sale?",
        sql="select distinct t1.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id where t3.auction_name = 'Modern Masters Evening Sale'",
        J=[("auction", "Auction_Name",
            "select distinct t1.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id join auction_auction_name as t4 on t3.auction_id = t4.auction_id where t4.auction_name = 'Modern Masters Evening Sale'"),
           ("collector", "Collector_Name",
            "select distinct t4.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id join collector_collector_name as t4 on t1.collector_id = t4.collector_id where t3.auction_name = 'Modern Masters Evening Sale'")],
        T=("bid", "offer", "bidding",
           "select distinct t1.collector_name from collector as t1 join {t} as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id where t3.auction_name = 'Modern Masters Evening Sale'"),
    ),
    dict(
        db="art_auction", shape="join",
        q="Show the name of each collector and the total amount of their winning bids.",
        sql="select t1.collector_name, sum(t2.bid_amount) from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id where t2.is_winning = 'T' group by t1.collector_name",
        J=[("bid", "Bid_Amount",
            "select t1.collector_name, sum(t3.bid_amount) from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join bid_bid_amount as t3 on t2.bid_id = t3.bid_id where t2.is_winning = 'T' group by t1.collector_name"),
           ("bid", "Is_Winning",
            "select t1.collector_name, sum(t2.bid_amount) from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join bid_is_winning as t3 on t2.bid_id = t3.bid_id where t3.is_winning = 'T' group by t1.collector_name"),
           ("collector", "Collector_Name",
            "select t3.collector_name, sum(t2.bid_amount) from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join collector_collector_name as t3 on t1.collector_id = t3.collector_id where t2.is_winning = 'T' group by t3.collector_name")],
        C=("bid", "Is_Winning", "won", "is_successful",
           "select t1.collector_name, sum(t2.bid_amount) from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id where t2.{c} = 'T' group by t1.collector_name"),
    ),
    dict(
        db="art_auction", shape="join",
        q="What is the title of the artwork that received the highest bid?",
        sql="select t1.title from artwork as t1 join bid as t2 on t1.artwork_id = t2.artwork_id order by t2.bid_amount desc limit 1",
        J=[("bid", "Bid_Amount",
            "select t1.title from artwork as t1 join bid as t2 on t1.artwork_id = t2.artwork_id join bid_bid_amount as t3 on t2.bid_id = t3.bid_id order by t3.bid_amount desc limit 1"),
           ("artwork", "Title",
            "select t3.title from artwork as t1 join bid as t2 on t1.artwork_id = t2.artwork_id join artwork_title as t3 on t1.artwork_id = t3.artwork_id order by t2.bid_amount desc limit 1")],
    ),
    dict(
        db="art_auction", shape="join",
        q="Find the title of the artwork with the largest bid amount.",
        sql="select t2.title from bid as t1 join artwork as t2 on t1.artwork_id = t2.artwork_id order by t1.bid_amount desc limit 1",
        J=[("bid", "Bid_Amount",
            "select t2.title from bid as t1 join artwork as t2 on t1.artwork_id = t2.artwork_id join bid_bid_amount as t3 on t1.bid_id = t3.bid_id order by t3.bid_amount desc limit 1")],
        T=("bid", "offer", "bidding",
           "select t2.title from {t} as t1 join artwork as t2 on t1.artwork_id = t2.artwork_id order by t1.bid_amount desc limit 1"),
    ),
    dict(
        db="art_auction", shape="join",
        q="List the titles of the artworks offered at auctions held in London.",
        sql="select t1.title from artwork as t1 join auction_lot as t2 on t1.artwork_id = t2.artwork_id join auction as t3 on t2.auction_id = t3.auction_id where t3.city = 'London'",
        J=[("auction", "City",
            "select t1.title from artwork as t1 join auction_lot as t2 on t1.artwork_id = t2.artwork_id join auction as t3 on t2.auction_id = t3.auction_id join auction_city as t4 on t3.auction_id = t4.auction_id where t4.city = 'London'"),
           ("artwork", "Title",
            "select t4.title from artwork as t1 join auction_lot as t2 on t1.artwork_id = t2.artwork_id join auction as t3 on t2.auction_id = t3.auction_id join artwork_title as t4 on t1.artwork_id = t4.artwork_id where t3.city = 'London'")],
        C=("auction", "City", "location", "venue_city",
           "select t1.title from artwork as t1 join auction_lot as t2 on t1.artwork_id = t2.artwork_id join auction as t3 on t2.auction_id = t3.auction_id where t3.{c} = 'London'"),
        T=("auction_lot", "lot", "sale_lot",
           "select t1.title from artwork as t1 join {t} as t2 on t1.artwork_id = t2.artwork_id join auction as t3 on t2.auction_id = t3.auction_id where t3.city = 'London'"),
    ),
    dict(
        db="art_auction", shape="join",
        q="For each auction, show its name and the number of lots.",
        sql="select t1.auction_name, count(*) from auction as t1 join auction_lot as t2 on t1.auction_id = t2.auction_id group by t1.auction_id",
        J=[("auction", "Auction_Name",
            "select t3.auction_name, count(*) from auction as t1 join auction_lot as t2 on t1.auction_id = t2.auction_id join auction_auction_name as t3 on t1.auction_id = t3.auction_id group by t1.auction_id")],
        T=("auction_lot", "lot", "sale_lot",
           "select t1.auction_name, count(*) from auction as t1 join {t} as t2 on t1.auction_id = t2.auction_id group by t1.auction_id"),
    ),
    dict(
        db="art_auction", shape="join",
        q="How many lots does each auction have? Show the auction name and the count.",
        sql="select t2.auction_name, count(*) from auction_lot as t1 join auction as t2 on t1.auction_id = t2.auction_id group by t1.auction_id",
        J=[("auction", "Auction_Name",
            "select t3.auction_name, count(*) from auction_lot as t1 join auction as t2 on t1.auction_id = t2.auction_id join auction_auction_name as t3 on t2.auction_id = t3.auction_id group by t1.auction_id")],
    ),
    dict(
        db="art_auction", shape="join",
        q="What are the nationalities of the artists whose works were won by collectors from the USA?",
        sql="select distinct t1.nationality from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join bid as t3 on t2.artwork_id = t3.artwork_id join collector as t4 on t3.collector_id = t4.collector_id where t4.country = 'USA' and t3.is_winning = 'T'",
        J=[("artist", "Nationality",
            "select distinct t5.nationality from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join bid as t3 on t2.artwork_id = t3.artwork_id join collector as t4 on t3.collector_id = t4.collector_id join artist_nationality as t5 on t1.artist_id = t5.artist_id where t4.country = 'USA' and t3.is_winning = 'T'"),
           ("collector", "Country",
            "select distinct t1.nationality from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join bid as t3 on t2.artwork_id = t3.artwork_id join collector as t4 on t3.collector_id = t4.collector_id join collector_country as t5 on t4.collector_id = t5.collector_id where t5.country = 'USA' and t3.is_winning = 'T'"),
           ("bid", "Is_Winning",
            "select distinct t1.nationality from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join bid as t3 on t2.artwork_id = t3.artwork_id join collector as t4 on t3.collector_id = t4.collector_id join bid_is_winning as t5 on t3.bid_id = t5.bid_id where t4.country = 'USA' and t5.is_winning = 'T'")],
        C=("collector", "Country", "nation", "home_country",
           "select distinct t1.nationality from artist as t1 join artwork as t2 on t1.artist_id = t2.artist_id join bid as t3 on t2.artwork_id = t3.artwork_id join collector as t4 on t3.collector_id = t4.collector_id where t4.{c} = 'USA' and t3.is_winning = 'T'"),
    ),
    dict(
        db="art_auction", shape="nested",
        q="List the names of the collectors who have never placed a bid.",
        sql="select collector_name from collector where collector_id not in (select collector_id from bid)",
        J=[("collector", "Collector_Name",
            "select t2.collector_name from collector as t1 join collector_collector_name as t2 on t1.collector_id = t2.collector_id where t1.collector_id not in (select collector_id from bid)")],
        T=("bid", "offer", "bidding",
           "select collector_name from collector where collector_id not in (select collector_id from {t})"),
    ),
    dict(
        db="art_auction", shape="nested",
        q="Which collectors have not made any bids? Give their names.",
        sql="select collector_name from collector except select t1.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id",
        J=[("collector", "Collector_Name",
            "select t2.collector_name from collector as t1 join collector_collector_name as t2 on t1.collector_id = t2.collector_id except select t3.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join collector_collector_name as t3 on t1.collector_id = t3.collector_id")],
    ),
    dict(
        db="art_auction", shape="nested",
        q="Find the titles of the artworks that have never been put up for auction.",
        sql="select title from artwork where artwork_id not in (select artwork_id from auction_lot)",
        J=[("artwork", "Title",
            "select t2.title from artwork as t1 join artwork_title as t2 on t1.artwork_id = t2.artwork_id where t1.artwork_id not in (select artwork_id from auction_lot)")],
        T=("auction_lot", "lot", "sale_lot",
           "select title from artwork where artwork_id not in (select artwork_id from {t})"),
    ),
    dict(
        db="art_auction", shape="nested",
        q="What are the titles of the artworks whose high estimate is above the average high estimate?",
        sql="select title from artwork where estimate_high > (select avg(estimate_high) from artwork)",
        J=[("artwork", "Estimate_High",
            "select t1.title from artwork as t1 join artwork_estimate_high as t2 on t1.artwork_id = t2.artwork_id where t2.estimate_high > (select avg(estimate_high) from artwork_estimate_high)"),
           ("artwork", "Title",
            "select t2.title from artwork as t1 join artwork_title as t2 on t1.artwork_id = t2.artwork_id where t1.estimate_high > (select avg(estimate_high) from artwork)")],
        C=("artwork", "Estimate_High", "high_estimate", "max_estimate",
           "select title from artwork where {c} > (select avg({c}) from artwork)"),
    ),
    dict(
        db="art_auction", shape="nested",
        q="Which collectors have bid at auctions in both New York and London? Give their names.",
        sql="select t1.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id where t3.city = 'New York' intersect select t1.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id where t3.city = 'London'",
        J=[("auction", "City",
            "select t1.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id join auction_city as t4 on t3.auction_id = t4.auction_id where t4.city = 'New York' intersect select t1.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id join auction_city as t4 on t3.auction_id = t4.auction_id where t4.city = 'London'"),
           ("collector", "Collector_Name",
            "select t4.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id join collector_collector_name as t4 on t1.collector_id = t4.collector_id where t3.city = 'New York' intersect select t4.collector_name from collector as t1 join bid as t2 on t1.collector_id = t2.collector_id join auction as t3 on t2.auction_id = t3.auction_id join collector_collector_name as t4 on t1.collector_id = t4.collector_id where t3.city = 'London'")],
    ),
    dict(
        db="art_auction", shape="nested",
        q="Find the last names of the artists who were born before 1900 or belong to the Pop Art movement.",
        sql="select lname from artist where birth_year < 1900 union select lname from artist where movement = 'Pop Art'",
        J=[("artist", "Birth_Year",
            "select t1.lname from artist as t1 join artist_birth_year as t2 on t1.artist_id = t2.artist_id where t2.birth_year < 1900 union select lname from artist where movement = 'Pop Art'"),
           ("artist", "Movement",
            "select lname from artist where birth_year < 1900 union select t1.lname from artist as t1 join artist_movement as t2 on t1.artist_id = t2.artist_id where t2.movement = 'Pop Art'"),
           ("artist", "Lname",
            "select t2.lname from artist as t1 join artist_lname as t2 on t1.artist_id = t2.artist_id where t1.birth_year < 1900 union select t2.lname from artist as t1 join artist_lname as t2 on t1.artist_id = t2.artist_id where t1.movement = 'Pop Art'")],
    ),
    dict(
        db="art_auction", shape="nested",
        q="Which media are used by living artists but not by artists who have died?",
        sql="select t1.medium from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id where t2.is_living = 'Y' except select t1.medium from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id where t2.is_living = 'N'",
        J=[("artist", "Is_Living",
            "select t1.medium from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id join artist_is_living as t3 on t2.artist_id = t3.artist_id where t3.is_living = 'Y' except select t1.medium from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id join artist_is_living as t3 on t2.artist_id = t3.artist_id where t3.is_living = 'N'"),
           ("artwork", "Medium",
            "select t3.medium from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id join artwork_medium as t3 on t1.artwork_id = t3.artwork_id where t2.is_living = 'Y' except select t3.medium from artwork as t1 join artist as t2 on t1.artist_id = t2.artist_id join artwork_medium as t3 on t1.artwork_id = t3.artwork_id where t2.is_living = 'N'")],
    ),
    # ------------------------------------------------------------------ volunteer_charity
    dict(
        db="volunteer_charity", shape="simple",
        q="How many volunteers are there?",
        sql="select count(*) from volunteer",
        T=("volunteer", "helper", "member",
           "select count(*) from {t}"),
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="List the first name and age of all volunteers ordered by age in descending order.",
        sql="select fname, age from volunteer order by age desc",
        J=[("volunteer", "Age",
            "select t1.fname, t2.age from volunteer as t1 join volunteer_age as t2 on t1.volunteer_id = t2.volunteer_id order by t2.age desc"),
           ("volunteer", "Fname",
            "select t2.fname, t1.age from volunteer as t1 join volunteer_fname as t2 on t1.volunteer_id = t2.volunteer_id order by t1.age desc")],
        C=("volunteer", "Age", "volunteer_age", "years_old",
           "select fname, {c} from volunteer order by {c} desc"),
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="Show the ages and first names of all volunteers, from the oldest to the youngest.",
        sql="select age, fname from volunteer order by age desc",
        J=[("volunteer", "Age",
            "select t2.age, t1.fname from volunteer as t1 join volunteer_age as t2 on t1.volunteer_id = t2.volunteer_id order by t2.age desc")],
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="What are the first and last names of the certified volunteers from Springfield?",
        sql="select fname, lname from volunteer where is_certified = 'Y' and city = 'Springfield'",
        J=[("volunteer", "Is_Certified",
            "select t1.fname, t1.lname from volunteer as t1 join volunteer_is_certified as t2 on t1.volunteer_id = t2.volunteer_id where t2.is_certified = 'Y' and t1.city = 'Springfield'"),
           ("volunteer", "City",
            "select t1.fname, t1.lname from volunteer as t1 join volunteer_city as t2 on t1.volunteer_id = t2.volunteer_id where t1.is_certified = 'Y' and t2.city = 'Springfield'"),
           ("volunteer", "Fname",
            "select t2.fname, t1.lname from volunteer as t1 join volunteer_fname as t2 on t1.volunteer_id = t2.volunteer_id where t1.is_certified = 'Y' and t1.city = 'Springfield'")],
        C=("volunteer", "City", "hometown", "home_city",
           "select fname, lname from volunteer where is_certified = 'Y' and {c} = 'Springfield'"),
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="What is the name of the event with the highest attendance?",
        sql="select event_name from charity_event order by attendance desc limit 1",
        J=[("charity_event", "Attendance",
            "select t1.event_name from charity_event as t1 join charity_event_attendance as t2 on t1.event_id = t2.event_id order by t2.attendance desc limit 1"),
           ("charity_event", "Event_Name",
            "select t2.event_name from charity_event as t1 join charity_event_event_name as t2 on t1.event_id = t2.event_id order by t1.attendance desc limit 1")],
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="Which charity event had the most attendees? Give its name.",
        sql="select event_name from charity_event where attendance = (select max(attendance) from charity_event)",
        J=[("charity_event", "Attendance",
            "select t1.event_name from charity_event as t1 join charity_event_attendance as t2 on t1.event_id = t2.event_id where t2.attendance = (select max(attendance) from charity_event_attendance)")],
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="List the names and dates of the events whose name contains 'Drive'.",
        sql="select event_name, event_date from charity_event where event_name like '%Drive%'",
        J=[("charity_event", "Event_Name",
            "select t2.event_name, t1.event_date from charity_event as t1 join charity_event_event_name as t2 on t1.event_id = t2.event_id where t2.event_name like '%Drive%'"),
           ("charity_event", "Event_Date",
            "select t1.event_name, t2.event_date from charity_event as t1 join charity_event_event_date as t2 on t1.event_id = t2.event_id where t1.event_name like '%Drive%'")],
        T=("charity_event", "fundraiser", "charity_activity",
           "select event_name, event_date from {t} where event_name like '%Drive%'"),
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="Show the names and budgets of the events with a budget between 1000 and 3000.",
        sql="select event_name, budget from charity_event where budget between 1000 and 3000",
        J=[("charity_event", "Budget",
            "select t1.event_name, t2.budget from charity_event as t1 join charity_event_budget as t2 on t1.event_id = t2.event_id where t2.budget between 1000 and 3000"),
           ("charity_event", "Event_Name",
            "select t2.event_name, t1.budget from charity_event as t1 join charity_event_event_name as t2 on t1.event_id = t2.event_id where t1.budget between 1000 and 3000")],
        C=("charity_event", "Budget", "event_budget", "planned_cost",
           "select event_name, {c} from charity_event where {c} between 1000 and 3000"),
    ),
    dict(
        db="volunteer_charity", shape="simple",
        q="Which events have a budget of at least 1000 and at most 3000? Give their names and budgets.",
        sql="select event_name, budget from charity_event where budget >= 1000 and budget <= 3000",
        J=[("charity_event", "Budget",
            "select t1.event_name, t2.budget from charity_event as t1 join charity_event_budget as t2 on t1.event_id = t2.event_id where t2.budget >= 1000 and t2.budget <= 3000")],
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="How many certified volunteers are there in each city?",
        sql="select city, count(*) from volunteer where is_certified = 'Y' group by city",
        J=[("volunteer", "Is_Certified",
            "select t1.city, count(*) from volunteer as t1 join volunteer_is_certified as t2 on t1.volunteer_id = t2.volunteer_id where t2.is_certified = 'Y' group by t1.city"),
           ("volunteer", "City",
            "select t2.city, count(*) from volunteer as t1 join volunteer_city as t2 on t1.volunteer_id = t2.volunteer_id where t1.is_certified = 'Y' group by t2.city")],
        T=("volunteer", "helper", "member",
           "select city, count(*) from {t} where is_certified = 'Y' group by city"),
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="Count the number of certified volunteers for each city.",
        sql="select count(*), city from volunteer where is_certified = 'Y' group by city",
        J=[("volunteer", "Is_Certified",
            "select count(*), t1.city from volunteer as t1 join volunteer_is_certified as t2 on t1.volunteer_id = t2.volunteer_id where t2.is_certified = 'Y' group by t1.city")],
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="For each certification status, what is the average age of the volunteers?",
        sql="select is_certified, avg(age) from volunteer group by is_certified",
        J=[("volunteer", "Age",
            "select t1.is_certified, avg(t2.age) from volunteer as t1 join volunteer_age as t2 on t1.volunteer_id = t2.volunteer_id group by t1.is_certified"),
           ("volunteer", "Is_Certified",
            "select t2.is_certified, avg(t1.age) from volunteer as t1 join volunteer_is_certified as t2 on t1.volunteer_id = t2.volunteer_id group by t2.is_certified")],
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="What is the total amount donated by card?",
        sql="select sum(amount) from donation where payment_method = 'Card'",
        J=[("donation", "Amount",
            "select sum(t2.amount) from donation as t1 join donation_amount as t2 on t1.donation_id = t2.donation_id where t1.payment_method = 'Card'"),
           ("donation", "Payment_Method",
            "select sum(t1.amount) from donation as t1 join donation_payment_method as t2 on t1.donation_id = t2.donation_id where t2.payment_method = 'Card'")],
        C=("donation", "Payment_Method", "pay_method", "payment_type",
           "select sum(amount) from donation where {c} = 'Card'"),
        P=("donation_amount", "donation", "payment_method", "amount",
           "select sum_amount from donation_amount where payment_method = 'Card'"),
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="For each volunteer role, show the role and the total number of hours worked.",
        sql="select role, sum(hours_worked) from event_signup group by role",
        C=("event_signup", "Hours_Worked", "hours", "time_spent",
           "select role, sum({c}) from event_signup group by role"),
        T=("event_signup", "registration", "shift",
           "select role, sum(hours_worked) from {t} group by role"),
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="Which event types have a total budget above 3000?",
        sql="select event_type from charity_event group by event_type having sum(budget) > 3000",
        J=[("charity_event", "Budget",
            "select t1.event_type from charity_event as t1 join charity_event_budget as t2 on t1.event_id = t2.event_id group by t1.event_type having sum(t2.budget) > 3000"),
           ("charity_event", "Event_Type",
            "select t2.event_type from charity_event as t1 join charity_event_event_type as t2 on t1.event_id = t2.event_id group by t2.event_type having sum(t1.budget) > 3000")],
        T=("charity_event", "fundraiser", "charity_activity",
           "select event_type from {t} group by event_type having sum(budget) > 3000"),
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="How many donors of each type made their first gift after 2015?",
        sql="select donor_type, count(*) from donor where first_gift_year > 2015 group by donor_type",
        J=[("donor", "First_Gift_Year",
            "select t1.donor_type, count(*) from donor as t1 join donor_first_gift_year as t2 on t1.donor_id = t2.donor_id where t2.first_gift_year > 2015 group by t1.donor_type"),
           ("donor", "Donor_Type",
            "select t2.donor_type, count(*) from donor as t1 join donor_donor_type as t2 on t1.donor_id = t2.donor_id where t1.first_gift_year > 2015 group by t2.donor_type")],
        T=("donor", "sponsor", "benefactor",
           "select donor_type, count(*) from {t} where first_gift_year > 2015 group by donor_type"),
    ),
    dict(
        db="volunteer_charity", shape="agg",
        q="Count the donors who first gave after 2015, by donor type.",
        sql="select count(*), donor_type from donor where first_gift_year > 2015 group by donor_type",
        J=[("donor", "First_Gift_Year",
            "select count(*), t1.donor_type from donor as t1 join donor_first_gift_year as t2 on t1.donor_id = t2.donor_id where t2.first_gift_year > 2015 group by t1.donor_type")],
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="Show the name of each event and the total amount donated to it.",
        sql="select t1.event_name, sum(t2.amount) from charity_event as t1 join donation as t2 on t1.event_id = t2.event_id group by t1.event_name",
        J=[("donation", "Amount",
            "select t1.event_name, sum(t3.amount) from charity_event as t1 join donation as t2 on t1.event_id = t2.event_id join donation_amount as t3 on t2.donation_id = t3.donation_id group by t1.event_name"),
           ("charity_event", "Event_Name",
            "select t3.event_name, sum(t2.amount) from charity_event as t1 join donation as t2 on t1.event_id = t2.event_id join charity_event_event_name as t3 on t1.event_id = t3.event_id group by t3.event_name")],
        P=("charity_event_donation_amount",
           "charity_event as t1 join donation as t2 on t1.event_id = t2.event_id", "t1.event_name", "t2.amount",
           "select event_name, sum_amount from charity_event_donation_amount"),
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="List the first names of the volunteers who signed up for the Charity Fun Run.",
        sql="select t1.fname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join charity_event as t3 on t2.event_id = t3.event_id where t3.event_name = 'Charity Fun Run'",
        J=[("charity_event", "Event_Name",
            "select t1.fname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join charity_event as t3 on t2.event_id = t3.event_id join charity_event_event_name as t4 on t3.event_id = t4.event_id where t4.event_name = 'Charity Fun Run'"),
           ("volunteer", "Fname",
            "select t4.fname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join charity_event as t3 on t2.event_id = t3.event_id join volunteer_fname as t4 on t1.volunteer_id = t4.volunteer_id where t3.event_name = 'Charity Fun Run'")],
        T=("event_signup", "registration", "shift",
           "select t1.fname from volunteer as t1 join {t} as t2 on t1.volunteer_id = t2.volunteer_id join charity_event as t3 on t2.event_id = t3.event_id where t3.event_name = 'Charity Fun Run'"),
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="What are the first names of the volunteers registered for the event named Charity Fun Run?",
        sql="select t3.fname from charity_event as t1 join event_signup as t2 on t1.event_id = t2.event_id join volunteer as t3 on t2.volunteer_id = t3.volunteer_id where t1.event_name = 'Charity Fun Run'",
        J=[("charity_event", "Event_Name",
            "select t3.fname from charity_event as t1 join event_signup as t2 on t1.event_id = t2.event_id join volunteer as t3 on t2.volunteer_id = t3.volunteer_id join charity_event_event_name as t4 on t1.event_id = t4.event_id where t4.event_name = 'Charity Fun Run'")],
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="Show the first and last name of each volunteer and the number of events they signed up for.",
        sql="select t1.fname, t1.lname, count(*) from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id group by t1.volunteer_id",
        J=[("volunteer", "Fname",
            "select t3.fname, t1.lname, count(*) from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join volunteer_fname as t3 on t1.volunteer_id = t3.volunteer_id group by t1.volunteer_id"),
           ("volunteer", "Lname",
            "select t1.fname, t3.lname, count(*) from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join volunteer_lname as t3 on t1.volunteer_id = t3.volunteer_id group by t1.volunteer_id")],
        T=("event_signup", "registration", "shift",
           "select t1.fname, t1.lname, count(*) from volunteer as t1 join {t} as t2 on t1.volunteer_id = t2.volunteer_id group by t1.volunteer_id"),
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="What are the names of the events that received donations from corporate donors?",
        sql="select distinct t3.event_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id where t1.donor_type = 'Corporate'",
        J=[("donor", "Donor_Type",
            "select distinct t3.event_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id join donor_donor_type as t4 on t1.donor_id = t4.donor_id where t4.donor_type = 'Corporate'"),
           ("charity_event", "Event_Name",
            "select distinct t4.event_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id join charity_event_event_name as t4 on t3.event_id = t4.event_id where t1.donor_type = 'Corporate'")],
        C=("donor", "Donor_Type", "category", "donor_category",
           "select distinct t3.event_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id where t1.{c} = 'Corporate'"),
        T=("donation", "gift", "contribution",
           "select distinct t3.event_name from donor as t1 join {t} as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id where t1.donor_type = 'Corporate'"),
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="For each event type, find the total hours worked by volunteers.",
        sql="select t2.event_type, sum(t1.hours_worked) from event_signup as t1 join charity_event as t2 on t1.event_id = t2.event_id group by t2.event_type",
        J=[("charity_event", "Event_Type",
            "select t3.event_type, sum(t1.hours_worked) from event_signup as t1 join charity_event as t2 on t1.event_id = t2.event_id join charity_event_event_type as t3 on t2.event_id = t3.event_id group by t3.event_type")],
        C=("event_signup", "Hours_Worked", "hours", "time_spent",
           "select t2.event_type, sum(t1.{c}) from event_signup as t1 join charity_event as t2 on t1.event_id = t2.event_id group by t2.event_type"),
        P=("event_signup_charity_event_hours_worked",
           "event_signup as t1 join charity_event as t2 on t1.event_id = t2.event_id", "t2.event_type", "t1.hours_worked",
           "select event_type, sum_hours_worked from event_signup_charity_event_hours_worked"),
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="Which volunteer has worked the most hours in total? Give the first and last name.",
        sql="select t1.fname, t1.lname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id group by t1.volunteer_id order by sum(t2.hours_worked) desc limit 1",
        J=[("volunteer", "Fname",
            "select t3.fname, t1.lname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join volunteer_fname as t3 on t1.volunteer_id = t3.volunteer_id group by t1.volunteer_id order by sum(t2.hours_worked) desc limit 1"),
           ("volunteer", "Lname",
            "select t1.fname, t3.lname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join volunteer_lname as t3 on t1.volunteer_id = t3.volunteer_id group by t1.volunteer_id order by sum(t2.hours_worked) desc limit 1")],
        C=("event_signup", "Hours_Worked", "hours", "time_spent",
           "select t1.fname, t1.lname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id group by t1.volunteer_id order by sum(t2.{c}) desc limit 1"),
    ),
    dict(
        db="volunteer_charity", shape="join",
        q="List the distinct payment methods used for donations to food drive events.",
        sql="select distinct t1.payment_method from donation as t1 join charity_event as t2 on t1.event_id = t2.event_id where t2.event_type = 'Food Drive'",
        J=[("donation", "Payment_Method",
            "select distinct t3.payment_method from donation as t1 join charity_event as t2 on t1.event_id = t2.event_id join donation_payment_method as t3 on t1.donation_id = t3.donation_id where t2.event_type = 'Food Drive'"),
           ("charity_event", "Event_Type",
            "select distinct t1.payment_method from donation as t1 join charity_event as t2 on t1.event_id = t2.event_id join charity_event_event_type as t3 on t2.event_id = t3.event_id where t3.event_type = 'Food Drive'")],
    ),
    dict(
        db="volunteer_charity", shape="nested",
        q="List the first and last names of the volunteers who have not signed up for any event.",
        sql="select fname, lname from volunteer where volunteer_id not in (select volunteer_id from event_signup)",
        J=[("volunteer", "Fname",
            "select t2.fname, t1.lname from volunteer as t1 join volunteer_fname as t2 on t1.volunteer_id = t2.volunteer_id where t1.volunteer_id not in (select volunteer_id from event_signup)"),
           ("volunteer", "Lname",
            "select t1.fname, t2.lname from volunteer as t1 join volunteer_lname as t2 on t1.volunteer_id = t2.volunteer_id where t1.volunteer_id not in (select volunteer_id from event_signup)")],
        T=("event_signup", "registration", "shift",
           "select fname, lname from volunteer where volunteer_id not in (select volunteer_id from {t})"),
    ),
    dict(
        db="volunteer_charity", shape="nested",
        q="Which volunteers never signed up for an event? Give their first and last names.",
        sql="select fname, lname from volunteer except select t1.fname, t1.lname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id",
        J=[("volunteer", "Fname",
            "select t2.fname, t1.lname from volunteer as t1 join volunteer_fname as t2 on t1.volunteer_id = t2.volunteer_id except select t3.fname, t1.lname from volunteer as t1 join event_signup as t2 on t1.volunteer_id = t2.volunteer_id join volunteer_fname as t3 on t1.volunteer_id = t3.volunteer_id")],
    ),
    dict(
        db="volunteer_charity", shape="nested",
        q="Find the names of the events that received no donations.",
        sql="select event_name from charity_event where event_id not in (select event_id from donation)",
        J=[("charity_event", "Event_Name",
            "select t2.event_name from charity_event as t1 join charity_event_event_name as t2 on t1.event_id = t2.event_id where t1.event_id not in (select event_id from donation)")],
        T=("donation", "gift", "contribution",
           "select event_name from charity_event where event_id not in (select event_id from {t})"),
    ),
    dict(
        db="volunteer_charity", shape="nested",
        q="What are the names of the donors who made a donation larger than the average donation amount?",
        sql="select distinct t1.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id where t2.amount > (select avg(amount) from donation)",
        J=[("donation", "Amount",
            "select distinct t1.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join donation_amount as t3 on t2.donation_id = t3.donation_id where t3.amount > (select avg(amount) from donation_amount)"),
           ("donor", "Donor_Name",
            "select distinct t3.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join donor_donor_name as t3 on t1.donor_id = t3.donor_id where t2.amount > (select avg(amount) from donation)")],
        C=("donation", "Amount", "gift_amount", "amount_usd",
           "select distinct t1.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id where t2.{c} > (select avg({c}) from donation)"),
    ),
    dict(
        db="volunteer_charity", shape="nested",
        q="Find the first names of the volunteers who are younger than 25 or live in Hillcrest.",
        sql="select fname from volunteer where age < 25 union select fname from volunteer where city = 'Hillcrest'",
        J=[("volunteer", "Age",
            "select t1.fname from volunteer as t1 join volunteer_age as t2 on t1.volunteer_id = t2.volunteer_id where t2.age < 25 union select fname from volunteer where city = 'Hillcrest'"),
           ("volunteer", "City",
            "select fname from volunteer where age < 25 union select t1.fname from volunteer as t1 join volunteer_city as t2 on t1.volunteer_id = t2.volunteer_id where t2.city = 'Hillcrest'"),
           ("volunteer", "Fname",
            "select t2.fname from volunteer as t1 join volunteer_fname as t2 on t1.volunteer_id = t2.volunteer_id where t1.age < 25 union select t2.fname from volunteer as t1 join volunteer_fname as t2 on t1.volunteer_id = t2.volunteer_id where t1.city = 'Hillcrest'")],
    ),
    dict(
        db="volunteer_charity", shape="nested",
        q="List the names of the donors who donated to the Summer Gala Dinner but not to the Holiday Toy Drive.",
        sql="select t1.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id where t3.event_name = 'Summer Gala Dinner' except select t1.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id where t3.event_name = 'Holiday Toy Drive'",
        J=[("donor", "Donor_Name",
            "select t4.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id join donor_donor_name as t4 on t1.donor_id = t4.donor_id where t3.event_name = 'Summer Gala Dinner' except select t4.donor_name from donor as t1 join donation as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id join donor_donor_name as t4 on t1.donor_id = t4.donor_id where t3.event_name = 'Holiday Toy Drive'")],
        T=("donation", "gift", "contribution",
           "select t1.donor_name from donor as t1 join {t} as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id where t3.event_name = 'Summer Gala Dinner' except select t1.donor_name from donor as t1 join {t} as t2 on t1.donor_id = t2.donor_id join charity_event as t3 on t2.event_id = t3.event_id where t3.event_name = 'Holiday Toy Drive'"),
    ),
]
# ================================================================ schema helpers


# ================================================================ verification


def main():
    probe_kit.main(__doc__, DEFAULT_OUT, DEFAULT_DBS, DATABASES, QUESTIONS, ROWS_PER_TABLE,
                   drop_agreeing=True, record_id=lambda kind, n: f"{kind}{ID_TAG}-{n + 1:04d}")


if __name__ == "__main__":
    main()
