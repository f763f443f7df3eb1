#!/usr/bin/env python3
"""Build eval-data/probe14.jsonl and three new SQLite databases in eval-data/dbs14/.

A held-in probe set that measures how the parser generalises to databases and questions it has
never seen. The three databases (piano_workshop, pottery_studio, dive_centre), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark. It was written without reading the parser's sources or tests,
without running qlarify or cargo, and without opening the AmbiQT held-out split, its databases or
the dev split (probe_kit checks by program that no question or SQL repeats dev.jsonl or an
earlier probe file). The structure, setup shapes and checks copy make_probe13.py; the shared
helpers come from probe_kit.py, unchanged.

The databases, none of whose domains an earlier probe or a Spider database used:

  - piano_workshop (7 tables): Ref_Service_Types, Tuners, Clients, Pianos, Service_Visits, Parts,
    Part_Usage. Two keys to one table: Service_Visits.Done_By / Service_Visits.Checked_By, both
    to Tuners. Self-reference: Tuners.Mentor_ID. Undeclared link: Part_Usage.Visit_Num ->
    Service_Visits.
  - pottery_studio (7 tables): Ref_Glaze_Codes, Kilns, Potters, Pieces, Firings, Kiln_Loads,
    Sales. Two keys to one table: Pieces.Thrown_By / Pieces.Glazed_By, both to Potters (and
    Firings.Loaded_By). Self-reference: Potters.Teacher_ID. Undeclared link:
    Kiln_Loads.Piece_Num -> Pieces.
  - dive_centre (7 tables): Ref_Cert_Levels, Dive_Sites, Instructors, Boats, Divers, Dive_Trips,
    Trip_Bookings. Two keys to one table: Dive_Trips.Lead_Instr / Dive_Trips.Second_Instr, both
    to Instructors. Self-reference: Instructors.Senior_ID. Undeclared links:
    Trip_Bookings.Diver_Num -> Divers, Dive_Sites.Min_Cert_Cd -> Ref_Cert_Levels.

Spider's real-world untidiness: naming styles mixed within one database (`TunerID`, `FName`,
`client_id`, `Client_Name`, `Visit_Num`, `part_id`, `PotterID`, `kiln_id`, `Kiln_Name`,
`Piece_Num`, `InstrID`, `site_id`, `Site_Name`, `Diver_Num`), abbreviations (`Cd`, `Desc`, `Dt`,
`Yr`, `Amt`, `Qty`, `Cnt`, `Num`, `Hrs`, `Ltr`, `Instr`, `Hp`, `Mins`, `Std`), a Ref_ lookup
table joined by its code in each database, numbers stored as TEXT (`Qualified_Yr`, `Since_Yr`,
`Built_Yr`, `Restrung_Yr`, `Fee_Amt`, `Installed_Yr`, `Joined_Yr`, `Cost_Amt`, `Price_Amt`,
`Certified_Yr`, `Birth_Yr`; their values have a fixed number of digits, so that text order is
number order), Y/N flags, NULLs, and links with no declared foreign key.

Questions are in the voice of Spider's crowd annotators, every intent asked twice in different
words (the second wording has again=True and follows the first directly; its SQL is an
equivalent rewrite, since the checks refuse a repeated SQL string within a database). Values
are given as a user would type them. Select columns follow the order in which the question
names them. Joins use Spider's aliases T1, T2, ... (lowercased, as dev.jsonl's golds are).
Many questions name a column or a table by a paraphrase rather than its name.

Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL], `setup`,
`spider_sql`), with setups shaped exactly like dev.jsonl's (see make_probe9.py's docstring for
the kinds B / J / C / T / P). Record ids are "<kind>14-NNNN".

Checks are make_probe13.py's (probe_kit's, plus the ORDER BY tie check and the check that the two
wordings of an intent return the same rows); if any fails nothing is written. Quantities held
as REAL are whole numbers, halves or quarters, so that sums do not depend on the order SQLite
adds the rows in.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe14.py [--out FILE] [--dbs DIR]
"""

import random
from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe14.jsonl"
DEFAULT_DBS = HERE / "dbs14"
ID_TAG = "14"
AMBIQT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

ROWS_PER_TABLE = (20, 300)
TABLES_PER_DB = (6, 8)

DATABASES = {}


_lit = probe_kit.lit
_inserts = probe_kit.inserts
_day = probe_kit.day
_plus = probe_kit.plus
_quarter = probe_kit.quarter
_half = probe_kit.half


_FIRST_M = ["Ambrose", "Barnaby", "Crispin", "Dmitri", "Emrys", "Fergus", "Gustav", "Hamish", "Ignatius", "Jonas",
            "Kasper", "Lorcan", "Magnus", "Nikolai", "Orrin", "Piers", "Rainer", "Silas", "Tobias", "Ulrich",
            "Vaughan", "Wystan", "Xavier", "Zebedee", "Anselm", "Bastian", "Caspar", "Elias"]
_FIRST_F = ["Agathe", "Briony", "Cordelia", "Dagny", "Esme", "Freya", "Greta", "Hermione", "Ingrid", "Juno",
            "Katya", "Linnea", "Maren", "Nerys", "Ophelia", "Petra", "Rhiannon", "Saskia", "Tamsin", "Una",
            "Vesna", "Winifred", "Ximena", "Zelda", "Astrid", "Brigitta", "Clemency", "Delia"]
_LAST = ["Aldridge", "Birkett", "Calloway", "Dempsey", "Eastwood", "Farrant", "Gilchrist", "Hollis", "Ivanova",
         "Jessop", "Kinsella", "Lindqvist", "Marchetti", "Nordstrom", "Ollerton", "Penhaligon", "Quarles",
         "Rutherford", "Sallow", "Treharne", "Umber", "Voss", "Wakefield", "Yeats", "Zamora", "Ashcroft",
         "Brandt", "Carrington", "Delacroix", "Eriksen", "Fairweather", "Garside", "Holroyd", "Isherwood",
         "Kavanagh", "Lovell", "Moberly", "Nakamura", "Oyelaran", "Pemberton", "Rasmussen", "Strickland",
         "Thistlewood", "Vandermeer"]


def _names(rng, n):
    """n distinct (first, last, gender) triples."""
    out, seen = [], set()
    while len(out) < n:
        female = rng.random() < 0.5
        first = rng.choice(_FIRST_F if female else _FIRST_M)
        last = rng.choice(_LAST)
        if (first, last) in seen:
            continue
        seen.add((first, last))
        out.append((first, last, "F" if female else "M"))
    return out


# ---------------------------------------------------------------- piano_workshop

_SERVICES = [
    ("TUN", "Standard tuning", "Tuning", "N", 90), ("PRT", "Pitch raise", "Tuning", "N", 150),
    ("CON", "Concert tuning", "Tuning", "N", 120), ("REG", "Action regulation", "Regulation", "N", 240),
    ("VOI", "Hammer voicing", "Voicing", "N", 180), ("HRP", "Hammer replacement", "Repair", "Y", 480),
    ("STR", "Broken string replacement", "Repair", "N", 60), ("BSS", "Bass string set", "Repair", "Y", 300),
    ("KLV", "Key levelling", "Regulation", "N", 200), ("DMP", "Damper adjustment", "Regulation", "N", 120),
    ("PED", "Pedal repair", "Repair", "N", 75), ("PIN", "Tuning pin replacement", "Repair", "Y", 360),
    ("SBD", "Soundboard crack repair", "Repair", "Y", 600), ("BRG", "Bridge repair", "Repair", "Y", 540),
    ("CLN", "Action cleaning", "Maintenance", "N", 90), ("HUM", "Humidity system install", "Maintenance", "N", 120),
    ("APR", "Insurance appraisal", "Assessment", "N", 60), ("INS", "Pre-purchase inspection", "Assessment", "N", 75),
    ("MOV", "Preparation for moving", "Maintenance", "N", 45), ("FIN", "Case refinishing", "Restoration", "Y", 1200),
    ("REB", "Full rebuild", "Restoration", "Y", 4800), ("KTP", "Keytop replacement", "Repair", "Y", 240),
]
_SERVICE_W = [40, 8, 10, 8, 6, 3, 8, 2, 4, 4, 4, 2, 2, 2, 5, 2, 3, 3, 2, 1, 1, 2]
_GRADES = ["Apprentice", "Tuner", "Senior Tuner", "Master Technician"]
_TOWNS = ["Abingdon", "Bampton", "Charlbury", "Deddington", "Eynsham", "Faringdon", "Goring", "Henley",
          "Islip", "Kidlington", "Lechlade", "Marlow", "Oxford", "Thame", "Wantage", "Witney", "Woodstock"]
_INSTITUTIONS = [
    ("School", ["Grammar School", "Academy", "Primary School", "Music School"]),
    ("Church", ["Parish Church", "Methodist Chapel", "Baptist Church", "Abbey"]),
    ("Concert Hall", ["Town Hall", "Assembly Rooms", "Concert Hall"]),
    ("Hotel", ["Grand Hotel", "Manor Hotel", "Swan Hotel"]),
    ("Studio", ["Recording Studio", "Dance Studio"]),
]
_MODELS = [
    ("Steinway", "Model D", "Grand", 274), ("Steinway", "Model B", "Grand", 211), ("Steinway", "Model O", "Grand", 180),
    ("Steinway", "Model K", "Upright", None), ("Bechstein", "Model C", "Grand", 232), ("Bechstein", "Model 8", "Upright", None),
    ("Bluthner", "Model 6", "Grand", 190), ("Bluthner", "Model B", "Upright", None), ("Yamaha", "C3", "Grand", 186),
    ("Yamaha", "U1", "Upright", None), ("Yamaha", "U3", "Upright", None), ("Yamaha", "G2", "Grand", 165),
    ("Kawai", "K300", "Upright", None), ("Kawai", "GX-2", "Grand", 180), ("Bosendorfer", "Imperial", "Grand", 290),
    ("Broadwood", "Barless", "Grand", 198), ("Broadwood", "Cottage", "Upright", None), ("Challen", "Studio", "Upright", None),
    ("Chappell", "Overstrung", "Upright", None), ("Petrof", "P 159", "Grand", 159), ("Petrof", "P 125", "Upright", None),
    ("Schimmel", "K 230", "Grand", 230), ("Grotrian", "Cabinet", "Upright", None), ("Fazer", "Console", "Upright", None),
]
_MODEL_W = [2, 4, 3, 4, 2, 3, 2, 2, 6, 12, 8, 3, 8, 3, 1, 2, 6, 6, 6, 2, 3, 1, 2, 3]
_FOUNDED = {"Steinway": 1853, "Bechstein": 1853, "Bluthner": 1853, "Yamaha": 1900, "Kawai": 1927, "Bosendorfer": 1828,
            "Broadwood": 1800, "Challen": 1880, "Chappell": 1840, "Petrof": 1864, "Schimmel": 1885, "Grotrian": 1835,
            "Fazer": 1897}
_FINISHES = ["Black Polished", "Satin Black", "Walnut", "Mahogany", "Rosewood", "White", "Oak"]
_PARTS = [
    ("Bass string A0", "Mapes", 18.5), ("Treble wire size 13", "Mapes", 9.5), ("Hammer set", "Renner", 640.0),
    ("Hammer shank", "Renner", 4.5), ("Damper felt strip", "Abel", 12.0), ("Key bushing cloth", "Pianotek", 7.5),
    ("Tuning pin 2/0", "Kluge", 1.5), ("Bridge pin", "Kluge", 0.5), ("Keytop set", "Pianotek", 95.0),
    ("Pedal spring", "Pianotek", 6.0), ("Jack spring", "Renner", 1.0), ("Repetition spring", "Renner", 1.5),
    ("Backcheck felt", "Abel", 3.0), ("Capstan screw", "Kluge", 2.0), ("Key lead", "Pianotek", 2.5),
    ("Let-off button", "Renner", 1.0), ("Balance rail punching", "Abel", 0.5), ("Front rail punching", "Abel", 0.5),
    ("Hammer rail cloth", "Abel", 14.5), ("Damper wire", "Renner", 3.5), ("Trapwork bushing", "Pianotek", 4.0),
    ("Humidity control unit", "Dampp-Chaser", 385.0), ("Humidifier pad pack", "Dampp-Chaser", 22.5),
    ("Castor set", "Pianotek", 48.0), ("Lid hinge", "Kluge", 26.0), ("Music desk hinge", "Kluge", 15.5),
    ("Sharps set", "Pianotek", 38.0), ("Hitch pin", "Kluge", 0.5), ("Soundboard shim", "Bolduc", 11.0),
    ("Bass string set", "Mapes", 420.0),
]


def _piano_workshop():
    rng = random.Random(14101)
    services = [list(s) for s in _SERVICES]

    people = _names(rng, 40)
    tuners = []
    for i, (first, last, _) in enumerate(people, 1):
        grade = rng.choices(_GRADES, [8, 14, 12, 6])[0]
        lo, hi, rate = {"Apprentice": (0, 0, 5), "Tuner": (2008, 2023, 8), "Senior Tuner": (1990, 2015, 11),
                        "Master Technician": (1980, 2005, 14)}[grade]
        yr = None if grade == "Apprentice" else str(rng.randint(lo, hi))
        tuners.append([i, first, last, grade, None, yr, "Y" if rng.random() < 0.55 else "N", (rate + rng.randint(0, 5)) * 5])
    seniors = [t for t in tuners if t[3] in ("Senior Tuner", "Master Technician")]
    for t in tuners:
        if t[3] in ("Apprentice", "Tuner") and rng.random() < 0.85:
            t[4] = rng.choice(seniors)[0]
        elif t[3] == "Senior Tuner" and rng.random() < 0.5:
            t[4] = rng.choice([m for m in tuners if m[3] == "Master Technician"])[0]

    clients = []
    private = _names(rng, 70)
    used = set()
    for i in range(1, 111):
        town = rng.choice(_TOWNS)
        if i <= 70:
            first, last, _ = private[i - 1]
            name, kind = f"{first} {last}", "Private"
        else:
            while True:
                kind, suffixes = rng.choice(_INSTITUTIONS)
                town = rng.choice(_TOWNS)
                name = f"{town} {rng.choice(suffixes)}"
                if name not in used:
                    used.add(name)
                    break
        phone = None if rng.random() < 0.2 else f"01{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        clients.append([i, name, kind, town, phone, str(rng.randint(1995, 2024))])
    order = list(range(len(clients)))
    rng.shuffle(order)
    clients = [clients[k] for k in order]
    for i, c in enumerate(clients, 1):
        c[0] = i

    pianos = []
    for pid in range(1, 171):
        maker, model, ptype, length = rng.choices(_MODELS, _MODEL_W)[0]
        c = rng.choice(clients)
        built = rng.randint(max(1885, _FOUNDED[maker]), 2023)
        keys = 85 if built < 1930 and rng.random() < 0.6 else 88
        restrung = None if built > 1980 or rng.random() < 0.5 else str(rng.randint(max(built + 40, 1960), 2023))
        pianos.append([pid, c[0], maker, model, ptype, str(built), rng.choice(_FINISHES), keys, restrung])

    visits = []
    graders = [t for t in tuners if t[3] != "Apprentice"]
    for n in range(1, 301):
        p = rng.choice(pianos)
        s = rng.choices(services, _SERVICE_W)[0]
        done = rng.choice(tuners)
        chk = rng.choice(seniors) if (done[3] == "Apprentice" or rng.random() < 0.4) else None
        while chk is not None and chk[0] == done[0]:
            chk = rng.choice(seniors)
        hrs = max(0.5, _quarter(rng, s[4] / 60 * 0.75, s[4] / 60 * 1.25))
        fee = int(hrs * rng.choice([55, 60, 65, 70])) + rng.randint(0, 3) * 5
        offset = rng.randint(-45, 6) if s[2] == "Tuning" else None
        visits.append([0, p[0], s[0], done[0], chk[0] if chk else None, _day(rng, "2022-01-03", "2024-12-20"),
                       hrs, offset, f"{fee:04d}", "Y" if rng.random() < 0.07 else "N"])
    visits.sort(key=lambda r: (r[5], r[1]))
    for i, r in enumerate(visits, 1):
        r[0] = 3000 + i

    parts = []
    for i, (name, sup, cost) in enumerate(_PARTS, 1):
        parts.append([i, name, sup, cost, rng.randint(0, 60)])

    usage = []
    repair_visits = [v for v in visits if v[2] not in ("TUN", "CON", "APR", "INS", "MOV")]
    for n in range(1, 221):
        v = rng.choice(repair_visits if rng.random() < 0.85 else visits)
        part = rng.choice(parts[:27])
        qty = 1 if part[3] > 50 else rng.randint(1, 24)
        usage.append([n, v[0], part[0], qty])

    ddl = r'''
CREATE TABLE Ref_Service_Types (
Service_Cd CHAR(3) NOT NULL,
Service_Desc VARCHAR(40),
Category VARCHAR(15),
Needs_Workshop CHAR(1),
Std_Minutes INTEGER,
PRIMARY KEY (Service_Cd)
);
CREATE TABLE Tuners (
TunerID INTEGER PRIMARY KEY,
FName VARCHAR(30),
LName VARCHAR(30),
Grade VARCHAR(20),
Mentor_ID INTEGER,
Qualified_Yr VARCHAR(4),
Has_Van CHAR(1),
Hourly_Rate INTEGER,
FOREIGN KEY (Mentor_ID) REFERENCES Tuners(TunerID)
);
CREATE TABLE Clients (
client_id INTEGER NOT NULL,
Client_Name VARCHAR(40),
Client_Type VARCHAR(15),
Town VARCHAR(20),
Phone VARCHAR(15),
Since_Yr VARCHAR(4),
PRIMARY KEY (client_id)
);
CREATE TABLE Pianos (
Piano_ID INTEGER PRIMARY KEY,
client_id INTEGER,
Maker VARCHAR(20),
Model VARCHAR(20),
Piano_Type VARCHAR(10),
Built_Yr VARCHAR(4),
Finish VARCHAR(20),
Key_Cnt INTEGER,
Restrung_Yr VARCHAR(4),
FOREIGN KEY (client_id) REFERENCES Clients(client_id)
);
CREATE TABLE Service_Visits (
Visit_Num INTEGER PRIMARY KEY,
Piano_ID INTEGER,
Service_Cd CHAR(3),
Done_By INTEGER,
Checked_By INTEGER,
Visit_Dt DATE,
Hrs_Spent REAL,
Pitch_Offset_Cents INTEGER,
Fee_Amt TEXT,
Is_Callback CHAR(1),
FOREIGN KEY (Piano_ID) REFERENCES Pianos(Piano_ID),
FOREIGN KEY (Service_Cd) REFERENCES Ref_Service_Types(Service_Cd),
FOREIGN KEY (Done_By) REFERENCES Tuners(TunerID),
FOREIGN KEY (Checked_By) REFERENCES Tuners(TunerID)
);
CREATE TABLE Parts (
part_id INTEGER PRIMARY KEY,
Part_Name VARCHAR(40),
Supplier VARCHAR(20),
Unit_Cost REAL,
Stock_Qty INTEGER
);
CREATE TABLE Part_Usage (
usage_id INTEGER PRIMARY KEY,
Visit_Num INTEGER,
part_id INTEGER,
Qty_Used INTEGER,
FOREIGN KEY (part_id) REFERENCES Parts(part_id)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Service_Types", services),
                      _inserts("Tuners", tuners),
                      _inserts("Clients", clients),
                      _inserts("Pianos", pianos),
                      _inserts("Service_Visits", visits),
                      _inserts("Parts", parts),
                      _inserts("Part_Usage", usage)]) + "\n"


DATABASES["piano_workshop"] = _piano_workshop()


# ---------------------------------------------------------------- pottery_studio

_GLAZES = [
    ("CEL", "Celadon", "Gloss", "Y", 1280), ("TEN", "Tenmoku", "Gloss", "Y", 1280), ("SHN", "Shino", "Satin", "Y", 1260),
    ("CHU", "Chun Blue", "Gloss", "Y", 1280), ("ASH", "Wood Ash", "Satin", "N", 1300), ("OXB", "Oxblood Red", "Gloss", "Y", 1280),
    ("HNY", "Honey Amber", "Gloss", "Y", 1220), ("MAG", "Magnesium Matte", "Matte", "Y", 1260), ("BAR", "Barium Blue", "Matte", "N", 1240),
    ("CRW", "Crawl White", "Matte", "N", 1240), ("CRY", "Crystalline", "Gloss", "N", 1260), ("TBK", "Temmoku Black", "Gloss", "Y", 1280),
    ("SNW", "Snow White", "Satin", "Y", 1240), ("RUT", "Rutile Blue", "Satin", "Y", 1240), ("CPR", "Copper Green", "Gloss", "N", 1220),
    ("RAK", "Raku Crackle", "Gloss", "N", 980), ("LUS", "Copper Lustre", "Gloss", "N", 1000), ("MAJ", "Majolica White", "Gloss", "Y", 1060),
    ("TRN", "Clear Transparent", "Gloss", "Y", 1220), ("SAT", "Satin Cream", "Satin", "Y", 1220), ("IRN", "Iron Saturate", "Satin", "Y", 1260),
    ("VOL", "Volcanic Crater", "Matte", "N", 1240),
]
_GLAZE_W = [8, 7, 5, 5, 3, 3, 6, 4, 2, 1, 1, 3, 5, 5, 2, 0, 1, 2, 8, 4, 3, 1]
_KILNS = [
    ("Big Blue", "Gas", 1320, 900), ("Little Blue", "Gas", 1300, 250), ("Anagama", "Wood", 1350, 3000),
    ("Bourry Box", "Wood", 1330, 1200), ("Raku Barrel", "Raku", 1050, 60), ("Raku Top Hat", "Raku", 1050, 90),
    ("Kiln One", "Electric", 1300, 120), ("Kiln Two", "Electric", 1300, 120), ("Kiln Three", "Electric", 1280, 200),
    ("Kiln Four", "Electric", 1280, 200), ("Kiln Five", "Electric", 1260, 75), ("Test Kiln", "Electric", 1300, 20),
    ("Kiln Six", "Electric", 1300, 320), ("Kiln Seven", "Electric", 1300, 320), ("Soda Kiln", "Gas", 1320, 600),
    ("Salt Kiln", "Gas", 1320, 500), ("Catenary Arch", "Gas", 1310, 750), ("Kiln Eight", "Electric", 1220, 90),
    ("Kiln Nine", "Electric", 1220, 90), ("Train Kiln", "Wood", 1340, 1800),
]
_FORMS = ["Mug", "Bowl", "Vase", "Plate", "Teapot", "Jug", "Platter", "Planter", "Bottle", "Cup"]
_FORM_W = [10, 10, 5, 6, 2, 4, 2, 3, 3, 6]
_HEIGHTS = {"Mug": (7, 12), "Bowl": (5, 14), "Vase": (15, 45), "Plate": (2, 4), "Teapot": (12, 24), "Jug": (12, 30),
            "Platter": (3, 7), "Planter": (10, 35), "Bottle": (18, 40), "Cup": (5, 10)}
_CLAYS = ["Stoneware", "Porcelain", "Earthenware", "Terracotta"]
_LEVELS = ["Beginner", "Intermediate", "Advanced", "Resident Artist"]
_CHANNELS = ["Studio Shop", "Craft Fair", "Online", "Gallery"]
_BUYERS = ["Hollyhock Gallery", "The Clay Loft", "Ferndale Interiors", "Wren and Finch", "Green Door Cafe",
           "Kiln and Kettle", "Mossgrove Hotel", "Private Buyer"]


def _pottery_studio():
    rng = random.Random(14202)
    glazes = [list(g) for g in _GLAZES]

    kilns = []
    years = rng.sample(range(1979, 2024), len(_KILNS))
    for i, (name, fuel, tmax, cap) in enumerate(_KILNS, 1):
        kilns.append([i, name, fuel, tmax, cap, str(years[i - 1])])

    people = _names(rng, 60)
    potters = []
    for i, (first, last, _) in enumerate(people, 1):
        lvl = rng.choices(_LEVELS, [12, 20, 18, 10])[0]
        email = None if rng.random() < 0.2 else f"{first.lower()}{i}@clayworks.org"
        potters.append([i, first, last, lvl, None, str(rng.randint(2005, 2024)), "Y" if lvl in ("Advanced", "Resident Artist") and rng.random() < 0.6 else "N", email])
    teachers = [p for p in potters if p[3] == "Resident Artist"]
    for p in potters:
        if p[3] != "Resident Artist" and rng.random() < 0.8:
            p[4] = rng.choice(teachers)[0]

    pieces = []
    glazers = [p for p in potters if p[3] != "Beginner"]
    for n in range(1, 281):
        thrower = rng.choice(potters)
        form = rng.choices(_FORMS, _FORM_W)[0]
        clay = rng.choices(_CLAYS, [10, 4, 3, 2])[0]
        g = rng.choices(glazes, _GLAZE_W)[0] if rng.random() < 0.9 else None
        glazer = None
        if g is not None:
            glazer = thrower if rng.random() < 0.6 else rng.choice(glazers)
        weight = rng.randint(8, 120) * 25 if form in ("Platter", "Planter", "Vase", "Teapot") else rng.randint(6, 40) * 25
        pieces.append([0, thrower[0], glazer[0] if glazer else None, g[0] if g else None, form, clay,
                       _day(rng, "2023-01-02", "2024-10-31"), weight, _half(rng, *_HEIGHTS[form]), "Kept"])
    pieces.sort(key=lambda r: (r[6], r[1]))
    for i, r in enumerate(pieces, 1):
        r[0] = 100 + i

    firings = []
    loaders = [p for p in potters if p[6] == "Y"]
    for n in range(1, 151):
        k = rng.choice(kilns[:19])
        ftype = "Raku" if k[2] == "Raku" else rng.choices(["Bisque", "Glaze"], [2, 3])[0]
        peak = k[3] - rng.randint(0, 12) * 10 if ftype != "Bisque" else rng.randint(90, 100) * 10
        dur = _half(rng, 1, 3) if ftype == "Raku" else _half(rng, 7, 30 if k[2] == "Wood" else 14)
        cost = int(dur * {"Electric": 3, "Gas": 9, "Wood": 6, "Raku": 5}[k[2]]) + rng.randint(5, 25)
        firings.append([0, k[0], rng.choice(loaders)[0], _day(rng, "2023-01-10", "2024-12-15"), ftype, peak, dur,
                        f"{cost:03d}"])
    firings.sort(key=lambda r: (r[3], r[1]))
    for i, r in enumerate(firings, 1):
        r[0] = i

    loads = []
    outcomes = ["OK", "Cracked", "Crawled", "Blistered", "Stuck"]
    for n in range(1, 261):
        f = rng.choice(firings)
        p = rng.choice(pieces)
        loads.append([n, f[0], p[0], rng.randint(1, 6), rng.choices(outcomes, [30, 3, 2, 2, 1])[0]])

    sales = []
    sold = rng.sample(pieces, 150)
    sold.sort(key=lambda r: r[0])
    for n, p in enumerate(sold, 1):
        p[9] = "Sold"
        ch = rng.choices(_CHANNELS, [5, 3, 4, 2])[0]
        buyer = rng.choice(_BUYERS) if ch in ("Gallery", "Studio Shop") and rng.random() < 0.5 else "Private Buyer"
        price = max(12, p[7] // 25 * rng.randint(2, 6) + rng.randint(0, 9))
        if price > 999:
            price = 995
        sales.append([5000 + n, p[0], buyer, ch, _plus(p[6], rng.randint(20, 120)), f"{price:03d}",
                      "Y" if ch == "Online" else "N"])
    for p in pieces:
        if p[9] != "Sold":
            p[9] = rng.choices(["Kept", "For Sale", "Broken"], [4, 5, 1])[0]

    ddl = r'''
CREATE TABLE Ref_Glaze_Codes (
Glaze_Cd CHAR(3) NOT NULL,
Glaze_Name VARCHAR(30),
Finish VARCHAR(10),
Is_Food_Safe CHAR(1),
Cone_Temp_C INTEGER,
PRIMARY KEY (Glaze_Cd)
);
CREATE TABLE Kilns (
kiln_id INTEGER NOT NULL,
Kiln_Name VARCHAR(20),
Fuel_Type VARCHAR(10),
Max_Temp_C INTEGER,
Capacity_Ltr INTEGER,
Installed_Yr VARCHAR(4),
PRIMARY KEY (kiln_id)
);
CREATE TABLE Potters (
PotterID INTEGER PRIMARY KEY,
FName VARCHAR(30),
LName VARCHAR(30),
Skill_Level VARCHAR(20),
Teacher_ID INTEGER,
Joined_Yr VARCHAR(4),
Is_Keyholder CHAR(1),
Email VARCHAR(60),
FOREIGN KEY (Teacher_ID) REFERENCES Potters(PotterID)
);
CREATE TABLE Pieces (
Piece_Num INTEGER PRIMARY KEY,
Thrown_By INTEGER,
Glazed_By INTEGER,
Glaze_Cd CHAR(3),
Form VARCHAR(10),
Clay_Body VARCHAR(15),
Made_Dt DATE,
Weight_G INTEGER,
Height_Cm REAL,
Status VARCHAR(10),
FOREIGN KEY (Thrown_By) REFERENCES Potters(PotterID),
FOREIGN KEY (Glazed_By) REFERENCES Potters(PotterID),
FOREIGN KEY (Glaze_Cd) REFERENCES Ref_Glaze_Codes(Glaze_Cd)
);
CREATE TABLE Firings (
firing_id INTEGER PRIMARY KEY,
kiln_id INTEGER,
Loaded_By INTEGER,
Firing_Dt DATE,
Firing_Type VARCHAR(10),
Peak_Temp_C INTEGER,
Duration_Hrs REAL,
Cost_Amt TEXT,
FOREIGN KEY (kiln_id) REFERENCES Kilns(kiln_id),
FOREIGN KEY (Loaded_By) REFERENCES Potters(PotterID)
);
CREATE TABLE Kiln_Loads (
Load_ID INTEGER PRIMARY KEY,
firing_id INTEGER,
Piece_Num INTEGER,
Shelf_No INTEGER,
Result VARCHAR(10),
FOREIGN KEY (firing_id) REFERENCES Firings(firing_id)
);
CREATE TABLE Sales (
Sale_ID INTEGER PRIMARY KEY,
Piece_Num INTEGER,
Buyer_Name VARCHAR(30),
Channel VARCHAR(15),
Sale_Dt DATE,
Price_Amt TEXT,
Is_Shipped CHAR(1),
FOREIGN KEY (Piece_Num) REFERENCES Pieces(Piece_Num)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Glaze_Codes", glazes),
                      _inserts("Kilns", kilns),
                      _inserts("Potters", potters),
                      _inserts("Pieces", pieces),
                      _inserts("Firings", firings),
                      _inserts("Kiln_Loads", loads),
                      _inserts("Sales", sales)]) + "\n"


DATABASES["pottery_studio"] = _pottery_studio()


# ---------------------------------------------------------------- dive_centre

_CERTS = [
    ("OWD", "Open Water Diver", "PADI", 18, 10, "N"), ("AOWD", "Advanced Open Water", "PADI", 30, 12, "N"),
    ("RD", "Rescue Diver", "PADI", 30, 12, "N"), ("DM", "Divemaster", "PADI", 40, 18, "Y"),
    ("OWSI", "Open Water Instructor", "PADI", 40, 18, "Y"), ("SD", "Scuba Diver", "PADI", 12, 10, "N"),
    ("SOW", "Open Water Diver", "SSI", 18, 10, "N"), ("SAA", "Advanced Adventurer", "SSI", 30, 12, "N"),
    ("SDC", "Dive Guide", "SSI", 40, 18, "Y"), ("OD", "Ocean Diver", "BSAC", 20, 12, "N"),
    ("SPD", "Sports Diver", "BSAC", 35, 14, "N"), ("DL", "Dive Leader", "BSAC", 50, 16, "N"),
    ("ADV", "Advanced Diver", "BSAC", 50, 18, "N"), ("FCI", "First Class Diver", "BSAC", 50, 18, "Y"),
    ("CM1", "One Star Diver", "CMAS", 20, 14, "N"), ("CM2", "Two Star Diver", "CMAS", 30, 16, "N"),
    ("CM3", "Three Star Diver", "CMAS", 40, 18, "Y"), ("NSD", "Scuba Diver", "NAUI", 18, 10, "N"),
    ("NAD", "Advanced Scuba Diver", "NAUI", 30, 15, "N"), ("NMD", "Master Scuba Diver", "NAUI", 40, 15, "N"),
    ("TDI", "Nitrox Diver", "TDI", 40, 15, "N"), ("TRM", "Trimix Diver", "TDI", 60, 18, "N"),
]
_CERT_W = [18, 14, 5, 2, 1, 3, 8, 5, 1, 5, 4, 3, 1, 0, 3, 2, 1, 3, 2, 1, 4, 1]
_SITES = [
    ("Anchor Reef", "Reef", 18.0, 6, "Y"), ("Blue Hole", "Wall", 40.0, 14, "Y"), ("Coral Garden", "Reef", 12.0, 3, "Y"),
    ("Dolphin Point", "Drift", 25.0, 9, "N"), ("Eel Canyon", "Wall", 32.0, 11, "N"), ("Fisherman Wreck", "Wreck", 28.0, 7, "N"),
    ("Grouper Ledge", "Reef", 22.0, 5, "Y"), ("Harbour Steps", "Shore", 8.0, 0, "N"), ("Iris Bay", "Shore", 10.0, 0, "Y"),
    ("Jetty Pilings", "Shore", 6.0, 0, "N"), ("Kingfish Drift", "Drift", 30.0, 16, "N"), ("Lighthouse Arch", "Cave", 20.0, 4, "Y"),
    ("Manta Station", "Reef", 15.0, 12, "Y"), ("Nautilus Wreck", "Wreck", 36.0, 18, "N"), ("Octopus Cove", "Shore", 9.0, 0, "N"),
    ("Pinnacle Rock", "Wall", 45.0, 20, "N"), ("Queen Anne Wreck", "Wreck", 24.0, 8, "Y"), ("Ray Flats", "Reef", 10.5, 2, "N"),
    ("Shark Alley", "Drift", 33.0, 15, "Y"), ("Turtle Tunnel", "Cave", 17.5, 6, "Y"), ("Urchin Bank", "Reef", 14.0, 4, "N"),
    ("Viking Wreck", "Wreck", 42.0, 22, "N"), ("Whale Wall", "Wall", 38.0, 13, "Y"), ("Yellowtail Reef", "Reef", 16.5, 5, "N"),
]
_RANKS = ["Assistant", "Instructor", "Senior Instructor", "Course Director"]
_COUNTRIES = ["UK", "Germany", "Netherlands", "France", "Spain", "Italy", "Sweden", "USA", "Australia", "Japan"]
_BOATS = [
    ("Sea Sprite", 12, 150), ("Bluefin", 16, 250), ("Marlin", 20, 300), ("Kestrel", 10, 115), ("Osprey", 14, 200),
    ("Nereid", 24, 400), ("Pelican", 8, 90), ("Triton", 18, 260), ("Wahoo", 12, 175), ("Calypso", 22, 350),
    ("Dorado", 10, 140), ("Halcyon", 16, 220), ("Spindrift", 8, 75), ("Albatross", 26, 450), ("Coral Queen", 20, 320),
    ("Seahorse", 6, 60), ("Barracuda", 14, 210), ("Tern", 10, 120), ("Gannet", 12, 160), ("Manatee", 28, 480),
]


def _dive_centre():
    rng = random.Random(14303)
    certs = [list(c) for c in _CERTS]

    sites = []
    for i, (name, stype, depth, km, prot) in enumerate(_SITES, 1):
        min_cert = "AOWD" if depth > 30 else ("OWD" if depth > 12 else None)
        sites.append([i, name, stype, depth, km, prot, min_cert])

    people = _names(rng, 36)
    instrs = []
    for i, (first, last, _) in enumerate(people, 1):
        rank = rng.choices(_RANKS, [8, 14, 9, 5])[0]
        instrs.append([i, first, last, rank, None, str(rng.randint(1990, 2023)), rng.choice(_COUNTRIES),
                       "Y" if rng.random() < 0.35 else "N"])
    seniors = [t for t in instrs if t[3] in ("Senior Instructor", "Course Director")]
    for t in instrs:
        if t[3] in ("Assistant", "Instructor") and rng.random() < 0.9:
            t[4] = rng.choice(seniors)[0]

    boats = []
    years = rng.sample(range(1988, 2024), len(_BOATS))
    for i, (name, cap, hp) in enumerate(_BOATS, 1):
        boats.append([i, name, cap, hp, str(years[i - 1])])

    people = _names(rng, 230)
    divers = []
    for i, (first, last, _) in enumerate(people, 1):
        c = rng.choices(certs, _CERT_W)[0]
        email = None if rng.random() < 0.3 else f"{first.lower()}.{last.lower()}@mail.example"
        divers.append([200 + i, first, last, c[0], rng.choice(_COUNTRIES), str(rng.randint(1952, 2010)),
                       rng.randint(4, 800) if c[5] == "Y" or c[3] >= 30 else rng.randint(4, 120),
                       "Y" if rng.random() < 0.3 else "N", email])

    trips = []
    leads = [t for t in instrs if t[3] != "Assistant"]
    for n in range(1, 211):
        s = rng.choice(sites)
        boat = rng.choice(boats[:19]) if s[2] != "Shore" else None
        lead = rng.choice(leads)
        second = rng.choice(instrs) if rng.random() < 0.6 else None
        while second is not None and second[0] == lead[0]:
            second = rng.choice(instrs)
        dt = _day(rng, "2024-01-02", "2024-12-28")
        month = int(dt[5:7])
        temp = _half(rng, 19, 23) if month in (12, 1, 2, 3) else _half(rng, 23, 29)
        trips.append([0, s[0], boat[0] if boat else None, lead[0], second[0] if second else None, dt,
                      rng.choice(["07:30", "09:00", "11:00", "14:00", "19:00"]), temp, rng.randint(3, 30) * 1])
    trips.sort(key=lambda r: (r[5], r[6], r[1]))
    for i, r in enumerate(trips, 1):
        r[0] = i

    bookings = []
    for n in range(1, 301):
        t = rng.choice(trips)
        d = rng.choice(divers)
        site = sites[t[1] - 1]
        depth = _half(rng, 4, min(site[3], 40.0))
        fee = rng.choice([45, 55, 65, 75, 90]) + (25 if site[4] > 12 else 0) + (15 if depth > 30 else 0)
        rent = "Y" if d[7] == "N" and rng.random() < 0.8 else "N"
        if rent == "Y":
            fee += 20
        bookings.append([n, t[0], d[0], depth, rng.randint(20, 70), rent, f"{fee:03d}"])

    ddl = r'''
CREATE TABLE Ref_Cert_Levels (
Cert_Cd VARCHAR(4) NOT NULL,
Cert_Name VARCHAR(30),
Agency VARCHAR(10),
Depth_Limit_M INTEGER,
Min_Age INTEGER,
Is_Pro CHAR(1),
PRIMARY KEY (Cert_Cd)
);
CREATE TABLE Dive_Sites (
site_id INTEGER NOT NULL,
Site_Name VARCHAR(30),
Site_Type VARCHAR(10),
Max_Depth_M REAL,
Distance_Km INTEGER,
Is_Protected CHAR(1),
Min_Cert_Cd VARCHAR(4),
PRIMARY KEY (site_id)
);
CREATE TABLE Instructors (
InstrID INTEGER PRIMARY KEY,
FName VARCHAR(30),
LName VARCHAR(30),
Instr_Rank VARCHAR(20),
Senior_ID INTEGER,
Certified_Yr VARCHAR(4),
Nationality VARCHAR(15),
Is_Tec CHAR(1),
FOREIGN KEY (Senior_ID) REFERENCES Instructors(InstrID)
);
CREATE TABLE Boats (
boat_id INTEGER PRIMARY KEY,
Boat_Name VARCHAR(20),
Seat_Cnt INTEGER,
Engine_Hp INTEGER,
Built_Yr VARCHAR(4)
);
CREATE TABLE Divers (
Diver_Num INTEGER PRIMARY KEY,
First_Name VARCHAR(30),
Last_Name VARCHAR(30),
Cert_Cd VARCHAR(4),
Country VARCHAR(15),
Birth_Yr VARCHAR(4),
Logged_Dives INTEGER,
Own_Gear CHAR(1),
Email VARCHAR(60),
FOREIGN KEY (Cert_Cd) REFERENCES Ref_Cert_Levels(Cert_Cd)
);
CREATE TABLE Dive_Trips (
Trip_ID INTEGER PRIMARY KEY,
site_id INTEGER,
boat_id INTEGER,
Lead_Instr INTEGER,
Second_Instr INTEGER,
Trip_Dt DATE,
Start_Time VARCHAR(5),
Water_Temp_C REAL,
Visibility_M INTEGER,
FOREIGN KEY (site_id) REFERENCES Dive_Sites(site_id),
FOREIGN KEY (boat_id) REFERENCES Boats(boat_id),
FOREIGN KEY (Lead_Instr) REFERENCES Instructors(InstrID),
FOREIGN KEY (Second_Instr) REFERENCES Instructors(InstrID)
);
CREATE TABLE Trip_Bookings (
Booking_ID INTEGER PRIMARY KEY,
Trip_ID INTEGER,
Diver_Num INTEGER,
Max_Depth_Reached REAL,
Bottom_Mins INTEGER,
Rental_Gear CHAR(1),
Fee_Amt TEXT,
FOREIGN KEY (Trip_ID) REFERENCES Dive_Trips(Trip_ID)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Cert_Levels", certs),
                      _inserts("Dive_Sites", sites),
                      _inserts("Instructors", instrs),
                      _inserts("Boats", boats),
                      _inserts("Divers", divers),
                      _inserts("Dive_Trips", trips),
                      _inserts("Trip_Bookings", bookings)]) + "\n"


DATABASES["dive_centre"] = _dive_centre()

# ================================================================ question helpers
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants, in
# make_probe11.py's form:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
# To keep the list short, the questions below may give a J entry as (table, column) and a C
# entry as (table, column, synonym0, synonym1), a T entry as (table, synonym0, synonym1): `_q`
# then writes gold1 or the template. The J rewrite adds "join <table>_<column> as tN on ..." to
# every part of the query that reads the table at its top level and reads the column through
# it there; a J column read inside a subquery is written out by hand. probe_kit checks every
# gold1 all the same (it must give the base result on the unshifted twin).
# Every intent is asked twice; the second wording carries again=True and follows the first.

import re as _re

_SCHEMA = {}
for _db, _con in probe_kit.build_databases(DATABASES).items():
    _s = probe_kit.Schema(_con)
    _SCHEMA[_db] = {t.lower(): (t, [c for c, _, _ in _s.columns[t]], _s.key(t)[0] if sum(1 for c in _s.columns[t] if c[2]) == 1 else None)
                    for t in _s.tables}
    _con.close()


def _top_level_split(sql, pattern):
    """`sql` split at the matches of `pattern` that lie outside parentheses and quotes."""
    parts, depth, start, i, quote = [], 0, 0, 0, False
    seps = []
    while i < len(sql):
        ch = sql[i]
        if ch == "'":
            quote = not quote
        elif not quote:
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif depth == 0:
                m = _re.compile(pattern).match(sql, i)
                if m:
                    parts.append(sql[start:i])
                    seps.append(m.group(0))
                    start = m.end()
                    i = m.end()
                    continue
        i += 1
    parts.append(sql[start:])
    return parts, seps


def _outside(sql):
    """`sql` with parenthesised subqueries and quoted strings blanked (same length)."""
    out, stack, quote = [], [], False
    for i, ch in enumerate(sql):
        if ch == "'":
            quote = not quote
            out.append(" ")
            continue
        if quote:
            out.append(" ")
            continue
        if ch == "(":
            stack.append(sql.startswith("(select ", i))
        out.append(" " if any(stack) else ch)
        if ch == ")" and stack:
            stack.pop()
    return "".join(out)


def _j_part(part, db, table, col):
    tname, cols, key = _SCHEMA[db][table]
    tl, cl, kl = tname.lower(), col.lower(), key.lower()
    split = f"{tl}_{cl}"
    bare = _outside(part)
    inside = "".join(a if a != b else " " for a, b in zip(part, bare))
    m = _re.search(rf"\b(?:from|join) {tl} as (t\d)\b", bare)
    if m:
        alias = m.group(1)
        if not _re.search(rf"\b{alias}\.{cl}\b", bare):
            return part
        if _re.search(rf"\b{cl}\b", _re.sub(r"'[^']*'", "''", inside)):
            raise ValueError(f"J {table}.{col} also read inside a subquery: {part}")
        n = max(int(a) for a in _re.findall(r"\bt(\d)\b", bare)) + 1
        new = f"t{n}"
        end = _re.search(r" (where|group by|having|order by|limit|intersect|union|except) ", bare)
        cut = end.start() if end else len(part.rstrip())
        joined = part[:cut] + f" join {split} as {new} on {alias}.{kl} = {new}.{kl}" + part[cut:]
        bare2 = _outside(joined)
        out, pos = [], 0
        for mm in _re.finditer(rf"\b{alias}\.{cl}\b", bare2):
            out.append(joined[pos:mm.start()] + f"{new}.{cl}")
            pos = mm.end()
        out.append(joined[pos:])
        return "".join(out)
    m = _re.search(rf"\bfrom {tl}\b", bare)
    if not m:
        return part
    if " join " in bare:
        raise ValueError(f"J rewrite needs aliases: {part}")
    if not _re.search(rf"\b{cl}\b", bare[:m.start()] + bare[m.end():]):
        return part
    if _re.search(rf"\b{cl}\b", _re.sub(r"'[^']*'", "''", inside)):
        raise ValueError(f"J {table}.{col} also read inside a subquery: {part}")
    colset = {c.lower() for c in cols}
    end = _re.search(r" (where|group by|having|order by|limit) ", bare)
    cut = end.start() if end else len(part.rstrip())
    head = part[:m.start()]
    tail = part[m.end():cut] + part[cut:]
    def qualify(text, textbare):
        out, pos = [], 0
        for mm in _re.finditer(r"(?<![\w.'])([a-z_][a-z0-9_]*)\b(?!\s*\()", textbare):
            w = mm.group(1)
            if w in colset:
                out.append(text[pos:mm.start()] + ("t2." if w == cl else "t1.") + w)
                pos = mm.end()
        out.append(text[pos:])
        return "".join(out)
    headb = bare[:m.start()]
    tailb = bare[m.end():]
    return (qualify(head, headb) + f"from {tl} as t1 join {split} as t2 on t1.{kl} = t2.{kl}"
            + qualify(tail, tailb))


def _j(db, table, col, sql):
    parts, seps = _top_level_split(sql, r" (union|intersect|except) ")
    new = [_j_part(p, db, table.lower(), col) for p in parts]
    if new == parts:
        raise ValueError(f"J {table}.{col} not read at the top level: {sql}")
    out = new[0]
    for s, p in zip(seps, new[1:]):
        out += s + p
    return out


def _sub(sql, name, mark):
    """`sql` with the identifier `name` (outside quotes) replaced by "{mark}"."""
    pieces = sql.split("'")
    for i in range(0, len(pieces), 2):
        pieces[i] = _re.sub(rf"(?<![\w]){_re.escape(name)}\b", "{" + mark + "}", pieces[i])
    return "'".join(pieces)


def _q(db, shape, q, sql, J=(), C=None, T=None, P=None, again=False, **flags):
    item = dict(db=db, shape=shape, q=q, sql=sql)
    if again:
        item["again"] = True
    item.update(flags)
    js = []
    for j in J:
        if len(j) == 2:
            js.append((j[0], j[1], _j(db, j[0], j[1], sql)))
        else:
            js.append(tuple(j))
    if js:
        item["J"] = js
    if C is not None:
        if len(C) == 4:
            C = tuple(C) + (_sub(sql, C[1].lower(), "c"),)
        item["C"] = C
    if T is not None:
        if len(T) == 3:
            T = tuple(T) + (_sub(sql, T[0].lower(), "t"),)
        item["T"] = T
    if P is not None:
        item["P"] = P
    return item




PW, PS, DC = "piano_workshop", "pottery_studio", "dive_centre"

# ================================================================ questions

QUESTIONS = [
    # ------------------------------------------------------------------ piano_workshop
    _q(PW, "simple", "How many clients are schools?",
       "select count(*) from clients where client_type = 'School'",
       C=("clients", "Client_Type", "customer_type", "client_kind"),
       T=("clients", "customer", "account_holder")),
    _q(PW, "simple", "Count the school customers of the workshop.",
       "select count(client_id) from clients where client_type = 'School'", again=True,
       J=[("clients", "Client_Type")]),

    _q(PW, "simple", "List the names of the clients based in Henley.",
       "select client_name from clients where town = 'Henley'",
       J=[("clients", "Town")],
       C=("clients", "Town", "city", "location_town"),
       T=("clients", "customer", "account_holder")),
    _q(PW, "simple", "Which customers are located in Henley? Give their names.",
       "select t1.client_name from clients as t1 where t1.town = 'Henley'", again=True,
       J=[("clients", "Client_Name")],
       T=("clients", "customer", "account_holder")),

    _q(PW, "simple", "What is the average hourly rate of the tuners?",
       "select avg(hourly_rate) from tuners",
       C=("tuners", "Hourly_Rate", "rate_per_hour", "charge_rate"),
       P=("tuners_hourly_rate", "tuners", None, "hourly_rate", "select avg_hourly_rate from tuners_hourly_rate")),
    _q(PW, "simple", "On average, how much does a piano tuner charge per hour?",
       "select avg(t1.hourly_rate) from tuners as t1", again=True,
       T=("tuners", "technician", "piano_tuner"),
       C=("tuners", "Hourly_Rate", "rate_per_hour", "charge_rate")),

    _q(PW, "simple", "Which tuners charge more than 70 an hour? Give their first and last names.",
       "select fname, lname from tuners where hourly_rate > 70",
       J=[("tuners", "Hourly_Rate")],
       C=("tuners", "Hourly_Rate", "rate_per_hour", "charge_rate"),
       T=("tuners", "technician", "piano_tuner")),
    _q(PW, "simple", "Show the full names of the tuners whose hourly rate is 75 or more.",
       "select t1.fname, t1.lname from tuners as t1 where t1.hourly_rate >= 75", again=True,
       C=("tuners", "Hourly_Rate", "rate_per_hour", "charge_rate"),
       J=[("tuners", "LName")]),

    _q(PW, "simple", "List the models and build years of the Bluthner pianos, newest first.",
       "select model, built_yr from pianos where maker = 'Bluthner' order by built_yr desc",
       J=[("pianos", "Built_Yr")],
       C=("pianos", "Built_Yr", "year_built", "made_yr"),
       T=("pianos", "instrument", "keyboard")),
    _q(PW, "simple", "Give the model and the year of manufacture of every piano made by Bluthner, from the most recent to the oldest.",
       "select t1.model, t1.built_yr from pianos as t1 where t1.maker = 'Bluthner' order by t1.built_yr desc", again=True,
       C=("pianos", "Built_Yr", "year_built", "made_yr"),
       J=[("pianos", "Model")]),

    _q(PW, "simple", "What is the name of the most expensive part?",
       "select part_name from parts order by unit_cost desc limit 1",
       J=[("parts", "Unit_Cost")],
       C=("parts", "Unit_Cost", "price", "cost_each"),
       T=("parts", "spare_part", "component")),
    _q(PW, "nested", "Which part has the highest unit cost? Give its name.",
       "select part_name from parts where unit_cost = (select max(unit_cost) from parts)", again=True,
       C=("parts", "Unit_Cost", "price", "cost_each"),
       J=[("parts", "Unit_Cost",
           "select t1.part_name from parts as t1 join parts_unit_cost as t2 on t1.part_id = t2.part_id where t2.unit_cost = (select max(unit_cost) from parts_unit_cost)")]),

    _q(PW, "simple", "What are the smallest and largest fees charged for a service visit?",
       "select min(fee_amt), max(fee_amt) from service_visits",
       C=("service_visits", "Fee_Amt", "fee", "charge_amt"),
       P=("service_visits_fee_amt", "service_visits", None, "fee_amt",
          "select min_fee_amt, max_fee_amt from service_visits_fee_amt")),
    _q(PW, "simple", "Give the lowest and the highest visit fee.",
       "select min(t1.fee_amt), max(t1.fee_amt) from service_visits as t1", again=True,
       T=("service_visits", "appointment", "call_out"),
       C=("service_visits", "Fee_Amt", "fee", "charge_amt")),

    _q(PW, "agg", "How many pianos are there of each make?",
       "select maker, count(*) from pianos group by maker",
       J=[("pianos", "Maker")],
       T=("pianos", "instrument", "keyboard")),
    _q(PW, "agg", "For every piano maker, count the pianos on the books.",
       "select maker, count(piano_id) from pianos group by maker", again=True,
       C=("pianos", "Maker", "manufacturer", "brand")),

    _q(PW, "agg", "What is the average hourly rate of the tuners of each grade?",
       "select grade, avg(hourly_rate) from tuners group by grade",
       J=[("tuners", "Hourly_Rate")],
       C=("tuners", "Grade", "tuner_grade", "skill_grade"),
       P=("tuners_hourly_rate", "tuners", "grade", "hourly_rate", "select grade, avg_hourly_rate from tuners_hourly_rate")),
    _q(PW, "agg", "For every grade, show the grade and the mean rate per hour of its tuners.",
       "select t1.grade, avg(t1.hourly_rate) from tuners as t1 group by t1.grade", again=True,
       C=("tuners", "Hourly_Rate", "rate_per_hour", "charge_rate"),
       J=[("tuners", "Grade")]),

    _q(PW, "join", "What is the total number of hours spent on each category of service?",
       "select t2.category, sum(t1.hrs_spent) from service_visits as t1 join ref_service_types as t2 on t1.service_cd = t2.service_cd group by t2.category",
       J=[("service_visits", "Hrs_Spent")],
       C=("service_visits", "Hrs_Spent", "hours", "time_spent_hrs"),
       P=("ref_service_types_service_visits_hrs_spent",
          "ref_service_types as t1 join service_visits as t2 on t1.service_cd = t2.service_cd",
          "t1.category", "t2.hrs_spent", "select category, sum_hrs_spent from ref_service_types_service_visits_hrs_spent")),
    _q(PW, "join", "For each service category, show the category and how many hours the visits in it took altogether.",
       "select t1.category, sum(t2.hrs_spent) from ref_service_types as t1 join service_visits as t2 on t1.service_cd = t2.service_cd group by t1.category", again=True,
       J=[("ref_service_types", "Category")],
       C=("ref_service_types", "Category", "service_group", "kind_of_work")),

    _q(PW, "join", "Which tuner carried out the most service visits? Give the first and last name.",
       "select t2.fname, t2.lname from service_visits as t1 join tuners as t2 on t1.done_by = t2.tunerid group by t1.done_by order by count(*) desc limit 1",
       T=("service_visits", "appointment", "call_out"), role=True),
    _q(PW, "join", "Find the full name of the tuner who did the largest number of visits.",
       "select t1.fname, t1.lname from tuners as t1 join service_visits as t2 on t1.tunerid = t2.done_by group by t1.tunerid order by count(*) desc limit 1", again=True,
       J=[("tuners", "LName")],
       C=("tuners", "LName", "surname", "family_name"), role=True),

    _q(PW, "join", "Which clients have had a concert tuning? List their names once.",
       "select distinct t1.client_name from clients as t1 join pianos as t2 on t1.client_id = t2.client_id join service_visits as t3 on t2.piano_id = t3.piano_id join ref_service_types as t4 on t3.service_cd = t4.service_cd where t4.service_desc = 'Concert tuning'",
       J=[("ref_service_types", "Service_Desc")],
       C=("clients", "Client_Name", "customer_name", "account_name"),
       T=("pianos", "instrument", "keyboard")),
    _q(PW, "nested", "Give the names of the customers who own a piano that received a concert tuning.",
       "select client_name from clients where client_id in (select t1.client_id from pianos as t1 join service_visits as t2 on t1.piano_id = t2.piano_id join ref_service_types as t3 on t2.service_cd = t3.service_cd where t3.service_desc = 'Concert tuning')", again=True,
       J=[("clients", "Client_Name")],
       T=("pianos", "instrument", "keyboard")),

    _q(PW, "join", "Who is Saskia Strickland's mentor? Give the mentor's first and last name.",
       "select t2.fname, t2.lname from tuners as t1 join tuners as t2 on t1.mentor_id = t2.tunerid where t1.fname = 'Saskia' and t1.lname = 'Strickland'",
       J=[("tuners", "LName",
           "select t2.fname, t3.lname from tuners as t1 join tuners as t2 on t1.mentor_id = t2.tunerid join tuners_lname as t3 on t2.tunerid = t3.tunerid where t1.fname = 'Saskia' and t1.lname = 'Strickland'")],
       self_ref=True),
    _q(PW, "nested", "Find the first name and surname of the tuner who mentors Saskia Strickland.",
       "select fname, lname from tuners where tunerid = (select mentor_id from tuners where fname = 'Saskia' and lname = 'Strickland')", again=True,
       J=[("tuners", "LName", "select t1.fname, t2.lname from tuners as t1 join tuners_lname as t2 on t1.tunerid = t2.tunerid where t1.tunerid = (select mentor_id from tuners where fname = 'Saskia' and lname = 'Strickland')")],
       self_ref=True),

    _q(PW, "nested", "Which parts have never been used on a job? Give their names.",
       "select part_name from parts where part_id not in (select part_id from part_usage)",
       J=[("parts", "Part_Name")],
       C=("parts", "Part_Name", "name", "description"),
       T=("part_usage", "parts_fitted", "spares_used")),
    _q(PW, "nested", "List the names of the parts that do not appear in any part usage record.",
       "select part_name from parts except select t1.part_name from parts as t1 join part_usage as t2 on t1.part_id = t2.part_id", again=True,
       J=[("parts", "Part_Name")],
       T=("part_usage", "parts_fitted", "spares_used")),

    _q(PW, "nested", "Which tuners charge a higher hourly rate than the average tuner? Give their last names.",
       "select lname from tuners where hourly_rate > (select avg(hourly_rate) from tuners)",
       J=[("tuners", "Hourly_Rate",
           "select t1.lname from tuners as t1 join tuners_hourly_rate as t2 on t1.tunerid = t2.tunerid where t2.hourly_rate > (select avg(hourly_rate) from tuners_hourly_rate)")],
       C=("tuners", "Hourly_Rate", "rate_per_hour", "charge_rate")),
    _q(PW, "nested", "List the surnames of the tuners whose rate per hour is above the mean rate of all tuners.",
       "select t1.lname from tuners as t1 where t1.hourly_rate > (select avg(hourly_rate) from tuners)", again=True,
       T=("tuners", "technician", "piano_tuner"),
       J=[("tuners", "LName")]),

    _q(PW, "nested", "Which towns have both private clients and hotel clients?",
       "select town from clients where client_type = 'Private' intersect select town from clients where client_type = 'Hotel'",
       J=[("clients", "Town")],
       C=("clients", "Client_Type", "customer_type", "client_kind"),
       T=("clients", "customer", "account_holder")),
    _q(PW, "nested", "Find the towns with at least one hotel among the customers and at least one private customer.",
       "select town from clients where client_type = 'Hotel' intersect select town from clients where client_type = 'Private'", again=True,
       J=[("clients", "Client_Type")]),

    _q(PW, "nested", "List the makers and models of the pianos that are grands or were built after 2015.",
       "select maker, model from pianos where piano_type = 'Grand' union select maker, model from pianos where built_yr > 2015",
       J=[("pianos", "Built_Yr")],
       C=("pianos", "Built_Yr", "year_built", "made_yr")),
    _q(PW, "simple", "Which makes and models of piano are either grand pianos or built later than 2015? List each pair once.",
       "select distinct maker, model from pianos where piano_type = 'Grand' or built_yr > 2015", again=True,
       J=[("pianos", "Piano_Type")],
       C=("pianos", "Piano_Type", "kind", "piano_shape")),

    _q(PW, "simple", "Which services have 'repair' in their description? Give their codes and standard minutes.",
       "select service_cd, std_minutes from ref_service_types where service_desc like '%repair%'",
       J=[("ref_service_types", "Std_Minutes")],
       C=("ref_service_types", "Std_Minutes", "standard_minutes", "usual_duration_min"),
       T=("ref_service_types", "service_code", "job_type")),
    _q(PW, "simple", "Show the code and usual duration in minutes of every service whose description includes the word repair.",
       "select t1.service_cd, t1.std_minutes from ref_service_types as t1 where t1.service_desc like '%repair%'", again=True,
       J=[("ref_service_types", "Service_Desc")],
       C=("ref_service_types", "Service_Desc", "description", "service_text")),

    _q(PW, "nested", "Which tuners have never checked anyone's work? Give their first and last names.",
       "select fname, lname from tuners except select t1.fname, t1.lname from tuners as t1 join service_visits as t2 on t1.tunerid = t2.checked_by",
       J=[("tuners", "FName")],
       C=("tuners", "LName", "surname", "family_name"), role=True),
    _q(PW, "nested", "List the full names of the tuners who have not checked any service visit.",
       "select fname, lname from tuners where tunerid not in (select checked_by from service_visits where checked_by is not null)", again=True,
       J=[("tuners", "LName")],
       T=("service_visits", "appointment", "call_out"), role=True),

    _q(PW, "join", "What is the total fee charged for visits to pianos owned by churches?",
       "select sum(t3.fee_amt) from clients as t1 join pianos as t2 on t1.client_id = t2.client_id join service_visits as t3 on t2.piano_id = t3.piano_id where t1.client_type = 'Church'",
       J=[("service_visits", "Fee_Amt")],
       C=("service_visits", "Fee_Amt", "fee", "charge_amt")),
    _q(PW, "nested", "How much have church customers been charged altogether for service visits?",
       "select sum(fee_amt) from service_visits where piano_id in (select t1.piano_id from pianos as t1 join clients as t2 on t1.client_id = t2.client_id where t2.client_type = 'Church')", again=True,
       C=("service_visits", "Fee_Amt", "fee", "charge_amt"),
       J=[("service_visits", "Fee_Amt")]),

    _q(PW, "simple", "What are the different grades of tuner?",
       "select distinct grade from tuners",
       C=("tuners", "Grade", "tuner_grade", "skill_grade"),
       T=("tuners", "technician", "piano_tuner")),
    _q(PW, "simple", "List each tuner grade once.",
       "select grade from tuners group by grade", again=True,
       T=("tuners", "technician", "piano_tuner")),

    _q(PW, "simple", "Show the visit numbers, dates and hours of the three longest service visits.",
       "select visit_num, visit_dt, hrs_spent from service_visits order by hrs_spent desc limit 3",
       J=[("service_visits", "Hrs_Spent")],
       C=("service_visits", "Hrs_Spent", "hours", "time_spent_hrs"),
       T=("service_visits", "appointment", "call_out")),
    _q(PW, "simple", "What are the number, date and time spent of the 3 visits that took the most hours?",
       "select t1.visit_num, t1.visit_dt, t1.hrs_spent from service_visits as t1 order by t1.hrs_spent desc limit 3", again=True,
       J=[("service_visits", "Visit_Dt")]),

    _q(PW, "join", "Which parts have been used more than 140 times in total? Give the part names.",
       "select t1.part_name from parts as t1 join part_usage as t2 on t1.part_id = t2.part_id group by t1.part_name having sum(t2.qty_used) > 140",
       J=[("part_usage", "Qty_Used")],
       C=("part_usage", "Qty_Used", "quantity", "units_fitted"),
       P=("parts_part_usage_qty_used", "parts as t1 join part_usage as t2 on t1.part_id = t2.part_id",
          "t1.part_name", "t2.qty_used", "select part_name from parts_part_usage_qty_used where sum_qty_used > 140")),
    _q(PW, "join", "Find the names of the parts whose total quantity used is over 140.",
       "select t2.part_name from part_usage as t1 join parts as t2 on t1.part_id = t2.part_id group by t2.part_id having sum(t1.qty_used) > 140", again=True,
       T=("part_usage", "parts_fitted", "spares_used")),

    _q(PW, "simple", "How many different piano makers are there?",
       "select count(distinct maker) from pianos",
       C=("pianos", "Maker", "manufacturer", "brand"),
       T=("pianos", "instrument", "keyboard")),
    _q(PW, "simple", "Count the number of distinct manufacturers among the pianos.",
       "select count(distinct t1.maker) from pianos as t1", again=True,
       T=("pianos", "instrument", "keyboard")),

    _q(PW, "join", "On which dates were visits made that used a hammer set?",
       "select t1.visit_dt from service_visits as t1 join part_usage as t2 on t1.visit_num = t2.visit_num join parts as t3 on t2.part_id = t3.part_id where t3.part_name = 'Hammer set'",
       J=[("service_visits", "Visit_Dt")],
       T=("part_usage", "parts_fitted", "spares_used")),
    _q(PW, "nested", "Give the dates of the service visits on which a Hammer set was fitted.",
       "select visit_dt from service_visits where visit_num in (select t1.visit_num from part_usage as t1 join parts as t2 on t1.part_id = t2.part_id where t2.part_name = 'Hammer set')", again=True,
       J=[("service_visits", "Visit_Dt")]),
]
QUESTIONS += [
    # ------------------------------------------------------------------ pottery_studio
    _q(PS, "simple", "How many kilns are electric?",
       "select count(*) from kilns where fuel_type = 'Electric'",
       C=("kilns", "Fuel_Type", "fuel", "heat_source"),
       T=("kilns", "oven", "furnace"),
       P=("kilns_capacity_ltr", "kilns", "fuel_type", "capacity_ltr",
          "select number from kilns_capacity_ltr where fuel_type = 'Electric'")),
    _q(PS, "simple", "Count the kilns that are heated by electricity.",
       "select count(kiln_id) from kilns where fuel_type = 'Electric'", again=True,
       J=[("kilns", "Fuel_Type")]),

    _q(PS, "simple", "Show the names and capacities of the wood-fired kilns, largest first.",
       "select kiln_name, capacity_ltr from kilns where fuel_type = 'Wood' order by capacity_ltr desc",
       J=[("kilns", "Capacity_Ltr")],
       C=("kilns", "Capacity_Ltr", "capacity", "volume_litres"),
       T=("kilns", "oven", "furnace")),
    _q(PS, "simple", "List the name and volume in litres of each kiln that burns wood, from the biggest to the smallest.",
       "select t1.kiln_name, t1.capacity_ltr from kilns as t1 where t1.fuel_type = 'Wood' order by t1.capacity_ltr desc", again=True,
       C=("kilns", "Capacity_Ltr", "capacity", "volume_litres"),
       J=[("kilns", "Fuel_Type")]),

    _q(PS, "simple", "Which kiln was installed first? Give its name.",
       "select kiln_name from kilns order by installed_yr limit 1",
       J=[("kilns", "Installed_Yr")],
       C=("kilns", "Installed_Yr", "year_installed", "install_year")),
    _q(PS, "nested", "What is the name of the kiln with the earliest installation year?",
       "select kiln_name from kilns where installed_yr = (select min(installed_yr) from kilns)", again=True,
       C=("kilns", "Installed_Yr", "year_installed", "install_year"),
       J=[("kilns", "Installed_Yr",
           "select t1.kiln_name from kilns as t1 join kilns_installed_yr as t2 on t1.kiln_id = t2.kiln_id where t2.installed_yr = (select min(installed_yr) from kilns_installed_yr)")]),

    _q(PS, "agg", "How many pieces have been made in each clay body?",
       "select clay_body, count(*) from pieces group by clay_body",
       J=[("pieces", "Clay_Body")],
       T=("pieces", "pot", "ware_item"),
       P=("pieces_weight_g", "pieces", "clay_body", "weight_g", "select clay_body, number from pieces_weight_g")),
    _q(PS, "agg", "For each type of clay, count the pieces made from it.",
       "select clay_body, count(piece_num) from pieces group by clay_body", again=True,
       C=("pieces", "Clay_Body", "clay", "clay_type"),
       T=("pieces", "pot", "ware_item")),

    _q(PS, "agg", "Which forms have been made more than 30 times?",
       "select form from pieces group by form having count(*) > 30",
       C=("pieces", "Form", "shape", "item_type"),
       T=("pieces", "pot", "ware_item")),
    _q(PS, "agg", "List the kinds of piece that have at least 31 examples.",
       "select t1.form from pieces as t1 group by t1.form having count(*) >= 31", again=True,
       J=[("pieces", "Form")]),

    _q(PS, "simple", "Which pieces are taller than 40 cm? Give their numbers and forms.",
       "select piece_num, form from pieces where height_cm > 40",
       J=[("pieces", "Height_Cm")],
       C=("pieces", "Height_Cm", "height", "tallness_cm"),
       T=("pieces", "pot", "ware_item")),
    _q(PS, "simple", "Show the number and shape of every piece whose height is over 40 centimetres.",
       "select t1.piece_num, t1.form from pieces as t1 where t1.height_cm > 40", again=True,
       C=("pieces", "Height_Cm", "height", "tallness_cm"),
       J=[("pieces", "Form")]),

    _q(PS, "simple", "What is the average weight of a piece in grams?",
       "select avg(weight_g) from pieces",
       C=("pieces", "Weight_G", "weight", "grams"),
       P=("pieces_weight_g", "pieces", None, "weight_g", "select avg_weight_g from pieces_weight_g")),
    _q(PS, "simple", "On average, how heavy are the pots?",
       "select avg(t1.weight_g) from pieces as t1", again=True,
       T=("pieces", "pot", "ware_item"),
       C=("pieces", "Weight_G", "weight", "grams")),

    _q(PS, "join", "Who teaches Kasper Rutherford? Give the teacher's first and last name.",
       "select t2.fname, t2.lname from potters as t1 join potters as t2 on t1.teacher_id = t2.potterid where t1.fname = 'Kasper' and t1.lname = 'Rutherford'",
       J=[("potters", "LName",
           "select t2.fname, t3.lname from potters as t1 join potters as t2 on t1.teacher_id = t2.potterid join potters_lname as t3 on t2.potterid = t3.potterid where t1.fname = 'Kasper' and t1.lname = 'Rutherford'")],
       self_ref=True),
    _q(PS, "nested", "Find the full name of Kasper Rutherford's teacher.",
       "select fname, lname from potters where potterid = (select teacher_id from potters where fname = 'Kasper' and lname = 'Rutherford')", again=True,
       J=[("potters", "FName", "select t2.fname, t1.lname from potters as t1 join potters_fname as t2 on t1.potterid = t2.potterid where t1.potterid = (select teacher_id from potters where fname = 'Kasper' and lname = 'Rutherford')")],
       self_ref=True),

    _q(PS, "join", "List the first and last names of the potters taught by Petra Birkett.",
       "select t1.fname, t1.lname from potters as t1 join potters as t2 on t1.teacher_id = t2.potterid where t2.fname = 'Petra' and t2.lname = 'Birkett'",
       J=[("potters", "LName")],
       T=("potters", "ceramicist", "studio_member"), self_ref=True),
    _q(PS, "nested", "Which potters are students of Petra Birkett? Give their full names.",
       "select fname, lname from potters where teacher_id = (select potterid from potters where fname = 'Petra' and lname = 'Birkett')", again=True,
       T=("potters", "ceramicist", "studio_member"), self_ref=True),

    _q(PS, "join", "How many pieces did Greta Ashcroft glaze?",
       "select count(*) from pieces as t1 join potters as t2 on t1.glazed_by = t2.potterid where t2.fname = 'Greta' and t2.lname = 'Ashcroft'",
       T=("pieces", "pot", "ware_item"),
       C=("potters", "LName", "surname", "family_name"), role=True),
    _q(PS, "nested", "Count the pieces that were glazed by the potter Greta Ashcroft.",
       "select count(*) from pieces where glazed_by = (select potterid from potters where fname = 'Greta' and lname = 'Ashcroft')", again=True,
       T=("pieces", "pot", "ware_item"), role=True),

    _q(PS, "join", "Who glazed the pieces thrown by Magnus Isherwood? List each glazer's first and last name once.",
       "select distinct t3.fname, t3.lname from potters as t1 join pieces as t2 on t1.potterid = t2.thrown_by join potters as t3 on t2.glazed_by = t3.potterid where t1.fname = 'Magnus' and t1.lname = 'Isherwood'",
       T=("pieces", "pot", "ware_item"), role=True),
    _q(PS, "nested", "Find the full names of the potters who glazed at least one piece that Magnus Isherwood threw.",
       "select fname, lname from potters where potterid in (select t1.glazed_by from pieces as t1 join potters as t2 on t1.thrown_by = t2.potterid where t2.fname = 'Magnus' and t2.lname = 'Isherwood')", again=True,
       J=[("potters", "LName",
           "select t1.fname, t2.lname from potters as t1 join potters_lname as t2 on t1.potterid = t2.potterid where t1.potterid in (select t3.glazed_by from pieces as t3 join potters as t4 on t3.thrown_by = t4.potterid where t4.fname = 'Magnus' and t4.lname = 'Isherwood')")],
       role=True),

    _q(PS, "nested", "Which glazes have never been used on a piece? Give their names.",
       "select glaze_name from ref_glaze_codes where glaze_cd not in (select glaze_cd from pieces where glaze_cd is not null)",
       J=[("ref_glaze_codes", "Glaze_Name")],
       C=("ref_glaze_codes", "Glaze_Name", "glaze", "colour_name")),
    _q(PS, "nested", "List the names of the glazes that no piece has been glazed with.",
       "select glaze_name from ref_glaze_codes except select t1.glaze_name from ref_glaze_codes as t1 join pieces as t2 on t1.glaze_cd = t2.glaze_cd", again=True,
       J=[("ref_glaze_codes", "Glaze_Name")],
       C=("ref_glaze_codes", "Glaze_Name", "glaze", "colour_name"),
       T=("pieces", "pot", "ware_item")),

    _q(PS, "nested", "Which firings lasted longer than the average firing? Give their ids and dates.",
       "select firing_id, firing_dt from firings where duration_hrs > (select avg(duration_hrs) from firings)",
       J=[("firings", "Duration_Hrs",
           "select t1.firing_id, t1.firing_dt from firings as t1 join firings_duration_hrs as t2 on t1.firing_id = t2.firing_id where t2.duration_hrs > (select avg(duration_hrs) from firings_duration_hrs)")],
       C=("firings", "Duration_Hrs", "hours", "burn_time_hrs")),
    _q(PS, "nested", "Show the id and date of every firing whose duration is above the mean duration of all firings.",
       "select t1.firing_id, t1.firing_dt from firings as t1 where t1.duration_hrs > (select avg(duration_hrs) from firings)", again=True,
       J=[("firings", "Firing_Dt")],
       T=("firings", "kiln_run", "burn")),

    _q(PS, "nested", "Which forms have been made in both porcelain and terracotta?",
       "select form from pieces where clay_body = 'Porcelain' intersect select form from pieces where clay_body = 'Terracotta'",
       J=[("pieces", "Form")],
       C=("pieces", "Clay_Body", "clay", "clay_type"),
       T=("pieces", "pot", "ware_item")),
    _q(PS, "nested", "Find the shapes of piece that exist in terracotta as well as in porcelain.",
       "select form from pieces where clay_body = 'Terracotta' intersect select form from pieces where clay_body = 'Porcelain'", again=True,
       J=[("pieces", "Clay_Body")],
       C=("pieces", "Form", "shape", "item_type")),

    _q(PS, "nested", "Give the numbers of the pieces that were sold through a gallery or for more than 400.",
       "select piece_num from sales where channel = 'Gallery' union select piece_num from sales where price_amt > 400",
       J=[("sales", "Price_Amt")],
       C=("sales", "Price_Amt", "price", "amount_paid"),
       T=("sales", "sale", "purchase")),
    _q(PS, "simple", "Which pieces were either sold via a gallery or fetched a price above 400? List their piece numbers.",
       "select distinct piece_num from sales where channel = 'Gallery' or price_amt > 400", again=True,
       J=[("sales", "Channel")],
       C=("sales", "Channel", "sales_channel", "outlet")),

    _q(PS, "simple", "Which glazes have Blue in their name? Give the names and finishes.",
       "select glaze_name, finish from ref_glaze_codes where glaze_name like '%Blue%'",
       J=[("ref_glaze_codes", "Finish")],
       C=("ref_glaze_codes", "Finish", "surface", "finish_type"),
       T=("ref_glaze_codes", "glaze", "glaze_recipe")),
    _q(PS, "simple", "Show the name and surface finish of every glaze whose name contains the word Blue.",
       "select t1.glaze_name, t1.finish from ref_glaze_codes as t1 where t1.glaze_name like '%Blue%'", again=True,
       C=("ref_glaze_codes", "Finish", "surface", "finish_type"),
       J=[("ref_glaze_codes", "Glaze_Name")]),

    _q(PS, "simple", "How many firings reached a peak temperature between 1200 and 1260 degrees?",
       "select count(*) from firings where peak_temp_c between 1200 and 1260",
       C=("firings", "Peak_Temp_C", "peak_temp", "top_temperature"),
       T=("firings", "kiln_run", "burn")),
    _q(PS, "simple", "Count the firings whose top temperature was at least 1200 and at most 1260 degrees Celsius.",
       "select count(*) from firings where peak_temp_c >= 1200 and peak_temp_c <= 1260", again=True,
       J=[("firings", "Peak_Temp_C")]),

    _q(PS, "join", "How many firings has each kiln had? Show the kiln names with the counts.",
       "select t1.kiln_name, count(*) from kilns as t1 join firings as t2 on t1.kiln_id = t2.kiln_id group by t1.kiln_id",
       J=[("kilns", "Kiln_Name")],
       T=("firings", "kiln_run", "burn"),
       P=("kilns_firings_duration_hrs", "kilns as t1 join firings as t2 on t1.kiln_id = t2.kiln_id",
          "t1.kiln_name", "t2.duration_hrs", "select kiln_name, number from kilns_firings_duration_hrs")),
    _q(PS, "join", "For every kiln, give its name and the number of times it has been fired.",
       "select t2.kiln_name, count(t1.firing_id) from firings as t1 join kilns as t2 on t1.kiln_id = t2.kiln_id group by t2.kiln_name", again=True,
       J=[("kilns", "Kiln_Name")],
       T=("firings", "kiln_run", "burn")),

    _q(PS, "join", "Which kiln has been fired the most times? Give its name.",
       "select t1.kiln_name from kilns as t1 join firings as t2 on t1.kiln_id = t2.kiln_id group by t1.kiln_id order by count(*) desc limit 1",
       C=("kilns", "Kiln_Name", "name", "kiln_label"),
       T=("kilns", "oven", "furnace")),
    _q(PS, "join", "Find the name of the kiln with the largest number of firings.",
       "select t2.kiln_name from firings as t1 join kilns as t2 on t1.kiln_id = t2.kiln_id group by t2.kiln_name order by count(*) desc limit 1", again=True,
       J=[("kilns", "Kiln_Name")],
       T=("firings", "kiln_run", "burn")),

    _q(PS, "agg", "What is the total amount taken in sales through each channel?",
       "select channel, sum(price_amt) from sales group by channel",
       J=[("sales", "Price_Amt")],
       C=("sales", "Price_Amt", "price", "amount_paid"),
       P=("sales_price_amt", "sales", "channel", "price_amt", "select channel, sum_price_amt from sales_price_amt")),
    _q(PS, "agg", "For every sales channel, show the channel and the sum of the prices paid.",
       "select t1.channel, sum(t1.price_amt) from sales as t1 group by t1.channel", again=True,
       C=("sales", "Price_Amt", "price", "amount_paid"),
       J=[("sales", "Channel")]),

    _q(PS, "join", "Which potters have had pieces sold at a craft fair? List their first and last names without duplicates.",
       "select distinct t1.fname, t1.lname from potters as t1 join pieces as t2 on t1.potterid = t2.thrown_by join sales as t3 on t2.piece_num = t3.piece_num where t3.channel = 'Craft Fair'",
       J=[("sales", "Channel")],
       T=("sales", "sale", "purchase"), role=True),
    _q(PS, "nested", "Give the full names of the potters who threw a piece that was sold at a craft fair.",
       "select fname, lname from potters where potterid in (select t1.thrown_by from pieces as t1 join sales as t2 on t1.piece_num = t2.piece_num where t2.channel = 'Craft Fair')", again=True,
       C=("sales", "Channel", "sales_channel", "outlet"),
       J=[("potters", "LName")], role=True),

    _q(PS, "join", "Which potters have thrown more than 8 pieces? Give their first and last names.",
       "select t1.fname, t1.lname from potters as t1 join pieces as t2 on t1.potterid = t2.thrown_by group by t1.potterid having count(*) > 8",
       J=[("potters", "FName")],
       T=("pieces", "pot", "ware_item"), role=True),
    _q(PS, "nested", "List the full names of the potters who made at least 9 pieces on the wheel.",
       "select fname, lname from potters where potterid in (select thrown_by from pieces group by thrown_by having count(*) >= 9)", again=True,
       J=[("potters", "LName")], role=True),

    _q(PS, "simple", "Show the ids and prices of the three most expensive sales.",
       "select sale_id, price_amt from sales order by price_amt desc limit 3",
       J=[("sales", "Price_Amt")],
       C=("sales", "Price_Amt", "price", "amount_paid"),
       T=("sales", "sale", "purchase")),
    _q(PS, "simple", "What are the sale id and price of the 3 sales with the highest prices?",
       "select t1.sale_id, t1.price_amt from sales as t1 order by t1.price_amt desc limit 3", again=True,
       C=("sales", "Price_Amt", "price", "amount_paid")),

    _q(PS, "nested", "Which potters have never glazed a piece? Give their first and last names.",
       "select fname, lname from potters except select t1.fname, t1.lname from potters as t1 join pieces as t2 on t1.potterid = t2.glazed_by",
       J=[("potters", "LName")], role=True),
    _q(PS, "nested", "List the full names of the potters who are not the glazer of any piece.",
       "select fname, lname from potters where potterid not in (select glazed_by from pieces where glazed_by is not null)", again=True,
       T=("pieces", "pot", "ware_item"),
       J=[("potters", "LName")], role=True),

    _q(PS, "join", "What forms were the pieces that came out of the kiln cracked? List each form once.",
       "select distinct t1.form from pieces as t1 join kiln_loads as t2 on t1.piece_num = t2.piece_num where t2.result = 'Cracked'",
       J=[("pieces", "Form")],
       C=("kiln_loads", "Result", "outcome", "firing_result"),
       T=("kiln_loads", "shelf_load", "kiln_placement")),
    _q(PS, "nested", "Give the distinct shapes of the pieces that cracked in a firing.",
       "select distinct form from pieces where piece_num in (select piece_num from kiln_loads where result = 'Cracked')", again=True,
       C=("kiln_loads", "Result", "outcome", "firing_result"),
       J=[("pieces", "Form")]),
]
QUESTIONS += [
    # ------------------------------------------------------------------ dive_centre
    _q(DC, "simple", "How many divers come from Japan?",
       "select count(*) from divers where country = 'Japan'",
       C=("divers", "Country", "nation", "home_country"),
       T=("divers", "guest_diver", "client_diver"),
       P=("divers_logged_dives", "divers", "country", "logged_dives",
          "select number from divers_logged_dives where country = 'Japan'")),
    _q(DC, "simple", "Count the Japanese divers.",
       "select count(diver_num) from divers where country = 'Japan'", again=True,
       J=[("divers", "Country")],
       C=("divers", "Country", "nation", "home_country")),

    _q(DC, "simple", "What are the names of the wreck dive sites?",
       "select site_name from dive_sites where site_type = 'Wreck'",
       J=[("dive_sites", "Site_Type")],
       C=("dive_sites", "Site_Type", "site_kind", "dive_type"),
       T=("dive_sites", "dive_spot", "underwater_site")),
    _q(DC, "simple", "Which sites are wrecks? List their names.",
       "select t1.site_name from dive_sites as t1 where t1.site_type = 'Wreck'", again=True,
       C=("dive_sites", "Site_Type", "site_kind", "dive_type"),
       J=[("dive_sites", "Site_Name")]),

    _q(DC, "simple", "What is the average water temperature on the dive trips?",
       "select avg(water_temp_c) from dive_trips",
       C=("dive_trips", "Water_Temp_C", "water_temp", "sea_temperature"),
       P=("dive_trips_water_temp_c", "dive_trips", None, "water_temp_c",
          "select avg_water_temp_c from dive_trips_water_temp_c")),
    _q(DC, "simple", "On average, how warm was the sea during a trip, in degrees Celsius?",
       "select avg(t1.water_temp_c) from dive_trips as t1", again=True,
       T=("dive_trips", "outing", "boat_dive"),
       C=("dive_trips", "Water_Temp_C", "water_temp", "sea_temperature")),

    _q(DC, "simple", "Which dive sites are deeper than 35 metres? Give their names and maximum depths.",
       "select site_name, max_depth_m from dive_sites where max_depth_m > 35",
       J=[("dive_sites", "Max_Depth_M")],
       C=("dive_sites", "Max_Depth_M", "depth", "deepest_point_m"),
       T=("dive_sites", "dive_spot", "underwater_site")),
    _q(DC, "simple", "Show the name and greatest depth of every site whose maximum depth exceeds 35 m.",
       "select t1.site_name, t1.max_depth_m from dive_sites as t1 where t1.max_depth_m > 35", again=True,
       C=("dive_sites", "Max_Depth_M", "depth", "deepest_point_m"),
       J=[("dive_sites", "Site_Name")]),

    _q(DC, "simple", "Which boat is the oldest? Give its name.",
       "select boat_name from boats order by built_yr limit 1",
       J=[("boats", "Built_Yr")],
       C=("boats", "Built_Yr", "year_built", "launch_yr"),
       T=("boats", "vessel", "dive_boat")),
    _q(DC, "nested", "What is the name of the boat with the earliest build year?",
       "select boat_name from boats where built_yr = (select min(built_yr) from boats)", again=True,
       C=("boats", "Built_Yr", "year_built", "launch_yr"),
       J=[("boats", "Built_Yr",
           "select t1.boat_name from boats as t1 join boats_built_yr as t2 on t1.boat_id = t2.boat_id where t2.built_yr = (select min(built_yr) from boats_built_yr)")]),

    _q(DC, "simple", "List the names and engine power of the three most powerful boats.",
       "select boat_name, engine_hp from boats order by engine_hp desc limit 3",
       J=[("boats", "Engine_Hp")],
       C=("boats", "Engine_Hp", "horsepower", "power_hp"),
       T=("boats", "vessel", "dive_boat")),
    _q(DC, "simple", "What are the name and horsepower of the 3 boats with the biggest engines?",
       "select t1.boat_name, t1.engine_hp from boats as t1 order by t1.engine_hp desc limit 3", again=True,
       C=("boats", "Engine_Hp", "horsepower", "power_hp"),
       J=[("boats", "Boat_Name")]),

    _q(DC, "agg", "Which countries do more than 24 of the divers come from?",
       "select country from divers group by country having count(*) > 24",
       C=("divers", "Country", "nation", "home_country"),
       P=("divers_logged_dives", "divers", "country", "logged_dives",
          "select country from divers_logged_dives where number > 24")),
    _q(DC, "agg", "Find the countries with at least 25 divers.",
       "select t1.country from divers as t1 group by t1.country having count(*) >= 25", again=True,
       J=[("divers", "Country")]),

    _q(DC, "join", "How many divers hold each certification? Show the certification names with the counts.",
       "select t2.cert_name, count(*) from divers as t1 join ref_cert_levels as t2 on t1.cert_cd = t2.cert_cd group by t2.cert_name",
       J=[("ref_cert_levels", "Cert_Name")],
       C=("ref_cert_levels", "Cert_Name", "certification", "course_name"),
       P=("ref_cert_levels_divers_logged_dives", "ref_cert_levels as t1 join divers as t2 on t1.cert_cd = t2.cert_cd",
          "t1.cert_name", "t2.logged_dives", "select cert_name, number from ref_cert_levels_divers_logged_dives")),
    _q(DC, "join", "Count the divers per certification level name.",
       "select t1.cert_name, count(t2.diver_num) from ref_cert_levels as t1 join divers as t2 on t1.cert_cd = t2.cert_cd group by t1.cert_name", again=True,
       C=("ref_cert_levels", "Cert_Name", "certification", "course_name"),
       T=("divers", "guest_diver", "client_diver")),

    _q(DC, "join", "On how many trips was Tobias Sallow the second instructor?",
       "select count(*) from dive_trips as t1 join instructors as t2 on t1.second_instr = t2.instrid where t2.fname = 'Tobias' and t2.lname = 'Sallow'",
       T=("dive_trips", "outing", "boat_dive"), role=True),
    _q(DC, "nested", "Count the dive trips that had Tobias Sallow as assistant instructor.",
       "select count(*) from dive_trips where second_instr = (select instrid from instructors where fname = 'Tobias' and lname = 'Sallow')", again=True,
       T=("dive_trips", "outing", "boat_dive"), role=True),

    _q(DC, "join", "Which instructors have led more than 11 trips? Give their first and last names.",
       "select t2.fname, t2.lname from dive_trips as t1 join instructors as t2 on t1.lead_instr = t2.instrid group by t1.lead_instr having count(*) > 11",
       J=[("instructors", "LName")],
       C=("instructors", "LName", "surname", "family_name"), role=True),
    _q(DC, "nested", "List the full names of the instructors who were the lead instructor on at least 12 dive trips.",
       "select fname, lname from instructors where instrid in (select lead_instr from dive_trips group by lead_instr having count(*) >= 12)", again=True,
       J=[("instructors", "FName")],
       C=("instructors", "LName", "surname", "family_name"), role=True),

    _q(DC, "join", "Which instructors have Caspar Sallow as their senior? Give their first and last names.",
       "select t1.fname, t1.lname from instructors as t1 join instructors as t2 on t1.senior_id = t2.instrid where t2.fname = 'Caspar' and t2.lname = 'Sallow'",
       J=[("instructors", "FName")], self_ref=True),
    _q(DC, "nested", "List the full names of the instructors who report to Caspar Sallow.",
       "select fname, lname from instructors where senior_id = (select instrid from instructors where fname = 'Caspar' and lname = 'Sallow')", again=True,
       J=[("instructors", "LName", "select t1.fname, t2.lname from instructors as t1 join instructors_lname as t2 on t1.instrid = t2.instrid where t1.senior_id = (select instrid from instructors where fname = 'Caspar' and lname = 'Sallow')")],
       self_ref=True),

    _q(DC, "join", "Which instructors were certified earlier than their senior instructor? Give their first and last names.",
       "select t1.fname, t1.lname from instructors as t1 join instructors as t2 on t1.senior_id = t2.instrid where t1.certified_yr < t2.certified_yr",
       J=[("instructors", "Certified_Yr",
           "select t1.fname, t1.lname from instructors as t1 join instructors as t2 on t1.senior_id = t2.instrid join instructors_certified_yr as t3 on t1.instrid = t3.instrid join instructors_certified_yr as t4 on t2.instrid = t4.instrid where t3.certified_yr < t4.certified_yr")],
       C=("instructors", "Certified_Yr", "cert_year", "qualified_yr"), self_ref=True),
    _q(DC, "join", "Find the full names of the instructors whose senior got certified in a later year than they did.",
       "select t1.fname, t1.lname from instructors as t1 join instructors as t2 on t1.senior_id = t2.instrid where t2.certified_yr > t1.certified_yr", again=True,
       C=("instructors", "Certified_Yr", "cert_year", "qualified_yr"),
       J=[("instructors", "LName")], self_ref=True),

    _q(DC, "nested", "Which boats have never been used for a trip? Give their names.",
       "select boat_name from boats where boat_id not in (select boat_id from dive_trips where boat_id is not null)",
       J=[("boats", "Boat_Name")],
       C=("boats", "Boat_Name", "name", "vessel_name"),
       T=("boats", "vessel", "dive_boat")),
    _q(DC, "nested", "List the names of the boats that have no dive trips.",
       "select boat_name from boats except select t1.boat_name from boats as t1 join dive_trips as t2 on t1.boat_id = t2.boat_id", again=True,
       J=[("boats", "Boat_Name")],
       C=("boats", "Boat_Name", "name", "vessel_name"),
       T=("dive_trips", "outing", "boat_dive")),

    _q(DC, "nested", "Which agencies offer both professional and non-professional certifications?",
       "select agency from ref_cert_levels where is_pro = 'Y' intersect select agency from ref_cert_levels where is_pro = 'N'",
       J=[("ref_cert_levels", "Agency")],
       C=("ref_cert_levels", "Is_Pro", "professional", "pro_level"),
       T=("ref_cert_levels", "certification", "qualification")),
    _q(DC, "nested", "Find the training agencies that have at least one recreational level and at least one professional level.",
       "select agency from ref_cert_levels where is_pro = 'N' intersect select agency from ref_cert_levels where is_pro = 'Y'", again=True,
       J=[("ref_cert_levels", "Is_Pro")]),

    _q(DC, "nested", "List the names of the dive sites that are protected or more than 15 km away.",
       "select site_name from dive_sites where is_protected = 'Y' union select site_name from dive_sites where distance_km > 15",
       J=[("dive_sites", "Distance_Km")],
       C=("dive_sites", "Distance_Km", "distance", "boat_ride_km")),
    _q(DC, "simple", "Which sites are either in a protected area or further than 15 kilometres from the centre? Give their names.",
       "select site_name from dive_sites where is_protected = 'Y' or distance_km > 15", again=True,
       C=("dive_sites", "Distance_Km", "distance", "boat_ride_km"),
       J=[("dive_sites", "Is_Protected")]),

    _q(DC, "simple", "Which certification levels have Advanced in their name? Give the codes and depth limits.",
       "select cert_cd, depth_limit_m from ref_cert_levels where cert_name like '%Advanced%'",
       J=[("ref_cert_levels", "Depth_Limit_M")],
       C=("ref_cert_levels", "Depth_Limit_M", "depth_limit", "max_depth_allowed"),
       T=("ref_cert_levels", "certification", "qualification")),
    _q(DC, "simple", "Show the code and the maximum depth allowed for every certification whose name contains the word Advanced.",
       "select t1.cert_cd, t1.depth_limit_m from ref_cert_levels as t1 where t1.cert_name like '%Advanced%'", again=True,
       C=("ref_cert_levels", "Depth_Limit_M", "depth_limit", "max_depth_allowed"),
       J=[("ref_cert_levels", "Cert_Name")]),

    _q(DC, "simple", "How many divers have no email address on file?",
       "select count(*) from divers where email is null",
       C=("divers", "Email", "email_address", "contact_email"),
       T=("divers", "guest_diver", "client_diver")),
    _q(DC, "simple", "Count the divers whose email is missing.",
       "select count(diver_num) from divers where email is null", again=True,
       J=[("divers", "Email")],
       T=("divers", "guest_diver", "client_diver")),

    _q(DC, "simple", "How many bookings reached a maximum depth between 18 and 30 metres?",
       "select count(*) from trip_bookings where max_depth_reached between 18 and 30",
       C=("trip_bookings", "Max_Depth_Reached", "depth_reached", "deepest_m"),
       T=("trip_bookings", "reservation", "dive_booking")),
    _q(DC, "simple", "Count the bookings in which the diver went at least 18 and at most 30 metres deep.",
       "select count(*) from trip_bookings where max_depth_reached >= 18 and max_depth_reached <= 30", again=True,
       J=[("trip_bookings", "Max_Depth_Reached")],
       C=("trip_bookings", "Max_Depth_Reached", "depth_reached", "deepest_m")),

    _q(DC, "join", "How many trips have gone to each dive site? Show the site names with the counts.",
       "select t1.site_name, count(*) from dive_sites as t1 join dive_trips as t2 on t1.site_id = t2.site_id group by t1.site_id",
       J=[("dive_sites", "Site_Name")],
       T=("dive_trips", "outing", "boat_dive"),
       P=("dive_sites_dive_trips_visibility_m", "dive_sites as t1 join dive_trips as t2 on t1.site_id = t2.site_id",
          "t1.site_name", "t2.visibility_m", "select site_name, number from dive_sites_dive_trips_visibility_m")),
    _q(DC, "join", "For each site, give its name and the number of trips made there.",
       "select t2.site_name, count(t1.trip_id) from dive_trips as t1 join dive_sites as t2 on t1.site_id = t2.site_id group by t2.site_name", again=True,
       J=[("dive_sites", "Site_Name")],
       T=("dive_trips", "outing", "boat_dive")),

    _q(DC, "join", "Which dive site has the most bookings? Give its name.",
       "select t1.site_name from dive_sites as t1 join dive_trips as t2 on t1.site_id = t2.site_id join trip_bookings as t3 on t2.trip_id = t3.trip_id group by t1.site_id order by count(*) desc limit 1",
       T=("trip_bookings", "reservation", "dive_booking")),
    _q(DC, "join", "Find the name of the site with the largest number of trip bookings.",
       "select t3.site_name from trip_bookings as t1 join dive_trips as t2 on t1.trip_id = t2.trip_id join dive_sites as t3 on t2.site_id = t3.site_id group by t3.site_name order by count(*) desc limit 1", again=True,
       J=[("dive_sites", "Site_Name")]),

    _q(DC, "join", "What is the total of the fees paid by divers from the UK?",
       "select sum(t1.fee_amt) from trip_bookings as t1 join divers as t2 on t1.diver_num = t2.diver_num where t2.country = 'UK'",
       J=[("trip_bookings", "Fee_Amt")],
       C=("trip_bookings", "Fee_Amt", "fee", "price_paid")),
    _q(DC, "nested", "How much have British divers paid altogether in booking fees?",
       "select sum(fee_amt) from trip_bookings where diver_num in (select diver_num from divers where country = 'UK')", again=True,
       C=("trip_bookings", "Fee_Amt", "fee", "price_paid"),
       J=[("trip_bookings", "Fee_Amt")]),

    _q(DC, "join", "Which divers have dived at the Blue Hole? List their first and last names without duplicates.",
       "select distinct t1.first_name, t1.last_name from divers as t1 join trip_bookings as t2 on t1.diver_num = t2.diver_num join dive_trips as t3 on t2.trip_id = t3.trip_id join dive_sites as t4 on t3.site_id = t4.site_id where t4.site_name = 'Blue Hole'",
       J=[("divers", "Last_Name")],
       T=("trip_bookings", "reservation", "dive_booking")),
    _q(DC, "nested", "Give the full names of the divers who booked a trip to Blue Hole.",
       "select first_name, last_name from divers where diver_num in (select t1.diver_num from trip_bookings as t1 join dive_trips as t2 on t1.trip_id = t2.trip_id join dive_sites as t3 on t2.site_id = t3.site_id where t3.site_name = 'Blue Hole')", again=True,
       C=("divers", "Last_Name", "surname", "family_name"),
       J=[("divers", "Last_Name")]),

    _q(DC, "nested", "How many divers have never booked a trip?",
       "select count(*) from divers where diver_num not in (select diver_num from trip_bookings)",
       T=("trip_bookings", "reservation", "dive_booking")),
    _q(DC, "nested", "Count the divers with no bookings at all.",
       "select count(*) from (select diver_num from divers except select diver_num from trip_bookings)", again=True,
       T=("trip_bookings", "reservation", "dive_booking")),

    _q(DC, "join", "What is the average bottom time for each type of dive site?",
       "select t1.site_type, avg(t3.bottom_mins) from dive_sites as t1 join dive_trips as t2 on t1.site_id = t2.site_id join trip_bookings as t3 on t2.trip_id = t3.trip_id group by t1.site_type",
       J=[("trip_bookings", "Bottom_Mins")],
       C=("trip_bookings", "Bottom_Mins", "bottom_time", "minutes_down"),
       P=("dive_sites_trip_bookings_bottom_mins",
          "dive_sites as t1 join dive_trips as t2 on t1.site_id = t2.site_id join trip_bookings as t3 on t2.trip_id = t3.trip_id",
          "t1.site_type", "t3.bottom_mins", "select site_type, avg_bottom_mins from dive_sites_trip_bookings_bottom_mins")),
    _q(DC, "join", "Show the mean number of minutes spent at the bottom by site type.",
       "select t3.site_type, avg(t1.bottom_mins) from trip_bookings as t1 join dive_trips as t2 on t1.trip_id = t2.trip_id join dive_sites as t3 on t2.site_id = t3.site_id group by t3.site_type", again=True,
       J=[("dive_sites", "Site_Type")],
       C=("trip_bookings", "Bottom_Mins", "bottom_time", "minutes_down")),

    _q(DC, "simple", "What are the shortest and longest bottom times recorded in the bookings?",
       "select min(bottom_mins), max(bottom_mins) from trip_bookings",
       C=("trip_bookings", "Bottom_Mins", "bottom_time", "minutes_down"),
       P=("trip_bookings_bottom_mins", "trip_bookings", None, "bottom_mins",
          "select min_bottom_mins, max_bottom_mins from trip_bookings_bottom_mins")),
    _q(DC, "simple", "Give the minimum and the maximum number of minutes a diver spent at the bottom.",
       "select min(t1.bottom_mins), max(t1.bottom_mins) from trip_bookings as t1", again=True,
       T=("trip_bookings", "reservation", "dive_booking")),
]

# ================================================================ checks of this set
#
# probe_kit.order_and_wording_checks: a gold whose ORDER BY ties is refused, and the two
# wordings of an intent must give the same rows.

extra_checks = probe_kit.order_and_wording_checks(QUESTIONS)


# ================================================================ verification


def main():
    probe_kit.checked_main(__doc__, HERE, DEFAULT_OUT, DEFAULT_DBS, AMBIQT_DEV, DATABASES, QUESTIONS,
                           ROWS_PER_TABLE, ID_TAG, tables_per_db=TABLES_PER_DB, extra_checks=extra_checks)
    probe_kit.hardness_summary(QUESTIONS)
    firsts = [item for item in QUESTIONS if not item.get("again")]
    print(f"intents using two keys to one table: {sum(1 for i in firsts if i.get('role'))}; "
          f"using a self-reference: {sum(1 for i in firsts if i.get('self_ref'))}")


if __name__ == "__main__":
    main()
