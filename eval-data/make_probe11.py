#!/usr/bin/env python3
"""Build eval-data/probe11.jsonl and three new SQLite databases in eval-data/dbs11/.

A held-in probe set that measures how the parser generalises to databases and questions it has
never seen. The three databases (archaeology_dig, apiary_coop, esports_league), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark. It was written without reading the parser's sources or tests,
without running qlarify, and without opening the AmbiQT held-out split, its databases or the
dev split (probe_kit checks by program that no question or SQL repeats dev.jsonl or an earlier
probe file). The structure, setup shapes and checks copy make_probe10.py; the shared helpers
come from probe_kit.py, unchanged.

The databases, none of whose domains an earlier probe or a Spider database used:

  - archaeology_dig (7 tables): Ref_Material_Codes, Sites, Archaeologists, Excavations,
    Trenches, Finds, Lab_Samples. Two keys to one table: Excavations.Director_ID /
    Excavations.Finds_Officer_ID, both to Archaeologists. Self-reference:
    Archaeologists.Supervisor_ID. Undeclared links: Finds.Recorded_By -> Archaeologists,
    Lab_Samples.Find_ID -> Finds.
  - apiary_coop (7 tables): Members, Ref_Hive_Types, Apiaries, Hives, Inspections, Harvests,
    Jar_Sales. Self-reference: Members.Mentor_ID. Undeclared link: Jar_Sales.Member_ID ->
    Members.
  - esports_league (6 tables): Ref_Game_Titles, Teams, Players, Tournaments, Matches,
    Sponsorship_Deals. Two keys to one table: Matches.Home_Team_ID / Matches.Away_Team_ID,
    both to Teams. Undeclared links: Matches.Winner_Team_ID -> Teams,
    Sponsorship_Deals.TeamID -> Teams.

Spider's real-world untidiness: naming styles mixed within one database (`ArchID`, `FName`,
`site_name`, `Grid_Ref`, `insp_id`, `HiveID`, `Apiary_Name`, `tournament_id`, `Team_Name`),
abbreviations (`Cd`, `Desc`, `Dt`, `Yr`, `Amt`, `Qty`, `Cnt`, `Pct`, `Ha`, `BP`, `Min`, `K`), a
Ref_ lookup table joined by its code in each database, numbers stored as TEXT
(`Discovered_Yr`, `Budget_Amt`, `Joined_Yr`, `Weight_Kg`, `Founded`, `Prize_Pool_USD`; their
values have a fixed number of digits, so that text order is number order), Y/N flags, NULLs,
and links with no declared foreign key.

Questions are in the voice of Spider's crowd annotators, every intent asked twice in different
words (the second wording has again=True and follows the first directly; its SQL is an
equivalent rewrite, since the checks refuse a repeated SQL string within a database). Values
are given as a user would type them. Select columns follow the order in which the question
names them. Joins use Spider's aliases T1, T2, ... (lowercased, as dev.jsonl's golds are).
Many questions name a column by a paraphrase rather than its name ("how old" for `Age`,
"when" for a date, "where" for a place, "how heavy" for a weight).

This set is about broad coverage: projections, aggregates, GROUP BY, HAVING, comparatives,
superlatives, ordering, DISTINCT, joins over one to three keys, NOT IN / EXCEPT, nested
aggregates, INTERSECT, UNION, several selected columns. Only a few intents use the pair of
keys to one table or the self-reference (marked role=True / self_ref=True).

Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL], `setup`,
`spider_sql`), with setups shaped exactly like dev.jsonl's (see make_probe9.py's docstring for
the kinds B / J / C / T / P). Record ids are "<kind>11-NNNN".

Checks are make_probe10.py's (probe_kit's, plus the ORDER BY tie check and the check that the two
wordings of an intent return the same rows); if any fails nothing is written. Quantities held
as REAL are whole numbers, halves or quarters, so that sums do not depend on the order SQLite
adds the rows in.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe11.py [--out FILE] [--dbs DIR]
"""

import random
from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe11.jsonl"
DEFAULT_DBS = HERE / "dbs11"
ID_TAG = "11"
AMBIQT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

ROWS_PER_TABLE = (20, 300)
TABLES_PER_DB = (5, 8)

DATABASES = {}


_lit = probe_kit.lit
_inserts = probe_kit.inserts
_day = probe_kit.day
_plus = probe_kit.plus
_quarter = probe_kit.quarter
_half = probe_kit.half


_FIRST_M = ["George", "Harry", "Jack", "Oscar", "Arthur", "Edward", "Rupert", "Callum", "Niall", "Owen",
            "Rhys", "Dylan", "Gareth", "Tobias", "Felix", "Isaac", "Leon", "Miles", "Nathan", "Patrick",
            "Simon", "Victor", "Adam", "Bruno", "Ciaran", "Declan", "Ewan", "Frank"]
_FIRST_F = ["Alice", "Beatrice", "Charlotte", "Daisy", "Eleanor", "Freya", "Georgia", "Harriet", "Imogen",
            "Jessica", "Katie", "Lily", "Megan", "Nina", "Orla", "Poppy", "Rosie", "Sian", "Tessa",
            "Ursula", "Vera", "Willow", "Zara", "Bethan", "Carys", "Fiona", "Helen", "Maeve"]
_LAST = ["Abbott", "Barker", "Carver", "Dawson", "Ellis", "Fletcher", "Gibson", "Hardy", "Ingram", "Jennings",
         "Knight", "Lambert", "Marsh", "Norris", "Osborne", "Parry", "Quinn", "Rowe", "Sutton", "Thorne",
         "Underwood", "Vaughan", "Webb", "Yates", "Ashby", "Bishop", "Chandler", "Doyle", "Everett", "Frost",
         "Gough", "Holt", "Irwin", "Jarvis", "Kemp", "Lowe", "Mercer", "Nash", "Pike", "Reeve", "Shaw",
         "Tanner", "Vance", "Wilde"]


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


# ---------------------------------------------------------------- archaeology_dig

_MATERIALS = [
    ("POT", "Pottery", "N"), ("FLT", "Flint", "N"), ("BON", "Animal Bone", "Y"), ("HBN", "Human Bone", "Y"),
    ("BRZ", "Bronze", "N"), ("IRN", "Iron", "N"), ("GLD", "Gold", "N"), ("SLV", "Silver", "N"),
    ("GLS", "Glass", "N"), ("SHL", "Shell", "Y"), ("ANT", "Antler", "Y"), ("WOD", "Wood", "Y"),
    ("LTH", "Leather", "Y"), ("TXT", "Textile", "Y"), ("CHR", "Charcoal", "Y"), ("STN", "Worked Stone", "N"),
    ("LED", "Lead", "N"), ("COP", "Copper Alloy", "N"), ("JET", "Jet", "N"), ("AMB", "Amber", "N"),
    ("IVY", "Ivory", "Y"), ("CBM", "Ceramic Building Material", "N"), ("SLG", "Slag", "N"),
    ("SED", "Seeds", "Y"), ("CLP", "Clay Pipe", "N"),
]
_MATERIAL_W = [30, 16, 14, 4, 5, 7, 1, 2, 3, 3, 2, 2, 1, 0, 5, 4, 2, 4, 0, 1, 0, 6, 3, 2, 0]
_OBJECTS = {
    "POT": ["rim sherd", "body sherd", "base sherd", "handle"], "FLT": ["scraper", "arrowhead", "blade", "flake"],
    "BON": ["cattle bone", "sheep bone", "pig bone", "worked bone"], "HBN": ["skull fragment", "femur"],
    "BRZ": ["brooch", "pin", "axe head"], "IRN": ["nail", "knife", "buckle", "key"], "GLD": ["ring", "coin"],
    "SLV": ["coin", "ring"], "GLS": ["bead", "vessel fragment"], "SHL": ["oyster shell", "mussel shell"],
    "ANT": ["comb", "antler tine"], "WOD": ["stake", "bowl"], "LTH": ["shoe", "strap"],
    "CHR": ["charcoal sample"], "STN": ["quern", "whetstone", "spindle whorl"], "LED": ["weight", "seal"],
    "COP": ["brooch", "coin", "pin"], "AMB": ["bead"], "CBM": ["roof tile", "brick"],
    "SLG": ["smithing slag"], "SED": ["grain sample"],
}
_PERIODS = ["Neolithic", "Bronze Age", "Iron Age", "Roman", "Anglo-Saxon", "Medieval", "Post-Medieval"]

_SITES = [
    ("Ashcombe Villa", "Somerset", "Roman"), ("Blackmoor Barrow", "Dorset", "Bronze Age"),
    ("Caldwell Henge", "Wiltshire", "Neolithic"), ("Dunmere Hillfort", "Cornwall", "Iron Age"),
    ("Eastholme Abbey", "Yorkshire", "Medieval"), ("Fenwick Causeway", "Norfolk", "Neolithic"),
    ("Greyridge Cairn", "Cumbria", "Bronze Age"), ("Harrowgate Fort", "Northumberland", "Roman"),
    ("Ivel Crossing", "Bedfordshire", "Anglo-Saxon"), ("Jarrow Field", "Durham", "Anglo-Saxon"),
    ("Kestle Round", "Cornwall", "Iron Age"), ("Longbury Camp", "Wiltshire", "Iron Age"),
    ("Marsh End Saltern", "Essex", "Roman"), ("Netherby Mill", "Cumbria", "Post-Medieval"),
    ("Oakhanger Kiln", "Hampshire", "Roman"), ("Pilgrims Hollow", "Kent", "Medieval"),
    ("Quarry Hill", "Somerset", "Bronze Age"), ("Redcliffe Wharf", "Gloucestershire", "Post-Medieval"),
    ("Stanwick Ditch", "Yorkshire", "Iron Age"), ("Thornbury Chapel", "Gloucestershire", "Medieval"),
    ("Upwood Enclosure", "Cambridgeshire", "Iron Age"), ("Vale Farm", "Oxfordshire", "Roman"),
    ("Wendover Mound", "Buckinghamshire", "Bronze Age"), ("Yarnley Meadow", "Oxfordshire", "Anglo-Saxon"),
    ("Cobb Lane Cemetery", "Kent", "Anglo-Saxon"), ("Brough Sands", "Norfolk", "Roman"),
    ("Cleeve Terrace", "Gloucestershire", "Neolithic"), ("Hadley Moat", "Essex", "Medieval"),
    ("Swale Bridge", "Yorkshire", "Medieval"), ("Tor Cross", "Devon", "Bronze Age"),
]
_LANDOWNERS = ["National Trust", "Crown Estate", "Forestry England", "Church Commissioners", "Private"]
_SPECIALISMS = ["Ceramics", "Lithics", "Zooarchaeology", "Human Osteology", "Metalwork", "Archaeobotany",
                "Geophysics", "Numismatics", "Conservation", "Field Survey"]
_EMPLOYERS = ["University of Bristol", "Wessex Unit", "Oxford Archaeology", "Durham University", "Freelance",
              "County Heritage Service"]
_LABS = [("SUERC", ["AMS", "Isotope"]), ("Oxford Radiocarbon Unit", ["AMS"]), ("Beta Analytic", ["AMS", "Radiometric"]),
         ("Groningen CIO", ["AMS", "Radiometric"]), ("Poznan Lab", ["AMS", "OSL"])]


def _archaeology_dig():
    rng = random.Random(11101)
    materials = [list(m) for m in _MATERIALS]

    disc = rng.sample(range(1850, 2021), len(_SITES))
    areas = rng.sample(range(2, 160), len(_SITES))  # quarter hectares, all different
    sites = []
    for i, (name, county, _) in enumerate(_SITES, 1):
        grid = f"{rng.choice(['ST', 'SU', 'SY', 'SX', 'SE', 'NY', 'TL', 'TQ', 'SP'])} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
        owner = rng.choice(_LANDOWNERS) if rng.random() < 0.7 else None
        sites.append([i, name, county, grid, str(disc[i - 1]), areas[i - 1] / 4,
                      "Y" if rng.random() < 0.55 else "N", owner])

    people = _names(rng, 60)
    archs = []
    for i, (first, last, _) in enumerate(people, 1):
        age = rng.randint(23, 68)
        archs.append([i, first, last, age, rng.choice(_SPECIALISMS), rng.choice(_EMPLOYERS), None])
    seniors = [a for a in archs if a[3] >= 45]
    for a in archs:
        if a[3] < 45 and rng.random() < 0.8:
            pool = [s for s in seniors if s[5] == a[5]] or seniors
            a[6] = rng.choice(pool)[0]
        elif a[3] >= 45 and rng.random() < 0.3:
            older = [s for s in seniors if s[3] > a[3]]
            if older:
                a[6] = rng.choice(older)[0]

    # excavations: 80 seasons over 26 of the sites; four sites never excavated
    idle = {7, 14, 22, 29}
    dug = [s for s in sites if s[0] not in idle]
    site_w = [rng.randint(1, 6) for _ in dug]
    budgets = rng.sample(range(120, 990), 80)
    directors = [a for a in archs if a[3] >= 38]
    seen = set()
    excavations = []
    while len(excavations) < 80:
        site = rng.choices(dug, site_w)[0]
        yr = rng.randint(2005, 2024)
        if (site[0], yr) in seen:
            continue
        seen.add((site[0], yr))
        director = rng.choice(directors)
        officer = rng.choice(archs)
        while officer[0] == director[0]:
            officer = rng.choice(archs)
        start = _day(rng, f"{yr}-05-01", f"{yr}-08-15")
        end = None if yr == 2024 and rng.random() < 0.5 else _plus(start, rng.randint(14, 60))
        excavations.append([0, site[0], yr, director[0], officer[0], start, end, str(budgets[len(excavations)] * 100),
                            rng.randint(0, 40)])
    excavations.sort(key=lambda e: (e[2], e[5], e[1]))
    for i, e in enumerate(excavations, 1):
        e[0] = i

    trenches = []
    labels = {}
    exc_w = [rng.randint(1, 5) for _ in excavations]
    for no in range(1, 201):
        e = rng.choices(excavations, exc_w)[0]
        labels[e[0]] = labels.get(e[0], 0) + 1
        label = "ABCDEFGHJKLMNPQRSTUV"[labels[e[0]] - 1]
        trenches.append([no, e[0], label, _quarter(rng, 2, 30), _quarter(rng, 1, 10), _quarter(rng, 0.25, 4.5),
                         "Y" if e[2] < 2024 or rng.random() < 0.3 else "N"])

    site_period = {i: p for i, (_, _, p) in enumerate(_SITES, 1)}
    exc_by_id = {e[0]: e for e in excavations}
    codes = [m[0] for m in _MATERIALS]
    finds = []
    for fid in range(1, 301):
        t = rng.choice(trenches)
        e = exc_by_id[t[1]]
        mat = rng.choices(codes, _MATERIAL_W)[0]
        obj = rng.choice(_OBJECTS[mat])
        period = site_period[e[1]] if rng.random() < 0.7 else rng.choice(_PERIODS)
        weight = float(rng.randint(2, 1800)) if mat not in ("GLD", "SLV", "AMB", "GLS") else float(rng.randint(1, 40))
        found = _day(rng, e[5], e[6] or _plus(e[5], 30))
        who = e[4] if rng.random() < 0.5 else (e[3] if rng.random() < 0.4 else rng.randint(1, 60))
        display = "Y" if (mat in ("GLD", "SLV", "BRZ", "AMB") and rng.random() < 0.6) or rng.random() < 0.08 else "N"
        finds.append([fid, t[0], mat, obj, period, weight, found, who, display])

    organic = [f for f in finds if f[2] in ("BON", "HBN", "SHL", "ANT", "WOD", "LTH", "CHR", "SED")]
    samples = []
    picked = rng.sample(organic, min(90, len(organic)))
    picked.sort(key=lambda f: f[6])
    for sid, f in enumerate(picked, 1):
        lab, methods = rng.choice(_LABS)
        sent = _plus(f[6], rng.randint(20, 300))
        result = None if sent > "2024-06-30" or rng.random() < 0.1 else rng.randint(300, 6200)
        samples.append([sid, f[0], lab, rng.choice(methods), sent, result, float(rng.randint(25, 70) * 10)])

    ddl = r'''
CREATE TABLE Ref_Material_Codes (
Material_Cd CHAR(3) NOT NULL,
Material_Desc VARCHAR(40),
Is_Organic CHAR(1),
PRIMARY KEY (Material_Cd)
);
CREATE TABLE Sites (
site_id INTEGER NOT NULL,
site_name VARCHAR(40),
County VARCHAR(30),
Grid_Ref VARCHAR(14),
Discovered_Yr VARCHAR(4),
Area_Ha REAL,
Is_Scheduled CHAR(1),
Landowner VARCHAR(30),
PRIMARY KEY (site_id)
);
CREATE TABLE Archaeologists (
ArchID INTEGER PRIMARY KEY,
FName VARCHAR(30),
LName VARCHAR(30),
Age INTEGER,
Specialism VARCHAR(30),
Employer VARCHAR(40),
Supervisor_ID INTEGER,
FOREIGN KEY (Supervisor_ID) REFERENCES Archaeologists(ArchID)
);
CREATE TABLE Excavations (
Excavation_ID INTEGER PRIMARY KEY,
site_id INTEGER NOT NULL,
Season_Yr INTEGER,
Director_ID INTEGER,
Finds_Officer_ID INTEGER,
Start_Dt DATE,
End_Dt DATE,
Budget_Amt TEXT,
Volunteers_Qty INTEGER,
FOREIGN KEY (site_id) REFERENCES Sites(site_id),
FOREIGN KEY (Director_ID) REFERENCES Archaeologists(ArchID),
FOREIGN KEY (Finds_Officer_ID) REFERENCES Archaeologists(ArchID)
);
CREATE TABLE Trenches (
Trench_No INTEGER PRIMARY KEY,
Excavation_ID INTEGER,
Trench_Label CHAR(2),
Length_M REAL,
Width_M REAL,
Max_Depth_M REAL,
Backfilled CHAR(1),
FOREIGN KEY (Excavation_ID) REFERENCES Excavations(Excavation_ID)
);
CREATE TABLE Finds (
Find_ID INTEGER PRIMARY KEY,
Trench_No INTEGER,
Material_Cd CHAR(3),
Object_Type VARCHAR(30),
Period VARCHAR(20),
Weight_g REAL,
Found_Dt DATE,
Recorded_By INTEGER,
On_Display CHAR(1),
FOREIGN KEY (Trench_No) REFERENCES Trenches(Trench_No),
FOREIGN KEY (Material_Cd) REFERENCES Ref_Material_Codes(Material_Cd)
);
CREATE TABLE Lab_Samples (
Sample_ID INTEGER PRIMARY KEY,
Find_ID INTEGER,
Lab_Name VARCHAR(40),
Method VARCHAR(12),
Sent_Dt DATE,
Result_BP INTEGER,
Cost_Amt REAL
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Material_Codes", materials),
                      _inserts("Sites", sites),
                      _inserts("Archaeologists", archs),
                      _inserts("Excavations", excavations),
                      _inserts("Trenches", trenches),
                      _inserts("Finds", finds),
                      _inserts("Lab_Samples", samples)]) + "\n"


DATABASES["archaeology_dig"] = _archaeology_dig()


# ---------------------------------------------------------------- apiary_coop

_VILLAGES = ["Ashwell", "Bramley", "Cotford", "Dinsley", "Eastcote", "Fernhill", "Gorsey", "Hazelbury",
             "Kilnsey", "Lydford"]
_APIARY_VILLAGES = ["Ashwell", "Bramley", "Cotford", "Dinsley", "Eastcote", "Fernhill", "Gorsey", "Hazelbury",
                    "Marden", "Nettlecombe"]
_HIVE_TYPES = [
    ("LANG", "Langstroth", 10, "United States"), ("NAT", "National", 11, "United Kingdom"),
    ("COMM", "Commercial", 11, "United Kingdom"), ("WBC", "WBC", 10, "United Kingdom"),
    ("TBH", "Top Bar", 24, "Kenya"), ("WAR", "Warre", 8, "France"), ("DAD", "Dadant", 11, "France"),
    ("SMI", "Smith", 11, "United Kingdom"), ("ROSE", "Rose", 12, "United Kingdom"), ("LAY", "Layens", 20, "France"),
    ("LLANG", "Long Langstroth", 30, "United States"), ("FLOW", "Flow Hive", 7, "Australia"),
    ("ZAN", "Zander", 10, "Germany"), ("DNM", "Deutsch Normal", 10, "Germany"), ("SEG", "Segeberger", 10, "Germany"),
    ("GOLD", "Golden Hive", 12, "Germany"), ("JAP", "Japanese Box", 6, "Japan"), ("POLY", "Poly National", 11, "Denmark"),
    ("KTB", "Kenyan Top Bar", 27, "Kenya"), ("SKEP", "Skep", None, "United Kingdom"), ("LOG", "Log Hive", None, "Poland"),
    ("ALP", "Alpine", 8, "France"),
]
_HIVE_W = [22, 40, 12, 10, 6, 4, 5, 3, 3, 0, 2, 4, 0, 0, 0, 0, 0, 6, 0, 1, 0, 0]
_APIARY_NAMES = ["Old Orchard", "Church Meadow", "Heather Top", "Mill Lane", "Rectory Garden", "Beacon Hill",
                 "Willow Bank", "Long Acre", "Stone Barn", "Hollybush", "Foxglove Field", "Ridgeway",
                 "Cider Press", "Lime Walk", "Brook End", "Dovecote", "Clover Ley", "Hop Garden", "Kiln Copse",
                 "Warren Farm", "Pond Close", "Holloway", "Greenway", "Bell Field", "Quarry Edge", "Sunny Bank",
                 "Primrose Lane", "Top Field", "Riverside", "Cherry Row"]
_FORAGE = {"Heather": "Heather", "Clover": "Clover", "Oilseed Rape": "Rapeseed", "Lime Trees": "Lime",
           "Borage": "Borage", "Mixed": "Wildflower", "Bramble": "Wildflower", "Orchard": "Blossom"}
_BREEDS = ["Buckfast", "Carniolan", "Italian", "Native Black", "Caucasian"]
_MARKETS = ["Ashwell Saturday Market", "County Show", "Farm Gate", "Christmas Fair", "Online Shop"]


def _apiary_coop():
    rng = random.Random(11202)
    people = _names(rng, 55)
    joined = sorted(rng.sample(range(1983, 2025), 40)) + sorted(rng.randint(2000, 2024) for _ in range(15))
    members = []
    for i, (first, last, _) in enumerate(people, 1):
        yr = joined[i - 1] if i <= 40 else joined[i - 1]
        members.append([i, first, last, rng.choice(_VILLAGES), str(yr), rng.randint(19, 84),
                        "N", None, None if rng.random() < 0.25 else f"07{rng.randint(700, 999)} {rng.randint(100000, 999999)}"])
    for m in rng.sample(members, 7):
        m[6] = "Y"
    for m in members:
        older = [o for o in members if int(o[4]) <= int(m[4]) - 3]
        if older and rng.random() < 0.55:
            m[7] = rng.choice(older[:18])[0]

    types = [list(t) for t in _HIVE_TYPES]

    alts = rng.sample(range(20, 420), 30)
    forages = list(_FORAGE)
    apiaries = []
    owners = [m[0] for m in members]
    for i, name in enumerate(_APIARY_NAMES, 1):
        owner = rng.choice(owners[:38])
        apiaries.append([i, name, rng.choice(_APIARY_VILLAGES), alts[i - 1], rng.choice(forages), owner,
                         _day(rng, "1990-03-01", "2022-09-30")])

    hives = []
    empty = {9, 23}
    full = [a for a in apiaries if a[0] not in empty]
    type_codes = [t[0] for t in _HIVE_TYPES]
    for hid in range(1, 181):
        a = rng.choice(full)
        htype = rng.choices(type_codes, _HIVE_W)[0]
        qyr = rng.randint(2019, 2024)
        hives.append([hid, a[0], htype, rng.choices(_BREEDS, [30, 25, 20, 15, 10])[0], qyr, rng.randint(0, 10),
                      "Y" if rng.random() < 0.85 else "N"])
    apiary_by_id = {a[0]: a for a in apiaries}

    inspections = []
    active = [h for h in hives if h[6] == "Y"]
    for iid in range(1, 301):
        h = rng.choice(active) if rng.random() < 0.93 else rng.choice(hives)
        owner = apiary_by_id[h[1]][5]
        mentor = members[owner - 1][7]
        inspector = owner if rng.random() < 0.6 else (mentor or rng.choice(owners)) if rng.random() < 0.5 else rng.choice(owners)
        dt = _day(rng, f"{rng.choice([2023, 2024])}-04-01", "2024-09-30")
        if dt[:4] == "2023" and dt[5:7] > "09":
            dt = dt[:5] + "09" + dt[7:]
        inspections.append([iid, h[0], dt, inspector, rng.randint(0, 60), rng.choices(["Calm", "Nervous", "Aggressive"], [60, 28, 12])[0],
                            "Y" if rng.random() < 0.7 else "N", "Y" if rng.random() < 0.15 else "N"])
    inspections.sort(key=lambda r: (r[2], r[1]))
    for i, r in enumerate(inspections, 1):
        r[0] = i

    harvests = []
    for hid in range(1, 221):
        h = rng.choice(hives)
        a = apiary_by_id[h[1]]
        yr = rng.choice([2022, 2023, 2024])
        honey = _FORAGE[a[4]] if rng.random() < 0.75 else "Wildflower"
        weight = f"{rng.randint(20, 97) / 2:.1f}"
        harvests.append([0, h[0], _day(rng, f"{yr}-06-15", f"{yr}-09-20"), honey, weight, _half(rng, 16, 20.5)])
    harvests.sort(key=lambda r: (r[2], r[1]))
    for i, r in enumerate(harvests, 1):
        r[0] = i

    sales = []
    sellers = [m[0] for m in members if m[0] not in (5, 17, 30, 44, 51)]
    for sid in range(1, 161):
        market = rng.choices(_MARKETS, [40, 15, 25, 10, 10])[0]
        dt = _day(rng, "2022-07-01", "2024-12-20")
        if market == "Christmas Fair":
            dt = f"{dt[:4]}-12-{rng.randint(1, 20):02d}"
        sales.append([0, rng.choice(sellers), market, dt, rng.randint(2, 60), _quarter(rng, 5, 9.5),
                      rng.choice(["Wildflower", "Heather", "Clover", "Lime", "Rapeseed", "Blossom", "Borage"])])
    sales.sort(key=lambda r: (r[3], r[1]))
    for i, r in enumerate(sales, 1):
        r[0] = i

    ddl = r'''
CREATE TABLE Members (
Member_ID INTEGER NOT NULL,
First_Name VARCHAR(30),
Last_Name VARCHAR(30),
Village VARCHAR(30),
Joined_Yr VARCHAR(4),
Age INTEGER,
Is_Board_Member CHAR(1),
Mentor_ID INTEGER,
Phone VARCHAR(15),
PRIMARY KEY (Member_ID),
FOREIGN KEY (Mentor_ID) REFERENCES Members(Member_ID)
);
CREATE TABLE Ref_Hive_Types (
Hive_Type_Cd VARCHAR(6) NOT NULL,
Hive_Type_Name VARCHAR(30),
Num_Frames INTEGER,
Origin_Country VARCHAR(20),
PRIMARY KEY (Hive_Type_Cd)
);
CREATE TABLE Apiaries (
ApiaryID INTEGER PRIMARY KEY,
Apiary_Name VARCHAR(40),
Village VARCHAR(30),
Altitude_m INTEGER,
Forage VARCHAR(20),
Owner_ID INTEGER,
Est_Dt DATE,
FOREIGN KEY (Owner_ID) REFERENCES Members(Member_ID)
);
CREATE TABLE Hives (
HiveID INTEGER PRIMARY KEY,
ApiaryID INTEGER,
Hive_Type_Cd VARCHAR(6),
Queen_Breed VARCHAR(20),
Queen_Yr INTEGER,
Brood_Frames INTEGER,
Is_Active CHAR(1),
FOREIGN KEY (ApiaryID) REFERENCES Apiaries(ApiaryID),
FOREIGN KEY (Hive_Type_Cd) REFERENCES Ref_Hive_Types(Hive_Type_Cd)
);
CREATE TABLE Inspections (
insp_id INTEGER PRIMARY KEY,
HiveID INTEGER,
insp_date DATE,
Inspector_ID INTEGER,
Varroa_Cnt INTEGER,
Temperament VARCHAR(10),
Queen_Seen CHAR(1),
Swarm_Cells CHAR(1),
FOREIGN KEY (HiveID) REFERENCES Hives(HiveID),
FOREIGN KEY (Inspector_ID) REFERENCES Members(Member_ID)
);
CREATE TABLE Harvests (
Harvest_ID INTEGER PRIMARY KEY,
HiveID INTEGER,
Harvest_Dt DATE,
Honey_Type VARCHAR(20),
Weight_Kg TEXT,
Moisture_Pct REAL,
FOREIGN KEY (HiveID) REFERENCES Hives(HiveID)
);
CREATE TABLE Jar_Sales (
Sale_ID INTEGER PRIMARY KEY,
Member_ID INTEGER,
Market VARCHAR(30),
Sale_Dt DATE,
Jars_Qty INTEGER,
Price_Per_Jar REAL,
Honey_Type VARCHAR(20)
);
'''
    return "\n".join([ddl,
                      _inserts("Members", members),
                      _inserts("Ref_Hive_Types", types),
                      _inserts("Apiaries", apiaries),
                      _inserts("Hives", hives),
                      _inserts("Inspections", inspections),
                      _inserts("Harvests", harvests),
                      _inserts("Jar_Sales", sales)]) + "\n"


DATABASES["apiary_coop"] = _apiary_coop()


# ---------------------------------------------------------------- esports_league

_GAMES = [
    ("LOL", "League of Legends", "MOBA", "Riot Games", 2009), ("DOTA2", "Dota 2", "MOBA", "Valve", 2013),
    ("CS2", "Counter-Strike 2", "Shooter", "Valve", 2023), ("VAL", "Valorant", "Shooter", "Riot Games", 2020),
    ("OW2", "Overwatch 2", "Shooter", "Blizzard", 2022), ("RL", "Rocket League", "Sports", "Psyonix", 2015),
    ("FC24", "EA Sports FC 24", "Sports", "Electronic Arts", 2023), ("SC2", "StarCraft II", "Strategy", "Blizzard", 2010),
    ("R6S", "Rainbow Six Siege", "Shooter", "Ubisoft", 2015), ("APEX", "Apex Legends", "Battle Royale", "Respawn", 2019),
    ("FN", "Fortnite", "Battle Royale", "Epic Games", 2017), ("PUBG", "PUBG Battlegrounds", "Battle Royale", "Krafton", 2017),
    ("HS", "Hearthstone", "Card", "Blizzard", 2014), ("SF6", "Street Fighter 6", "Fighting", "Capcom", 2023),
    ("TK8", "Tekken 8", "Fighting", "Bandai Namco", 2024), ("SSBU", "Super Smash Bros. Ultimate", "Fighting", "Nintendo", 2018),
    ("HALO", "Halo Infinite", "Shooter", "Xbox Game Studios", 2021), ("MLBB", "Mobile Legends", "MOBA", "Moonton", 2016),
    ("AOE2", "Age of Empires II", "Strategy", "Xbox Game Studios", 1999), ("CR", "Clash Royale", "Strategy", "Supercell", 2016),
    ("TFT", "Teamfight Tactics", "Strategy", "Riot Games", 2019), ("SMITE", "Smite", "MOBA", "Hi-Rez Studios", 2014),
]
_TEAM_GAMES = ["LOL", "VAL", "CS2", "DOTA2", "RL", "OW2", "R6S"]
_TEAMS = [
    ("Crimson Foxes", "London", "United Kingdom"), ("Nordic Wolves", "Stockholm", "Sweden"),
    ("Iron Owls", "Berlin", "Germany"), ("Blue Comets", "Paris", "France"), ("Storm Riders", "Madrid", "Spain"),
    ("Night Lynx", "Warsaw", "Poland"), ("Golden Krakens", "Copenhagen", "Denmark"), ("Silent Vipers", "Seoul", "South Korea"),
    ("Jade Dragons", "Shanghai", "China"), ("Neon Samurai", "Tokyo", "Japan"), ("Red Bison", "Chicago", "United States"),
    ("Lone Star Rangers", "Dallas", "United States"), ("Maple Hawks", "Toronto", "Canada"), ("Samba Tigers", "Sao Paulo", "Brazil"),
    ("Aurora Gaming", "Oslo", "Norway"), ("Baltic Bears", "Riga", "Latvia"), ("Cobalt Rhinos", "Kyiv", "Ukraine"),
    ("Desert Falcons", "Riyadh", "Saudi Arabia"), ("Echo Pandas", "Chengdu", "China"), ("Frost Giants", "Helsinki", "Finland"),
    ("Gravity Esports", "Los Angeles", "United States"), ("Harbor Sharks", "Hamburg", "Germany"),
    ("Inferno Club", "Barcelona", "Spain"), ("Kingsmen", "Manchester", "United Kingdom"), ("Lotus Ninjas", "Busan", "South Korea"),
    ("Monarch Five", "Amsterdam", "Netherlands"), ("Obsidian Order", "Prague", "Czechia"), ("Pixel Pirates", "Lisbon", "Portugal"),
    ("Quantum Squad", "Sydney", "Australia"), ("Rogue Titans", "Istanbul", "Turkey"), ("Solar Flare", "Mexico City", "Mexico"),
    ("Thunder Yaks", "Ulaanbaatar", "Mongolia"), ("Ultra Vortex", "Singapore", "Singapore"), ("Velvet Ravens", "Brussels", "Belgium"),
    ("Wild Cards", "New York", "United States"), ("Zenith Stars", "Vienna", "Austria"),
]
_POSITIONS = {"LOL": ["Top", "Jungle", "Mid", "ADC", "Support"], "DOTA2": ["Carry", "Mid", "Offlane", "Support", "Hard Support"],
              "VAL": ["Duelist", "Controller", "Initiator", "Sentinel", "Flex"], "CS2": ["Entry", "AWPer", "Lurker", "Support", "IGL"],
              "OW2": ["Tank", "Damage", "Damage", "Support", "Support"], "R6S": ["Entry", "Flex", "Support", "Anchor", "IGL"],
              "RL": ["Striker", "Midfielder", "Keeper"]}
_NICK_A = ["Zed", "Kai", "Vex", "Nyx", "Rook", "Ace", "Blaze", "Crux", "Dash", "Echo", "Flux", "Grim", "Hex", "Ion",
           "Jinx", "Kode", "Lux", "Mako", "Nova", "Onyx", "Pyro", "Quill", "Rift", "Sly", "Tusk", "Volt", "Wisp", "Xeno"]
_NICK_B = ["", "x", "99", "Z", "er", "o", "ix", "7", "y"]
_NATIONALITY = {"United Kingdom": "British", "Sweden": "Swedish", "Germany": "German", "France": "French", "Spain": "Spanish",
                "Poland": "Polish", "Denmark": "Danish", "South Korea": "Korean", "China": "Chinese", "Japan": "Japanese",
                "United States": "American", "Canada": "Canadian", "Brazil": "Brazilian", "Norway": "Norwegian",
                "Latvia": "Latvian", "Ukraine": "Ukrainian", "Saudi Arabia": "Saudi", "Finland": "Finnish",
                "Netherlands": "Dutch", "Czechia": "Czech", "Portugal": "Portuguese", "Australia": "Australian",
                "Turkey": "Turkish", "Mexico": "Mexican", "Mongolia": "Mongolian", "Singapore": "Singaporean",
                "Belgium": "Belgian", "Austria": "Austrian"}
_T_PREFIX = ["Northern", "Summit", "Apex", "Titan", "Vanguard", "Horizon", "Frontier", "Eclipse"]
_T_SUFFIX = ["Masters", "Open", "Invitational", "Championship", "Cup", "Series"]
_T_CITIES = ["London", "Berlin", "Katowice", "Cologne", "Paris", "Seoul", "Shanghai", "Los Angeles", "Dallas",
             "Stockholm", "Copenhagen", "Riyadh", "Singapore", "Madrid"]
_SPONSORS = [("VoltRush", "Energy Drink"), ("Hyperion PCs", "Hardware"), ("Kestrel Mice", "Hardware"),
             ("NovaTel", "Telecom"), ("Streamline", "Telecom"), ("Urban Thread", "Apparel"), ("Pulse Wear", "Apparel"),
             ("Lucky Spin", "Betting"), ("OddsOn", "Betting"), ("Torque Motors", "Automotive"), ("CoinPilot", "Fintech"),
             ("PayNest", "Fintech"), ("FizzUp", "Energy Drink"), ("Arcadia Chairs", "Furniture"),
             ("Quantix GPUs", "Hardware"), ("SnackPack", "Food"), ("Zephyr Air", "Airline"), ("Byte Bank", "Fintech"),
             ("Ironclad Monitors", "Hardware"), ("Polar Cola", "Energy Drink")]


def _esports_league():
    rng = random.Random(11303)
    games = [list(g) for g in _GAMES]

    founded = [rng.randint(2008, 2022) for _ in _TEAMS]
    teams = []
    game_w = [8, 7, 7, 4, 4, 3, 3]
    for i, (name, city, country) in enumerate(_TEAMS, 1):
        game = rng.choices(_TEAM_GAMES, game_w)[0]
        coach = None if rng.random() < 0.2 else f"{rng.choice(_FIRST_M + _FIRST_F)} {rng.choice(_LAST)}"
        teams.append([i, name, city, country, game, str(founded[i - 1]), coach])
    # every team game has at least three teams
    for g in _TEAM_GAMES:
        have = [t for t in teams if t[4] == g]
        while len(have) < 3:
            donor = max(_TEAM_GAMES, key=lambda x: sum(1 for t in teams if t[4] == x))
            t = next(t for t in teams if t[4] == donor)
            t[4] = g
            have = [t for t in teams if t[4] == g]

    nicks = set()
    players = []
    salaries = rng.sample(range(40, 900), 200)
    for pid in range(1, 201):
        while True:
            nick = rng.choice(_NICK_A) + rng.choice(_NICK_B)
            if nick not in nicks:
                break
        nicks.add(nick)
        if pid <= 144:
            team = teams[(pid - 1) % 36]
        elif pid <= 180:
            team = rng.choice(teams[:24])
        else:
            team = None
        country = team[3] if team and rng.random() < 0.7 else rng.choice(_TEAMS)[2]
        female = rng.random() < 0.12
        real = f"{rng.choice(_FIRST_F if female else _FIRST_M)} {rng.choice(_LAST)}"
        pos = rng.choice(_POSITIONS[team[4]]) if team else None
        players.append([pid, nick, real, rng.randint(17, 31), _NATIONALITY[country], team[0] if team else None, pos,
                        salaries[pid - 1] * 500, "N"])
    for t in teams:
        squad = [p for p in players if p[5] == t[0]]
        rng.choice(squad)[8] = "Y"

    tournaments = []
    tnames = set()
    prizes = rng.sample(range(100, 990), 40)
    while len(tournaments) < 40:
        game = rng.choices(_TEAM_GAMES, game_w)[0]
        yr = rng.randint(2021, 2024)
        name = f"{rng.choice(_T_PREFIX)} {game} {rng.choice(_T_SUFFIX)} {yr}"
        if name in tnames:
            continue
        tnames.add(name)
        online = "Y" if rng.random() < 0.3 else "N"
        city = None if online == "Y" and rng.random() < 0.5 else rng.choice(_T_CITIES)
        tournaments.append([0, name, game, city, _day(rng, f"{yr}-01-10", f"{yr}-11-30"),
                            str(prizes[len(tournaments)] * 1000), online, rng.choices(["S", "A", "B"], [2, 4, 4])[0]])
    tournaments.sort(key=lambda t: t[4])
    for i, t in enumerate(tournaments, 1):
        t[0] = i

    matches = []
    for mid in range(1, 261):
        t = rng.choice(tournaments)
        pool = [x for x in teams if x[4] == t[2]]
        home, away = rng.sample(pool, 2)
        winner = home if rng.random() < 0.55 else away
        best = rng.choices([1, 3, 5], [3, 6, 1])[0]
        matches.append([0, t[0], home[0], away[0], winner[0], _plus(t[4], rng.randint(0, 10)), best,
                        rng.randint(25, 60) * best, rng.randint(5, 900)])
    matches.sort(key=lambda m: (m[5], m[1], m[2]))
    for i, m in enumerate(matches, 1):
        m[0] = i

    deals = []
    unsponsored = {6, 19, 32}
    for did in range(1, 71):
        team = rng.choice([t for t in teams if t[0] not in unsponsored])
        sponsor, industry = rng.choice(_SPONSORS)
        deals.append([did, team[0], sponsor, industry, rng.randint(4, 120) * 5000, rng.randint(2018, 2024),
                      "Y" if rng.random() < 0.2 else "N"])

    ddl = r'''
CREATE TABLE Ref_Game_Titles (
Game_Cd VARCHAR(5) NOT NULL,
Game_Title VARCHAR(40),
Genre VARCHAR(20),
Publisher VARCHAR(30),
Release_Yr INTEGER,
PRIMARY KEY (Game_Cd)
);
CREATE TABLE Teams (
TeamID INTEGER PRIMARY KEY,
Team_Name VARCHAR(40),
Home_City VARCHAR(30),
Country VARCHAR(30),
Game_Cd VARCHAR(5),
Founded VARCHAR(4),
Coach VARCHAR(40),
FOREIGN KEY (Game_Cd) REFERENCES Ref_Game_Titles(Game_Cd)
);
CREATE TABLE Players (
Player_ID INTEGER PRIMARY KEY,
Nickname VARCHAR(20),
Real_Name VARCHAR(40),
Age INTEGER,
Nationality VARCHAR(20),
TeamID INTEGER,
Position VARCHAR(15),
Salary_USD INTEGER,
Is_Captain CHAR(1),
FOREIGN KEY (TeamID) REFERENCES Teams(TeamID)
);
CREATE TABLE Tournaments (
tournament_id INTEGER PRIMARY KEY,
tournament_name VARCHAR(50),
Game_Cd VARCHAR(5),
Host_City VARCHAR(30),
Start_Date DATE,
Prize_Pool_USD TEXT,
Is_Online CHAR(1),
Tier CHAR(1),
FOREIGN KEY (Game_Cd) REFERENCES Ref_Game_Titles(Game_Cd)
);
CREATE TABLE Matches (
Match_ID INTEGER PRIMARY KEY,
tournament_id INTEGER,
Home_Team_ID INTEGER,
Away_Team_ID INTEGER,
Winner_Team_ID INTEGER,
Match_Dt DATE,
Best_Of INTEGER,
Duration_Min INTEGER,
Viewers_K INTEGER,
FOREIGN KEY (tournament_id) REFERENCES Tournaments(tournament_id),
FOREIGN KEY (Home_Team_ID) REFERENCES Teams(TeamID),
FOREIGN KEY (Away_Team_ID) REFERENCES Teams(TeamID)
);
CREATE TABLE Sponsorship_Deals (
Deal_ID INTEGER PRIMARY KEY,
TeamID INTEGER,
Sponsor_Name VARCHAR(40),
Industry VARCHAR(20),
Amt_USD INTEGER,
Start_Yr INTEGER,
Is_Exclusive CHAR(1)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Game_Titles", games),
                      _inserts("Teams", teams),
                      _inserts("Players", players),
                      _inserts("Tournaments", tournaments),
                      _inserts("Matches", matches),
                      _inserts("Sponsorship_Deals", deals)]) + "\n"


DATABASES["esports_league"] = _esports_league()

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
# Every intent is asked twice; the second wording carries again=True and follows the first.
# role=True marks an intent that uses two keys to one table, self_ref=True one that uses a
# self-reference (information only, counted in the summary printed after writing).

QUESTIONS = [
    # ------------------------------------------------------------------ archaeology_dig
    dict(
        db="archaeology_dig", shape="simple",
        q="How many sites are there in Yorkshire?",
        sql="select count(*) from sites where county = 'Yorkshire'",
        P=("sites_area_ha", "sites", "county", "area_ha",
           "select number from sites_area_ha where county = 'Yorkshire'"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="Count the sites located in the county of Yorkshire.",
        sql="select count(site_id) from sites where county = 'Yorkshire'",
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="What are the names of the sites that are scheduled monuments?",
        sql="select site_name from sites where is_scheduled = 'Y'",
        J=[("sites", "Is_Scheduled",
            "select t1.site_name from sites as t1 join sites_is_scheduled as t2 on t1.site_id = t2.site_id where t2.is_scheduled = 'Y'")],
        C=("sites", "Is_Scheduled", "scheduled", "is_protected",
           "select site_name from sites where {c} = 'Y'"),
        T=("sites", "dig_site", "locality",
           "select site_name from {t} where is_scheduled = 'Y'"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="Which sites are protected as scheduled monuments? Give their names in alphabetical order.",
        sql="select site_name from sites where is_scheduled = 'Y' order by site_name",
        J=[("sites", "Is_Scheduled",
            "select t1.site_name from sites as t1 join sites_is_scheduled as t2 on t1.site_id = t2.site_id where t2.is_scheduled = 'Y' order by t1.site_name")],
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="How old is the oldest archaeologist?",
        sql="select max(age) from archaeologists",
        C=("archaeologists", "Age", "age_years", "current_age",
           "select max({c}) from archaeologists"),
        P=("archaeologists_age", "archaeologists", None, "age",
           "select max_age from archaeologists_age"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="Give the age of the archaeologist who is older than all the others.",
        sql="select age from archaeologists order by age desc limit 1",
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="What are the different employers of the archaeologists younger than 30?",
        sql="select distinct employer from archaeologists where age < 30",
        J=[("archaeologists", "Employer",
            "select distinct t2.employer from archaeologists as t1 join archaeologists_employer as t2 on t1.archid = t2.archid where t1.age < 30")],
        C=("archaeologists", "Employer", "organisation", "employed_by",
           "select distinct {c} from archaeologists where age < 30"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="Which organisations employ archaeologists under the age of 30? List each one once.",
        sql="select employer from archaeologists where age < 30 group by employer",
        J=[("archaeologists", "Employer",
            "select t2.employer from archaeologists as t1 join archaeologists_employer as t2 on t1.archid = t2.archid where t1.age < 30 group by t2.employer")],
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="What is the average weight of the finds from the Roman period?",
        sql="select avg(weight_g) from finds where period = 'Roman'",
        J=[("finds", "Weight_g",
            "select avg(t2.weight_g) from finds as t1 join finds_weight_g as t2 on t1.find_id = t2.find_id where t1.period = 'Roman'")],
        C=("finds", "Weight_g", "weight", "mass_g",
           "select avg({c}) from finds where period = 'Roman'"),
        P=("finds_weight_g", "finds", "period", "weight_g",
           "select avg_weight_g from finds_weight_g where period = 'Roman'"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="On average, how heavy are the Roman finds?",
        sql="select avg(t1.weight_g) from finds as t1 where t1.period = 'Roman'",
        J=[("finds", "Weight_g",
            "select avg(t2.weight_g) from finds as t1 join finds_weight_g as t2 on t1.find_id = t2.find_id where t1.period = 'Roman'")],
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="Which sites were discovered before 1870? Give their names.",
        sql="select site_name from sites where discovered_yr < 1870",
        J=[("sites", "Discovered_Yr",
            "select t1.site_name from sites as t1 join sites_discovered_yr as t2 on t1.site_id = t2.site_id where t2.discovered_yr < 1870")],
        C=("sites", "Discovered_Yr", "year_found", "discovery_year",
           "select site_name from sites where {c} < 1870"),
        T=("sites", "dig_site", "locality",
           "select site_name from {t} where discovered_yr < 1870"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="List the names of all sites whose year of discovery is earlier than 1870.",
        sql="select site_name from sites where discovered_yr <= 1869",
        J=[("sites", "Discovered_Yr",
            "select t1.site_name from sites as t1 join sites_discovered_yr as t2 on t1.site_id = t2.site_id where t2.discovered_yr <= 1869")],
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="How many finds are on display?",
        sql="select count(*) from finds where on_display = 'Y'",
        T=("finds", "artefact", "small_find",
           "select count(*) from {t} where on_display = 'Y'"),
        P=("finds_weight_g", "finds", "on_display", "weight_g",
           "select number from finds_weight_g where on_display = 'Y'"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="Count the finds that are currently being displayed.",
        sql="select count(find_id) from finds where on_display = 'Y'",
        T=("finds", "artefact", "small_find",
           "select count(find_id) from {t} where on_display = 'Y'"),
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="List the names of all sites in the order in which they were discovered.",
        sql="select site_name from sites order by discovered_yr",
        J=[("sites", "Discovered_Yr",
            "select t1.site_name from sites as t1 join sites_discovered_yr as t2 on t1.site_id = t2.site_id order by t2.discovered_yr")],
        C=("sites", "Discovered_Yr", "year_found", "discovery_year",
           "select site_name from sites order by {c}"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="Show the site names sorted by year of discovery, from the earliest to the latest.",
        sql="select site_name from sites order by discovered_yr asc",
        J=[("sites", "Discovered_Yr",
            "select t1.site_name from sites as t1 join sites_discovered_yr as t2 on t1.site_id = t2.site_id order by t2.discovered_yr asc")],
    ),
    dict(
        db="archaeology_dig", shape="agg",
        q="Which periods have more than 40 finds?",
        sql="select period from finds group by period having count(*) > 40",
    ),
    dict(
        db="archaeology_dig", shape="agg", again=True,
        q="List the periods that are represented by over 40 finds.",
        sql="select period from finds group by period having count(find_id) > 40",
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="List the name and area of every site, from the largest to the smallest.",
        sql="select site_name, area_ha from sites order by area_ha desc",
        J=[("sites", "Area_Ha",
            "select t1.site_name, t2.area_ha from sites as t1 join sites_area_ha as t2 on t1.site_id = t2.site_id order by t2.area_ha desc")],
        C=("sites", "Area_Ha", "area", "size_hectares",
           "select site_name, {c} from sites order by {c} desc"),
        T=("sites", "dig_site", "locality",
           "select site_name, area_ha from {t} order by area_ha desc"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="How big is each site? Show the site names and their areas in hectares, biggest first.",
        sql="select t1.site_name, t1.area_ha from sites as t1 order by t1.area_ha desc",
        J=[("sites", "site_name",
            "select t2.site_name, t1.area_ha from sites as t1 join sites_site_name as t2 on t1.site_id = t2.site_id order by t1.area_ha desc")],
    ),
    dict(
        db="archaeology_dig", shape="agg",
        q="How many finds are there from each period?",
        sql="select period, count(*) from finds group by period",
        T=("finds", "artefact", "small_find",
           "select period, count(*) from {t} group by period"),
        P=("finds_weight_g", "finds", "period", "weight_g",
           "select period, number from finds_weight_g"),
    ),
    dict(
        db="archaeology_dig", shape="agg", again=True,
        q="For every period, show the period and the number of finds dated to it.",
        sql="select period, count(find_id) from finds group by period",
        T=("finds", "artefact", "small_find",
           "select period, count(find_id) from {t} group by period"),
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="What is the name of the site that was discovered most recently?",
        sql="select site_name from sites order by discovered_yr desc limit 1",
        J=[("sites", "Discovered_Yr",
            "select t1.site_name from sites as t1 join sites_discovered_yr as t2 on t1.site_id = t2.site_id order by t2.discovered_yr desc limit 1")],
        C=("sites", "Discovered_Yr", "year_found", "discovery_year",
           "select site_name from sites order by {c} desc limit 1"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True,
        q="Which site has the latest year of discovery?",
        sql="select site_name from sites where discovered_yr = (select max(discovered_yr) from sites)",
        J=[("sites", "Discovered_Yr",
            "select t1.site_name from sites as t1 join sites_discovered_yr as t2 on t1.site_id = t2.site_id where t2.discovered_yr = (select max(discovered_yr) from sites_discovered_yr)")],
    ),
    dict(
        db="archaeology_dig", shape="join",
        q="What kinds of objects made of bronze have been found?",
        sql="select distinct t1.object_type from finds as t1 join ref_material_codes as t2 on t1.material_cd = t2.material_cd where t2.material_desc = 'Bronze'",
        J=[("ref_material_codes", "Material_Desc",
            "select distinct t1.object_type from finds as t1 join ref_material_codes as t2 on t1.material_cd = t2.material_cd join ref_material_codes_material_desc as t3 on t2.material_cd = t3.material_cd where t3.material_desc = 'Bronze'")],
        C=("ref_material_codes", "Material_Desc", "material_name", "substance",
           "select distinct t1.object_type from finds as t1 join ref_material_codes as t2 on t1.material_cd = t2.material_cd where t2.{c} = 'Bronze'"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True,
        q="List the different object types of the finds whose material is Bronze.",
        sql="select distinct object_type from finds where material_cd in (select material_cd from ref_material_codes where material_desc = 'Bronze')",
        J=[("ref_material_codes", "Material_Desc",
            "select distinct object_type from finds where material_cd in (select t1.material_cd from ref_material_codes as t1 join ref_material_codes_material_desc as t2 on t1.material_cd = t2.material_cd where t2.material_desc = 'Bronze')")],
    ),
    dict(
        db="archaeology_dig", shape="join",
        q="For each site, show its name and how many excavations it has had.",
        sql="select t2.site_name, count(*) from excavations as t1 join sites as t2 on t1.site_id = t2.site_id group by t1.site_id",
        J=[("sites", "site_name",
            "select t3.site_name, count(*) from excavations as t1 join sites as t2 on t1.site_id = t2.site_id join sites_site_name as t3 on t2.site_id = t3.site_id group by t1.site_id")],
        T=("excavations", "dig_season", "field_season",
           "select t2.site_name, count(*) from {t} as t1 join sites as t2 on t1.site_id = t2.site_id group by t1.site_id"),
        P=("sites_excavations_volunteers_qty", "excavations as t1 join sites as t2 on t1.site_id = t2.site_id",
           "t2.site_name", "t1.volunteers_qty",
           "select site_name, number from sites_excavations_volunteers_qty"),
    ),
    dict(
        db="archaeology_dig", shape="join", again=True,
        q="How many excavation seasons took place at each site? List the site names with the counts.",
        sql="select t1.site_name, count(*) from sites as t1 join excavations as t2 on t1.site_id = t2.site_id group by t1.site_id",
        J=[("sites", "site_name",
            "select t3.site_name, count(*) from sites as t1 join excavations as t2 on t1.site_id = t2.site_id join sites_site_name as t3 on t1.site_id = t3.site_id group by t1.site_id")],
    ),
    dict(
        db="archaeology_dig", shape="simple",
        q="What are the first and last names of the archaeologists who are older than 60?",
        sql="select fname, lname from archaeologists where age > 60",
        J=[("archaeologists", "Age",
            "select t1.fname, t1.lname from archaeologists as t1 join archaeologists_age as t2 on t1.archid = t2.archid where t2.age > 60")],
        C=("archaeologists", "Age", "age_years", "current_age",
           "select fname, lname from archaeologists where {c} > 60"),
        T=("archaeologists", "excavator", "researcher",
           "select fname, lname from {t} where age > 60"),
    ),
    dict(
        db="archaeology_dig", shape="simple", again=True,
        q="Which archaeologists are over 60 years old? Give their first names and surnames.",
        sql="select fname, lname from archaeologists where age >= 61",
        J=[("archaeologists", "Age",
            "select t1.fname, t1.lname from archaeologists as t1 join archaeologists_age as t2 on t1.archid = t2.archid where t2.age >= 61")],
    ),
    dict(
        db="archaeology_dig", shape="agg",
        q="What is the total budget of the excavations in each season year?",
        sql="select season_yr, sum(budget_amt) from excavations group by season_yr",
        J=[("excavations", "Budget_Amt",
            "select t1.season_yr, sum(t2.budget_amt) from excavations as t1 join excavations_budget_amt as t2 on t1.excavation_id = t2.excavation_id group by t1.season_yr")],
        C=("excavations", "Budget_Amt", "budget", "funding_amt",
           "select season_yr, sum({c}) from excavations group by season_yr"),
        P=("excavations_budget_amt", "excavations", "season_yr", "budget_amt",
           "select season_yr, sum_budget_amt from excavations_budget_amt"),
    ),
    dict(
        db="archaeology_dig", shape="agg", again=True,
        q="Show each season year together with the combined budget of that year's excavations, ordered by year.",
        sql="select season_yr, sum(budget_amt) from excavations group by season_yr order by season_yr",
        J=[("excavations", "Budget_Amt",
            "select t1.season_yr, sum(t2.budget_amt) from excavations as t1 join excavations_budget_amt as t2 on t1.excavation_id = t2.excavation_id group by t1.season_yr order by t1.season_yr")],
    ),
    dict(
        db="archaeology_dig", shape="join",
        q="When did the excavations at Redcliffe Wharf start and end?",
        sql="select t1.start_dt, t1.end_dt from excavations as t1 join sites as t2 on t1.site_id = t2.site_id where t2.site_name = 'Redcliffe Wharf'",
        J=[("sites", "site_name",
            "select t1.start_dt, t1.end_dt from excavations as t1 join sites as t2 on t1.site_id = t2.site_id join sites_site_name as t3 on t2.site_id = t3.site_id where t3.site_name = 'Redcliffe Wharf'")],
        C=("excavations", "Start_Dt", "start_date", "began_on",
           "select t1.{c}, t1.end_dt from excavations as t1 join sites as t2 on t1.site_id = t2.site_id where t2.site_name = 'Redcliffe Wharf'"),
        T=("excavations", "dig_season", "field_season",
           "select t1.start_dt, t1.end_dt from {t} as t1 join sites as t2 on t1.site_id = t2.site_id where t2.site_name = 'Redcliffe Wharf'"),
    ),
    dict(
        db="archaeology_dig", shape="join", again=True,
        q="Give the start date and end date of every excavation at the site called Redcliffe Wharf.",
        sql="select t2.start_dt, t2.end_dt from sites as t1 join excavations as t2 on t1.site_id = t2.site_id where t1.site_name = 'Redcliffe Wharf'",
        J=[("excavations", "Start_Dt",
            "select t3.start_dt, t2.end_dt from sites as t1 join excavations as t2 on t1.site_id = t2.site_id join excavations_start_dt as t3 on t2.excavation_id = t3.excavation_id where t1.site_name = 'Redcliffe Wharf'")],
    ),
    dict(
        db="archaeology_dig", shape="agg",
        q="For each lab that has tested more than 15 samples, what is the average cost of its samples?",
        sql="select lab_name, avg(cost_amt) from lab_samples group by lab_name having count(*) > 15",
        J=[("lab_samples", "Cost_Amt",
            "select t1.lab_name, avg(t2.cost_amt) from lab_samples as t1 join lab_samples_cost_amt as t2 on t1.sample_id = t2.sample_id group by t1.lab_name having count(*) > 15")],
        C=("lab_samples", "Cost_Amt", "price", "fee_amt",
           "select lab_name, avg({c}) from lab_samples group by lab_name having count(*) > 15"),
        P=("lab_samples_cost_amt", "lab_samples", "lab_name", "cost_amt",
           "select lab_name, avg_cost_amt from lab_samples_cost_amt where number > 15"),
    ),
    dict(
        db="archaeology_dig", shape="agg", again=True,
        q="Show the name of every laboratory with over 15 samples, along with the average cost of a sample there.",
        sql="select lab_name, avg(cost_amt) from lab_samples group by lab_name having count(sample_id) > 15",
        J=[("lab_samples", "Cost_Amt",
            "select t1.lab_name, avg(t2.cost_amt) from lab_samples as t1 join lab_samples_cost_amt as t2 on t1.sample_id = t2.sample_id group by t1.lab_name having count(t1.sample_id) > 15")],
    ),
    dict(
        db="archaeology_dig", shape="nested",
        q="Which materials have never been found? Give their descriptions.",
        sql="select material_desc from ref_material_codes where material_cd not in (select material_cd from finds)",
        J=[("ref_material_codes", "Material_Desc",
            "select t2.material_desc from ref_material_codes as t1 join ref_material_codes_material_desc as t2 on t1.material_cd = t2.material_cd where t1.material_cd not in (select material_cd from finds)")],
        C=("ref_material_codes", "Material_Desc", "material_name", "substance",
           "select {c} from ref_material_codes where material_cd not in (select material_cd from finds)"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True,
        q="List the descriptions of the materials that no find is made of.",
        sql="select material_desc from ref_material_codes except select t1.material_desc from ref_material_codes as t1 join finds as t2 on t1.material_cd = t2.material_cd",
        J=[("ref_material_codes", "Material_Desc",
            "select t2.material_desc from ref_material_codes as t1 join ref_material_codes_material_desc as t2 on t1.material_cd = t2.material_cd except select t3.material_desc from ref_material_codes as t1 join finds as t2 on t1.material_cd = t2.material_cd join ref_material_codes_material_desc as t3 on t1.material_cd = t3.material_cd")],
    ),
    dict(
        db="archaeology_dig", shape="nested",
        q="Which sites are bigger than the average site? Give their names.",
        sql="select site_name from sites where area_ha > (select avg(area_ha) from sites)",
        J=[("sites", "Area_Ha",
            "select t1.site_name from sites as t1 join sites_area_ha as t2 on t1.site_id = t2.site_id where t2.area_ha > (select avg(area_ha) from sites_area_ha)")],
        C=("sites", "Area_Ha", "area", "size_hectares",
           "select site_name from sites where {c} > (select avg({c}) from sites)"),
        T=("sites", "dig_site", "locality",
           "select site_name from {t} where area_ha > (select avg(area_ha) from {t})"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True,
        q="List the names of the sites whose area is above the average area of all sites.",
        sql="select t1.site_name from sites as t1 where t1.area_ha > (select avg(area_ha) from sites)",
        J=[("sites", "Area_Ha",
            "select t1.site_name from sites as t1 join sites_area_ha as t2 on t1.site_id = t2.site_id where t2.area_ha > (select avg(t3.area_ha) from sites_area_ha as t3)")],
    ),
    dict(
        db="archaeology_dig", shape="join", role=True,
        q="What are the first and last names of the directors of the excavations at Kestle Round?",
        sql="select t3.fname, t3.lname from excavations as t1 join sites as t2 on t1.site_id = t2.site_id join archaeologists as t3 on t1.director_id = t3.archid where t2.site_name = 'Kestle Round'",
        J=[("sites", "site_name",
            "select t3.fname, t3.lname from excavations as t1 join sites as t2 on t1.site_id = t2.site_id join archaeologists as t3 on t1.director_id = t3.archid join sites_site_name as t4 on t2.site_id = t4.site_id where t4.site_name = 'Kestle Round'")],
        C=("archaeologists", "LName", "surname", "family_name",
           "select t3.fname, t3.{c} from excavations as t1 join sites as t2 on t1.site_id = t2.site_id join archaeologists as t3 on t1.director_id = t3.archid where t2.site_name = 'Kestle Round'"),
        T=("excavations", "dig_season", "field_season",
           "select t3.fname, t3.lname from {t} as t1 join sites as t2 on t1.site_id = t2.site_id join archaeologists as t3 on t1.director_id = t3.archid where t2.site_name = 'Kestle Round'"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True, role=True,
        q="Who directed the digs at Kestle Round? Give their first names and last names.",
        sql="select fname, lname from archaeologists where archid in (select t1.director_id from excavations as t1 join sites as t2 on t1.site_id = t2.site_id where t2.site_name = 'Kestle Round')",
        J=[("archaeologists", "LName",
            "select t1.fname, t2.lname from archaeologists as t1 join archaeologists_lname as t2 on t1.archid = t2.archid where t1.archid in (select t1.director_id from excavations as t1 join sites as t2 on t1.site_id = t2.site_id where t2.site_name = 'Kestle Round')")],
    ),
    dict(
        db="archaeology_dig", shape="nested",
        q="Which counties have both scheduled and unscheduled sites?",
        sql="select county from sites where is_scheduled = 'Y' intersect select county from sites where is_scheduled = 'N'",
        J=[("sites", "Is_Scheduled",
            "select t1.county from sites as t1 join sites_is_scheduled as t2 on t1.site_id = t2.site_id where t2.is_scheduled = 'Y' intersect select t1.county from sites as t1 join sites_is_scheduled as t2 on t1.site_id = t2.site_id where t2.is_scheduled = 'N'")],
        C=("sites", "Is_Scheduled", "scheduled", "is_protected",
           "select county from sites where {c} = 'Y' intersect select county from sites where {c} = 'N'"),
        T=("sites", "dig_site", "locality",
           "select county from {t} where is_scheduled = 'Y' intersect select county from {t} where is_scheduled = 'N'"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True,
        q="Find the counties that contain at least one site that is not scheduled and at least one scheduled site.",
        sql="select county from sites where is_scheduled = 'N' intersect select county from sites where is_scheduled = 'Y'",
        J=[("sites", "County",
            "select t2.county from sites as t1 join sites_county as t2 on t1.site_id = t2.site_id where t1.is_scheduled = 'N' intersect select t2.county from sites as t1 join sites_county as t2 on t1.site_id = t2.site_id where t1.is_scheduled = 'Y'")],
    ),
    dict(
        db="archaeology_dig", shape="join",
        q="Which laboratories have tested samples from human bone finds?",
        sql="select distinct t1.lab_name from lab_samples as t1 join finds as t2 on t1.find_id = t2.find_id join ref_material_codes as t3 on t2.material_cd = t3.material_cd where t3.material_desc = 'Human Bone'",
        J=[("ref_material_codes", "Material_Desc",
            "select distinct t1.lab_name from lab_samples as t1 join finds as t2 on t1.find_id = t2.find_id join ref_material_codes as t3 on t2.material_cd = t3.material_cd join ref_material_codes_material_desc as t4 on t3.material_cd = t4.material_cd where t4.material_desc = 'Human Bone'")],
        C=("lab_samples", "Lab_Name", "laboratory", "lab",
           "select distinct t1.{c} from lab_samples as t1 join finds as t2 on t1.find_id = t2.find_id join ref_material_codes as t3 on t2.material_cd = t3.material_cd where t3.material_desc = 'Human Bone'"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True,
        q="List the names of the labs that received a sample taken from a find made of human bone.",
        sql="select distinct lab_name from lab_samples where find_id in (select t1.find_id from finds as t1 join ref_material_codes as t2 on t1.material_cd = t2.material_cd where t2.material_desc = 'Human Bone')",
        J=[("lab_samples", "Lab_Name",
            "select distinct t2.lab_name from lab_samples as t1 join lab_samples_lab_name as t2 on t1.sample_id = t2.sample_id where t1.find_id in (select t1.find_id from finds as t1 join ref_material_codes as t2 on t1.material_cd = t2.material_cd where t2.material_desc = 'Human Bone')")],
    ),
    dict(
        db="archaeology_dig", shape="join",
        q="Which archaeologist has recorded the most finds? Give the first and last name.",
        sql="select t2.fname, t2.lname from finds as t1 join archaeologists as t2 on t1.recorded_by = t2.archid group by t1.recorded_by order by count(*) desc limit 1",
        J=[("archaeologists", "FName",
            "select t3.fname, t2.lname from finds as t1 join archaeologists as t2 on t1.recorded_by = t2.archid join archaeologists_fname as t3 on t2.archid = t3.archid group by t1.recorded_by order by count(*) desc limit 1")],
        C=("archaeologists", "FName", "first_name", "given_name",
           "select t2.{c}, t2.lname from finds as t1 join archaeologists as t2 on t1.recorded_by = t2.archid group by t1.recorded_by order by count(*) desc limit 1"),
        T=("finds", "artefact", "small_find",
           "select t2.fname, t2.lname from {t} as t1 join archaeologists as t2 on t1.recorded_by = t2.archid group by t1.recorded_by order by count(*) desc limit 1"),
    ),
    dict(
        db="archaeology_dig", shape="join", again=True,
        q="Find the first name and surname of the person who recorded the largest number of finds.",
        sql="select t1.fname, t1.lname from archaeologists as t1 join finds as t2 on t1.archid = t2.recorded_by group by t1.archid order by count(*) desc limit 1",
        J=[("archaeologists", "LName",
            "select t1.fname, t3.lname from archaeologists as t1 join finds as t2 on t1.archid = t2.recorded_by join archaeologists_lname as t3 on t1.archid = t3.archid group by t1.archid order by count(*) desc limit 1")],
    ),
    dict(
        db="archaeology_dig", shape="nested",
        q="Give the names of the sites that are in Kent or have been excavated more than five times.",
        sql="select site_name from sites where county = 'Kent' union select t1.site_name from sites as t1 join excavations as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) > 5",
        J=[("sites", "site_name",
            "select t2.site_name from sites as t1 join sites_site_name as t2 on t1.site_id = t2.site_id where t1.county = 'Kent' union select t3.site_name from sites as t1 join excavations as t2 on t1.site_id = t2.site_id join sites_site_name as t3 on t1.site_id = t3.site_id group by t1.site_id having count(*) > 5")],
        T=("excavations", "dig_season", "field_season",
           "select site_name from sites where county = 'Kent' union select t1.site_name from sites as t1 join {t} as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) > 5"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True,
        q="Which sites have had more than five excavations or lie in Kent? List their names.",
        sql="select t1.site_name from sites as t1 join excavations as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) > 5 union select site_name from sites where county = 'Kent'",
        J=[("sites", "County",
            "select t1.site_name from sites as t1 join excavations as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) > 5 union select t1.site_name from sites as t1 join sites_county as t2 on t1.site_id = t2.site_id where t2.county = 'Kent'")],
    ),
    dict(
        db="archaeology_dig", shape="nested", role=True,
        q="What are the first and last names of the archaeologists who have never directed an excavation?",
        sql="select fname, lname from archaeologists except select t1.fname, t1.lname from archaeologists as t1 join excavations as t2 on t1.archid = t2.director_id",
        J=[("archaeologists", "LName",
            "select t1.fname, t2.lname from archaeologists as t1 join archaeologists_lname as t2 on t1.archid = t2.archid except select t1.fname, t3.lname from archaeologists as t1 join excavations as t2 on t1.archid = t2.director_id join archaeologists_lname as t3 on t1.archid = t3.archid")],
        C=("archaeologists", "LName", "surname", "family_name",
           "select fname, {c} from archaeologists except select t1.fname, t1.{c} from archaeologists as t1 join excavations as t2 on t1.archid = t2.director_id"),
    ),
    dict(
        db="archaeology_dig", shape="nested", again=True, role=True,
        q="Which archaeologists have not been the director of any excavation? Show their first names and surnames.",
        sql="select fname, lname from archaeologists where archid not in (select director_id from excavations)",
        J=[("archaeologists", "FName",
            "select t2.fname, t1.lname from archaeologists as t1 join archaeologists_fname as t2 on t1.archid = t2.archid where t1.archid not in (select director_id from excavations)")],
    ),
    dict(
        db="archaeology_dig", shape="join",
        q="For each site that has been excavated more than 4 times, show the site name and the total budget of its excavations.",
        sql="select t2.site_name, sum(t1.budget_amt) from excavations as t1 join sites as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) > 4",
        J=[("excavations", "Budget_Amt",
            "select t2.site_name, sum(t3.budget_amt) from excavations as t1 join sites as t2 on t1.site_id = t2.site_id join excavations_budget_amt as t3 on t1.excavation_id = t3.excavation_id group by t1.site_id having count(*) > 4")],
        C=("excavations", "Budget_Amt", "budget", "funding_amt",
           "select t2.site_name, sum(t1.{c}) from excavations as t1 join sites as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) > 4"),
        T=("excavations", "dig_season", "field_season",
           "select t2.site_name, sum(t1.budget_amt) from {t} as t1 join sites as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) > 4"),
    ),
    dict(
        db="archaeology_dig", shape="join", again=True,
        q="Which sites have been dug at least five times? Give each one's name and how much was budgeted for its excavations in total.",
        sql="select t1.site_name, sum(t2.budget_amt) from sites as t1 join excavations as t2 on t1.site_id = t2.site_id group by t1.site_id having count(*) >= 5",
        J=[("excavations", "Budget_Amt",
            "select t1.site_name, sum(t3.budget_amt) from sites as t1 join excavations as t2 on t1.site_id = t2.site_id join excavations_budget_amt as t3 on t2.excavation_id = t3.excavation_id group by t1.site_id having count(*) >= 5")],
    ),
]
QUESTIONS += [
    # ------------------------------------------------------------------ apiary_coop
    dict(
        db="apiary_coop", shape="simple",
        q="How many hives are active?",
        sql="select count(*) from hives where is_active = 'Y'",
        T=("hives", "colony", "beehive",
           "select count(*) from {t} where is_active = 'Y'"),
        P=("hives_brood_frames", "hives", "is_active", "brood_frames",
           "select number from hives_brood_frames where is_active = 'Y'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="Count the hives that are still in use.",
        sql="select count(hiveid) from hives where is_active = 'Y'",
        T=("hives", "colony", "beehive",
           "select count(hiveid) from {t} where is_active = 'Y'"),
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="List the names of the apiaries in Dinsley.",
        sql="select apiary_name from apiaries where village = 'Dinsley'",
        J=[("apiaries", "Village",
            "select t1.apiary_name from apiaries as t1 join apiaries_village as t2 on t1.apiaryid = t2.apiaryid where t2.village = 'Dinsley'")],
        C=("apiaries", "Village", "location", "parish",
           "select apiary_name from apiaries where {c} = 'Dinsley'"),
        T=("apiaries", "bee_yard", "apiary_site",
           "select apiary_name from {t} where village = 'Dinsley'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="Which apiaries are located in the village of Dinsley? Give their names in alphabetical order.",
        sql="select apiary_name from apiaries where village = 'Dinsley' order by apiary_name",
        J=[("apiaries", "Village",
            "select t1.apiary_name from apiaries as t1 join apiaries_village as t2 on t1.apiaryid = t2.apiaryid where t2.village = 'Dinsley' order by t1.apiary_name")],
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="Where is the Hop Garden apiary? Give its village.",
        sql="select village from apiaries where apiary_name = 'Hop Garden'",
        J=[("apiaries", "Village",
            "select t2.village from apiaries as t1 join apiaries_village as t2 on t1.apiaryid = t2.apiaryid where t1.apiary_name = 'Hop Garden'"),],
        C=("apiaries", "Village", "location", "parish",
           "select {c} from apiaries where apiary_name = 'Hop Garden'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="In which village is the apiary called Hop Garden?",
        sql="select t1.village from apiaries as t1 where t1.apiary_name = 'Hop Garden'",
        J=[("apiaries", "Village",
            "select t2.village from apiaries as t1 join apiaries_village as t2 on t1.apiaryid = t2.apiaryid where t1.apiary_name = 'Hop Garden'")],
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="What is the average altitude of the apiaries whose forage is heather?",
        sql="select avg(altitude_m) from apiaries where forage = 'Heather'",
        J=[("apiaries", "Altitude_m",
            "select avg(t2.altitude_m) from apiaries as t1 join apiaries_altitude_m as t2 on t1.apiaryid = t2.apiaryid where t1.forage = 'Heather'")],
        C=("apiaries", "Altitude_m", "elevation", "height_m",
           "select avg({c}) from apiaries where forage = 'Heather'"),
        P=("apiaries_altitude_m", "apiaries", "forage", "altitude_m",
           "select avg_altitude_m from apiaries_altitude_m where forage = 'Heather'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="How high above sea level, on average, are the apiaries where the bees forage on heather?",
        sql="select avg(t1.altitude_m) from apiaries as t1 where t1.forage = 'Heather'",
        J=[("apiaries", "Altitude_m",
            "select avg(t2.altitude_m) from apiaries as t1 join apiaries_altitude_m as t2 on t1.apiaryid = t2.apiaryid where t1.forage = 'Heather'")],
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="How many members joined before 2000?",
        sql="select count(*) from members where joined_yr < 2000",
        T=("members", "beekeeper", "cooperative_member",
           "select count(*) from {t} where joined_yr < 2000"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="Count the members who became part of the cooperative earlier than the year 2000.",
        sql="select count(member_id) from members where joined_yr <= 1999",
        T=("members", "beekeeper", "cooperative_member",
           "select count(member_id) from {t} where joined_yr <= 1999"),
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="What are the distinct honey types sold at the Christmas Fair?",
        sql="select distinct honey_type from jar_sales where market = 'Christmas Fair'",
        J=[("jar_sales", "Honey_Type",
            "select distinct t2.honey_type from jar_sales as t1 join jar_sales_honey_type as t2 on t1.sale_id = t2.sale_id where t1.market = 'Christmas Fair'")],
        C=("jar_sales", "Honey_Type", "honey", "variety",
           "select distinct {c} from jar_sales where market = 'Christmas Fair'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="Which kinds of honey have been sold at the Christmas Fair? List each kind once.",
        sql="select honey_type from jar_sales where market = 'Christmas Fair' group by honey_type",
        J=[("jar_sales", "Market",
            "select t1.honey_type from jar_sales as t1 join jar_sales_market as t2 on t1.sale_id = t2.sale_id where t2.market = 'Christmas Fair' group by t1.honey_type")],
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="What is the total number of jars sold at the Farm Gate?",
        sql="select sum(jars_qty) from jar_sales where market = 'Farm Gate'",
        J=[("jar_sales", "Jars_Qty",
            "select sum(t2.jars_qty) from jar_sales as t1 join jar_sales_jars_qty as t2 on t1.sale_id = t2.sale_id where t1.market = 'Farm Gate'")],
        C=("jar_sales", "Jars_Qty", "quantity", "num_jars",
           "select sum({c}) from jar_sales where market = 'Farm Gate'"),
        T=("jar_sales", "honey_sale", "sale_record",
           "select sum(jars_qty) from {t} where market = 'Farm Gate'"),
        P=("jar_sales_jars_qty", "jar_sales", "market", "jars_qty",
           "select sum_jars_qty from jar_sales_jars_qty where market = 'Farm Gate'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="How many jars of honey were sold at the farm gate altogether?",
        sql="select sum(t1.jars_qty) from jar_sales as t1 where t1.market = 'Farm Gate'",
        J=[("jar_sales", "Jars_Qty",
            "select sum(t2.jars_qty) from jar_sales as t1 join jar_sales_jars_qty as t2 on t1.sale_id = t2.sale_id where t1.market = 'Farm Gate'")],
    ),
    dict(
        db="apiary_coop", shape="agg",
        q="Which markets have had more than 30 sales?",
        sql="select market from jar_sales group by market having count(*) > 30",
        T=("jar_sales", "honey_sale", "sale_record",
           "select market from {t} group by market having count(*) > 30"),
    ),
    dict(
        db="apiary_coop", shape="agg", again=True,
        q="List the markets where jars were sold on over 30 occasions.",
        sql="select market from jar_sales group by market having count(sale_id) > 30",
        T=("jar_sales", "honey_sale", "sale_record",
           "select market from {t} group by market having count(sale_id) > 30"),
    ),
    dict(
        db="apiary_coop", shape="simple", self_ref=True,
        q="How many members do not have a mentor?",
        sql="select count(*) from members where mentor_id is null",
        T=("members", "beekeeper", "cooperative_member",
           "select count(*) from {t} where mentor_id is null"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True, self_ref=True,
        q="Count the members who have no mentor assigned.",
        sql="select count(member_id) from members where mentor_id is null",
        T=("members", "beekeeper", "cooperative_member",
           "select count(member_id) from {t} where mentor_id is null"),
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="List the first and last names of the board members.",
        sql="select first_name, last_name from members where is_board_member = 'Y'",
        J=[("members", "Is_Board_Member",
            "select t1.first_name, t1.last_name from members as t1 join members_is_board_member as t2 on t1.member_id = t2.member_id where t2.is_board_member = 'Y'")],
        C=("members", "Is_Board_Member", "board_member", "on_committee",
           "select first_name, last_name from members where {c} = 'Y'"),
        T=("members", "beekeeper", "cooperative_member",
           "select first_name, last_name from {t} where is_board_member = 'Y'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="Who sits on the board? Give the first name and surname of each such member.",
        sql="select first_name, last_name from members where is_board_member != 'N'",
        J=[("members", "Is_Board_Member",
            "select t1.first_name, t1.last_name from members as t1 join members_is_board_member as t2 on t1.member_id = t2.member_id where t2.is_board_member != 'N'")],
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="Which type of hive has the most frames? Give its name.",
        sql="select hive_type_name from ref_hive_types order by num_frames desc limit 1",
        J=[("ref_hive_types", "Num_Frames",
            "select t1.hive_type_name from ref_hive_types as t1 join ref_hive_types_num_frames as t2 on t1.hive_type_cd = t2.hive_type_cd order by t2.num_frames desc limit 1")],
        C=("ref_hive_types", "Num_Frames", "frame_count", "frames",
           "select hive_type_name from ref_hive_types order by {c} desc limit 1"),
    ),
    dict(
        db="apiary_coop", shape="nested", again=True,
        q="What is the name of the hive type that holds the largest number of frames?",
        sql="select hive_type_name from ref_hive_types where num_frames = (select max(num_frames) from ref_hive_types)",
        J=[("ref_hive_types", "Num_Frames",
            "select t1.hive_type_name from ref_hive_types as t1 join ref_hive_types_num_frames as t2 on t1.hive_type_cd = t2.hive_type_cd where t2.num_frames = (select max(num_frames) from ref_hive_types_num_frames)")],
    ),
    dict(
        db="apiary_coop", shape="agg",
        q="How many hives are there for each queen breed?",
        sql="select queen_breed, count(*) from hives group by queen_breed",
        T=("hives", "colony", "beehive",
           "select queen_breed, count(*) from {t} group by queen_breed"),
        P=("hives_brood_frames", "hives", "queen_breed", "brood_frames",
           "select queen_breed, number from hives_brood_frames"),
    ),
    dict(
        db="apiary_coop", shape="agg", again=True,
        q="Count the hives by queen breed. Show each breed and its count.",
        sql="select queen_breed, count(hiveid) from hives group by queen_breed",
        T=("hives", "colony", "beehive",
           "select queen_breed, count(hiveid) from {t} group by queen_breed"),
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="How old are the members who live in Fernhill? Show their first names, last names and ages.",
        sql="select first_name, last_name, age from members where village = 'Fernhill'",
        J=[("members", "Age",
            "select t1.first_name, t1.last_name, t2.age from members as t1 join members_age as t2 on t1.member_id = t2.member_id where t1.village = 'Fernhill'")],
        C=("members", "Age", "age_years", "years_old",
           "select first_name, last_name, {c} from members where village = 'Fernhill'"),
        T=("members", "beekeeper", "cooperative_member",
           "select first_name, last_name, age from {t} where village = 'Fernhill'"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="Give the first name, last name and age of every member whose village is Fernhill.",
        sql="select t1.first_name, t1.last_name, t1.age from members as t1 where t1.village = 'Fernhill'",
        J=[("members", "Age",
            "select t1.first_name, t1.last_name, t2.age from members as t1 join members_age as t2 on t1.member_id = t2.member_id where t1.village = 'Fernhill'")],
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="Which apiary is at the highest altitude? Give its name.",
        sql="select apiary_name from apiaries order by altitude_m desc limit 1",
        J=[("apiaries", "Altitude_m",
            "select t1.apiary_name from apiaries as t1 join apiaries_altitude_m as t2 on t1.apiaryid = t2.apiaryid order by t2.altitude_m desc limit 1")],
        C=("apiaries", "Altitude_m", "elevation", "height_m",
           "select apiary_name from apiaries order by {c} desc limit 1"),
        T=("apiaries", "bee_yard", "apiary_site",
           "select apiary_name from {t} order by altitude_m desc limit 1"),
    ),
    dict(
        db="apiary_coop", shape="nested", again=True,
        q="What is the name of the apiary that lies higher than any other?",
        sql="select apiary_name from apiaries where altitude_m = (select max(altitude_m) from apiaries)",
        J=[("apiaries", "Altitude_m",
            "select t1.apiary_name from apiaries as t1 join apiaries_altitude_m as t2 on t1.apiaryid = t2.apiaryid where t2.altitude_m = (select max(altitude_m) from apiaries_altitude_m)")],
    ),
    dict(
        db="apiary_coop", shape="join",
        q="How many hives does the Heather Top apiary have?",
        sql="select count(*) from hives as t1 join apiaries as t2 on t1.apiaryid = t2.apiaryid where t2.apiary_name = 'Heather Top'",
        J=[("apiaries", "Apiary_Name",
            "select count(*) from hives as t1 join apiaries as t2 on t1.apiaryid = t2.apiaryid join apiaries_apiary_name as t3 on t2.apiaryid = t3.apiaryid where t3.apiary_name = 'Heather Top'")],
        C=("apiaries", "Apiary_Name", "name", "site_name",
           "select count(*) from hives as t1 join apiaries as t2 on t1.apiaryid = t2.apiaryid where t2.{c} = 'Heather Top'"),
        T=("hives", "colony", "beehive",
           "select count(*) from {t} as t1 join apiaries as t2 on t1.apiaryid = t2.apiaryid where t2.apiary_name = 'Heather Top'"),
    ),
    dict(
        db="apiary_coop", shape="join", again=True,
        q="Count the hives kept at the apiary named Heather Top.",
        sql="select count(*) from apiaries as t1 join hives as t2 on t1.apiaryid = t2.apiaryid where t1.apiary_name = 'Heather Top'",
        J=[("apiaries", "Apiary_Name",
            "select count(*) from apiaries as t1 join hives as t2 on t1.apiaryid = t2.apiaryid join apiaries_apiary_name as t3 on t1.apiaryid = t3.apiaryid where t3.apiary_name = 'Heather Top'")],
    ),
    dict(
        db="apiary_coop", shape="join",
        q="Show the name of each hive type and the number of hives of that type.",
        sql="select t2.hive_type_name, count(*) from hives as t1 join ref_hive_types as t2 on t1.hive_type_cd = t2.hive_type_cd group by t1.hive_type_cd",
        J=[("ref_hive_types", "Hive_Type_Name",
            "select t3.hive_type_name, count(*) from hives as t1 join ref_hive_types as t2 on t1.hive_type_cd = t2.hive_type_cd join ref_hive_types_hive_type_name as t3 on t2.hive_type_cd = t3.hive_type_cd group by t1.hive_type_cd")],
        C=("ref_hive_types", "Hive_Type_Name", "type_name", "design",
           "select t2.{c}, count(*) from hives as t1 join ref_hive_types as t2 on t1.hive_type_cd = t2.hive_type_cd group by t1.hive_type_cd"),
        T=("hives", "colony", "beehive",
           "select t2.hive_type_name, count(*) from {t} as t1 join ref_hive_types as t2 on t1.hive_type_cd = t2.hive_type_cd group by t1.hive_type_cd"),
    ),
    dict(
        db="apiary_coop", shape="join", again=True,
        q="For each kind of hive in use, how many hives are there? List the type names with their counts.",
        sql="select t1.hive_type_name, count(*) from ref_hive_types as t1 join hives as t2 on t1.hive_type_cd = t2.hive_type_cd group by t1.hive_type_name",
        J=[("ref_hive_types", "Hive_Type_Name",
            "select t3.hive_type_name, count(*) from ref_hive_types as t1 join hives as t2 on t1.hive_type_cd = t2.hive_type_cd join ref_hive_types_hive_type_name as t3 on t1.hive_type_cd = t3.hive_type_cd group by t3.hive_type_name")],
    ),
    dict(
        db="apiary_coop", shape="simple",
        q="When was hive 23 inspected, and what was the varroa count each time?",
        sql="select insp_date, varroa_cnt from inspections where hiveid = 23",
        J=[("inspections", "Varroa_Cnt",
            "select t1.insp_date, t2.varroa_cnt from inspections as t1 join inspections_varroa_cnt as t2 on t1.insp_id = t2.insp_id where t1.hiveid = 23")],
        C=("inspections", "Varroa_Cnt", "mite_count", "varroa_mites",
           "select insp_date, {c} from inspections where hiveid = 23"),
        T=("inspections", "hive_check", "visit",
           "select insp_date, varroa_cnt from {t} where hiveid = 23"),
    ),
    dict(
        db="apiary_coop", shape="simple", again=True,
        q="List the inspection dates and mite counts recorded for hive number 23, from the earliest inspection to the latest.",
        sql="select insp_date, varroa_cnt from inspections where hiveid = 23 order by insp_date",
        J=[("inspections", "Varroa_Cnt",
            "select t1.insp_date, t2.varroa_cnt from inspections as t1 join inspections_varroa_cnt as t2 on t1.insp_id = t2.insp_id where t1.hiveid = 23 order by t1.insp_date")],
    ),
    dict(
        db="apiary_coop", shape="agg",
        q="What is the average moisture percentage of the harvests of each honey type?",
        sql="select honey_type, avg(moisture_pct) from harvests group by honey_type",
        J=[("harvests", "Moisture_Pct",
            "select t1.honey_type, avg(t2.moisture_pct) from harvests as t1 join harvests_moisture_pct as t2 on t1.harvest_id = t2.harvest_id group by t1.honey_type")],
        C=("harvests", "Moisture_Pct", "moisture", "water_content",
           "select honey_type, avg({c}) from harvests group by honey_type"),
        T=("harvests", "honey_crop", "extraction",
           "select honey_type, avg(moisture_pct) from {t} group by honey_type"),
        P=("harvests_moisture_pct", "harvests", "honey_type", "moisture_pct",
           "select honey_type, avg_moisture_pct from harvests_moisture_pct"),
    ),
    dict(
        db="apiary_coop", shape="agg", again=True,
        q="For every type of honey, how moist is it on average? Show the honey type and its mean moisture.",
        sql="select honey_type, avg(moisture_pct) from harvests group by honey_type order by honey_type",
        J=[("harvests", "Moisture_Pct",
            "select t1.honey_type, avg(t2.moisture_pct) from harvests as t1 join harvests_moisture_pct as t2 on t1.harvest_id = t2.harvest_id group by t1.honey_type order by t1.honey_type")],
    ),
    dict(
        db="apiary_coop", shape="nested",
        q="Which members have never inspected a hive? Give their first and last names.",
        sql="select first_name, last_name from members where member_id not in (select inspector_id from inspections)",
        J=[("members", "Last_Name",
            "select t1.first_name, t2.last_name from members as t1 join members_last_name as t2 on t1.member_id = t2.member_id where t1.member_id not in (select inspector_id from inspections)")],
        C=("members", "Last_Name", "surname", "family_name",
           "select first_name, {c} from members where member_id not in (select inspector_id from inspections)"),
        T=("inspections", "hive_check", "visit",
           "select first_name, last_name from members where member_id not in (select inspector_id from {t})"),
    ),
    dict(
        db="apiary_coop", shape="nested", again=True,
        q="List the first names and surnames of the members who have not carried out any inspection.",
        sql="select first_name, last_name from members except select t1.first_name, t1.last_name from members as t1 join inspections as t2 on t1.member_id = t2.inspector_id",
        J=[("members", "First_Name",
            "select t2.first_name, t1.last_name from members as t1 join members_first_name as t2 on t1.member_id = t2.member_id except select t3.first_name, t1.last_name from members as t1 join inspections as t2 on t1.member_id = t2.inspector_id join members_first_name as t3 on t1.member_id = t3.member_id")],
    ),
    dict(
        db="apiary_coop", shape="nested",
        q="What are the names of the hive types that no hive uses?",
        sql="select hive_type_name from ref_hive_types where hive_type_cd not in (select hive_type_cd from hives)",
        J=[("ref_hive_types", "Hive_Type_Name",
            "select t2.hive_type_name from ref_hive_types as t1 join ref_hive_types_hive_type_name as t2 on t1.hive_type_cd = t2.hive_type_cd where t1.hive_type_cd not in (select hive_type_cd from hives)")],
        C=("ref_hive_types", "Hive_Type_Name", "type_name", "design",
           "select {c} from ref_hive_types where hive_type_cd not in (select hive_type_cd from hives)"),
        T=("ref_hive_types", "hive_design", "hive_model",
           "select hive_type_name from {t} where hive_type_cd not in (select hive_type_cd from hives)"),
    ),
    dict(
        db="apiary_coop", shape="nested", again=True,
        q="Which kinds of hive are not in use at any apiary? Show the type names.",
        sql="select hive_type_name from ref_hive_types except select t1.hive_type_name from ref_hive_types as t1 join hives as t2 on t1.hive_type_cd = t2.hive_type_cd",
        J=[("ref_hive_types", "Hive_Type_Name",
            "select t2.hive_type_name from ref_hive_types as t1 join ref_hive_types_hive_type_name as t2 on t1.hive_type_cd = t2.hive_type_cd except select t3.hive_type_name from ref_hive_types as t1 join hives as t2 on t1.hive_type_cd = t2.hive_type_cd join ref_hive_types_hive_type_name as t3 on t1.hive_type_cd = t3.hive_type_cd")],
    ),
    dict(
        db="apiary_coop", shape="nested",
        q="Which members are older than the average age of the board members? List their first and last names.",
        sql="select first_name, last_name from members where age > (select avg(age) from members where is_board_member = 'Y')",
        J=[("members", "Age",
            "select t1.first_name, t1.last_name from members as t1 join members_age as t2 on t1.member_id = t2.member_id where t2.age > (select avg(t4.age) from members as t3 join members_age as t4 on t3.member_id = t4.member_id where t3.is_board_member = 'Y')")],
        C=("members", "Age", "age_years", "years_old",
           "select first_name, last_name from members where {c} > (select avg({c}) from members where is_board_member = 'Y')"),
    ),
    dict(
        db="apiary_coop", shape="nested", again=True,
        q="Find the first names and surnames of members whose age is above the mean age of those on the board.",
        sql="select t1.first_name, t1.last_name from members as t1 where t1.age > (select avg(age) from members where is_board_member = 'Y')",
        J=[("members", "Last_Name",
            "select t1.first_name, t2.last_name from members as t1 join members_last_name as t2 on t1.member_id = t2.member_id where t1.age > (select avg(age) from members where is_board_member = 'Y')")],
    ),
    dict(
        db="apiary_coop", shape="nested",
        q="Which villages have both members and apiaries?",
        sql="select village from members intersect select village from apiaries",
    ),
    dict(
        db="apiary_coop", shape="nested", again=True,
        q="Find the villages where at least one apiary is located and at least one member lives.",
        sql="select village from apiaries intersect select village from members",
    ),
    dict(
        db="apiary_coop", shape="join", self_ref=True,
        q="List the first and last names of the members mentored by Jessica Kemp.",
        sql="select t1.first_name, t1.last_name from members as t1 join members as t2 on t1.mentor_id = t2.member_id where t2.first_name = 'Jessica' and t2.last_name = 'Kemp'",
        J=[("members", "Last_Name",
            "select t1.first_name, t3.last_name from members as t1 join members as t2 on t1.mentor_id = t2.member_id join members_last_name as t3 on t1.member_id = t3.member_id where t2.first_name = 'Jessica' and t2.last_name = 'Kemp'")],
        T=("members", "beekeeper", "cooperative_member",
           "select t1.first_name, t1.last_name from {t} as t1 join {t} as t2 on t1.mentor_id = t2.member_id where t2.first_name = 'Jessica' and t2.last_name = 'Kemp'"),
    ),
    dict(
        db="apiary_coop", shape="nested", again=True, self_ref=True,
        q="Whose mentor is Jessica Kemp? Give the first names and surnames.",
        sql="select first_name, last_name from members where mentor_id = (select member_id from members where first_name = 'Jessica' and last_name = 'Kemp')",
        J=[("members", "First_Name",
            "select t2.first_name, t1.last_name from members as t1 join members_first_name as t2 on t1.member_id = t2.member_id where t1.mentor_id = (select member_id from members where first_name = 'Jessica' and last_name = 'Kemp')")],
    ),
    dict(
        db="apiary_coop", shape="join",
        q="Which apiary has produced the most honey by weight? Give its name.",
        sql="select t3.apiary_name from harvests as t1 join hives as t2 on t1.hiveid = t2.hiveid join apiaries as t3 on t2.apiaryid = t3.apiaryid group by t2.apiaryid order by sum(t1.weight_kg) desc limit 1",
        J=[("apiaries", "Apiary_Name",
            "select t4.apiary_name from harvests as t1 join hives as t2 on t1.hiveid = t2.hiveid join apiaries as t3 on t2.apiaryid = t3.apiaryid join apiaries_apiary_name as t4 on t3.apiaryid = t4.apiaryid group by t2.apiaryid order by sum(t1.weight_kg) desc limit 1")],
        T=("harvests", "honey_crop", "extraction",
           "select t3.apiary_name from {t} as t1 join hives as t2 on t1.hiveid = t2.hiveid join apiaries as t3 on t2.apiaryid = t3.apiaryid group by t2.apiaryid order by sum(t1.weight_kg) desc limit 1"),
    ),
    dict(
        db="apiary_coop", shape="join", again=True,
        q="What is the name of the apiary whose hives have yielded the greatest total weight of honey?",
        sql="select t1.apiary_name from apiaries as t1 join hives as t2 on t1.apiaryid = t2.apiaryid join harvests as t3 on t2.hiveid = t3.hiveid group by t1.apiaryid order by sum(t3.weight_kg) desc limit 1",
        J=[("apiaries", "Apiary_Name",
            "select t4.apiary_name from apiaries as t1 join hives as t2 on t1.apiaryid = t2.apiaryid join harvests as t3 on t2.hiveid = t3.hiveid join apiaries_apiary_name as t4 on t1.apiaryid = t4.apiaryid group by t1.apiaryid order by sum(t3.weight_kg) desc limit 1")],
    ),
    dict(
        db="apiary_coop", shape="nested",
        q="Find the first and last names of the members who sold honey at both the County Show and the Christmas Fair.",
        sql="select t1.first_name, t1.last_name from members as t1 join jar_sales as t2 on t1.member_id = t2.member_id where t2.market = 'County Show' intersect select t1.first_name, t1.last_name from members as t1 join jar_sales as t2 on t1.member_id = t2.member_id where t2.market = 'Christmas Fair'",
        J=[("jar_sales", "Market",
            "select t1.first_name, t1.last_name from members as t1 join jar_sales as t2 on t1.member_id = t2.member_id join jar_sales_market as t3 on t2.sale_id = t3.sale_id where t3.market = 'County Show' intersect select t1.first_name, t1.last_name from members as t1 join jar_sales as t2 on t1.member_id = t2.member_id join jar_sales_market as t3 on t2.sale_id = t3.sale_id where t3.market = 'Christmas Fair'")],
        C=("jar_sales", "Market", "venue", "sales_outlet",
           "select t1.first_name, t1.last_name from members as t1 join jar_sales as t2 on t1.member_id = t2.member_id where t2.{c} = 'County Show' intersect select t1.first_name, t1.last_name from members as t1 join jar_sales as t2 on t1.member_id = t2.member_id where t2.{c} = 'Christmas Fair'"),
        T=("jar_sales", "honey_sale", "sale_record",
           "select t1.first_name, t1.last_name from members as t1 join {t} as t2 on t1.member_id = t2.member_id where t2.market = 'County Show' intersect select t1.first_name, t1.last_name from members as t1 join {t} as t2 on t1.member_id = t2.member_id where t2.market = 'Christmas Fair'"),
    ),
    dict(
        db="apiary_coop", shape="nested", again=True,
        q="Which members have sold jars at the Christmas Fair and also at the County Show? Show their first names and surnames.",
        sql="select t1.first_name, t1.last_name from jar_sales as t2 join members as t1 on t2.member_id = t1.member_id where t2.market = 'Christmas Fair' intersect select t1.first_name, t1.last_name from jar_sales as t2 join members as t1 on t2.member_id = t1.member_id where t2.market = 'County Show'",
        J=[("members", "Last_Name",
            "select t1.first_name, t3.last_name from jar_sales as t2 join members as t1 on t2.member_id = t1.member_id join members_last_name as t3 on t1.member_id = t3.member_id where t2.market = 'Christmas Fair' intersect select t1.first_name, t3.last_name from jar_sales as t2 join members as t1 on t2.member_id = t1.member_id join members_last_name as t3 on t1.member_id = t3.member_id where t2.market = 'County Show'")],
    ),
]
QUESTIONS += [
    # ------------------------------------------------------------------ esports_league
    dict(
        db="esports_league", shape="simple",
        q="How many players do not belong to any team?",
        sql="select count(*) from players where teamid is null",
        T=("players", "gamer", "pro_player",
           "select count(*) from {t} where teamid is null"),
    ),
    dict(
        db="esports_league", shape="simple", again=True,
        q="Count the players who are without a team.",
        sql="select count(player_id) from players where teamid is null",
        T=("players", "gamer", "pro_player",
           "select count(player_id) from {t} where teamid is null"),
    ),
    dict(
        db="esports_league", shape="simple",
        q="What is the average salary of the Korean players?",
        sql="select avg(salary_usd) from players where nationality = 'Korean'",
        J=[("players", "Salary_USD",
            "select avg(t2.salary_usd) from players as t1 join players_salary_usd as t2 on t1.player_id = t2.player_id where t1.nationality = 'Korean'")],
        C=("players", "Salary_USD", "salary", "annual_pay",
           "select avg({c}) from players where nationality = 'Korean'"),
        P=("players_salary_usd", "players", "nationality", "salary_usd",
           "select avg_salary_usd from players_salary_usd where nationality = 'Korean'"),
    ),
    dict(
        db="esports_league", shape="simple", again=True,
        q="On average, how much are players from Korea paid?",
        sql="select avg(t1.salary_usd) from players as t1 where t1.nationality = 'Korean'",
        J=[("players", "Salary_USD",
            "select avg(t2.salary_usd) from players as t1 join players_salary_usd as t2 on t1.player_id = t2.player_id where t1.nationality = 'Korean'")],
    ),
    dict(
        db="esports_league", shape="simple",
        q="What are the titles of the games published by Riot Games?",
        sql="select game_title from ref_game_titles where publisher = 'Riot Games'",
        J=[("ref_game_titles", "Publisher",
            "select t1.game_title from ref_game_titles as t1 join ref_game_titles_publisher as t2 on t1.game_cd = t2.game_cd where t2.publisher = 'Riot Games'")],
        C=("ref_game_titles", "Publisher", "publisher_name", "studio",
           "select game_title from ref_game_titles where {c} = 'Riot Games'"),
        T=("ref_game_titles", "video_game", "esport_title",
           "select game_title from {t} where publisher = 'Riot Games'"),
    ),
    dict(
        db="esports_league", shape="simple", again=True,
        q="Which games did Riot Games publish? List the game titles alphabetically.",
        sql="select game_title from ref_game_titles where publisher = 'Riot Games' order by game_title",
        J=[("ref_game_titles", "Publisher",
            "select t1.game_title from ref_game_titles as t1 join ref_game_titles_publisher as t2 on t1.game_cd = t2.game_cd where t2.publisher = 'Riot Games' order by t1.game_title")],
    ),
    dict(
        db="esports_league", shape="simple",
        q="Which teams were founded before 2010? Give the team names.",
        sql="select team_name from teams where founded < 2010",
        J=[("teams", "Founded",
            "select t1.team_name from teams as t1 join teams_founded as t2 on t1.teamid = t2.teamid where t2.founded < 2010")],
        C=("teams", "Founded", "founded_yr", "year_established",
           "select team_name from teams where {c} < 2010"),
        T=("teams", "squad", "organisation",
           "select team_name from {t} where founded < 2010"),
    ),
    dict(
        db="esports_league", shape="simple", again=True,
        q="List the names of the teams that have existed since before 2010.",
        sql="select team_name from teams where founded <= 2009",
        J=[("teams", "Founded",
            "select t1.team_name from teams as t1 join teams_founded as t2 on t1.teamid = t2.teamid where t2.founded <= 2009")],
    ),
    dict(
        db="esports_league", shape="simple",
        q="Show the nickname and real name of every team captain.",
        sql="select nickname, real_name from players where is_captain = 'Y'",
        J=[("players", "Is_Captain",
            "select t1.nickname, t1.real_name from players as t1 join players_is_captain as t2 on t1.player_id = t2.player_id where t2.is_captain = 'Y'")],
        C=("players", "Is_Captain", "captain", "is_skipper",
           "select nickname, real_name from players where {c} = 'Y'"),
        T=("players", "gamer", "pro_player",
           "select nickname, real_name from {t} where is_captain = 'Y'"),
    ),
    dict(
        db="esports_league", shape="simple", again=True,
        q="Which players captain their teams? Give their gamer tags and their real names.",
        sql="select nickname, real_name from players where is_captain != 'N'",
        J=[("players", "Is_Captain",
            "select t1.nickname, t1.real_name from players as t1 join players_is_captain as t2 on t1.player_id = t2.player_id where t2.is_captain != 'N'")],
    ),
    dict(
        db="esports_league", shape="simple",
        q="Which tournament has the biggest prize pool? Give its name.",
        sql="select tournament_name from tournaments order by prize_pool_usd desc limit 1",
        J=[("tournaments", "Prize_Pool_USD",
            "select t1.tournament_name from tournaments as t1 join tournaments_prize_pool_usd as t2 on t1.tournament_id = t2.tournament_id order by t2.prize_pool_usd desc limit 1")],
        C=("tournaments", "Prize_Pool_USD", "prize_money", "total_prize",
           "select tournament_name from tournaments order by {c} desc limit 1"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="What is the name of the tournament that offered the most prize money?",
        sql="select tournament_name from tournaments where prize_pool_usd = (select max(prize_pool_usd) from tournaments)",
        J=[("tournaments", "Prize_Pool_USD",
            "select t1.tournament_name from tournaments as t1 join tournaments_prize_pool_usd as t2 on t1.tournament_id = t2.tournament_id where t2.prize_pool_usd = (select max(prize_pool_usd) from tournaments_prize_pool_usd)")],
    ),
    dict(
        db="esports_league", shape="agg",
        q="How many teams are there in each country?",
        sql="select country, count(*) from teams group by country",
        T=("teams", "squad", "organisation",
           "select country, count(*) from {t} group by country"),
    ),
    dict(
        db="esports_league", shape="agg", again=True,
        q="Show the number of teams per country, along with the country.",
        sql="select country, count(teamid) from teams group by country",
        T=("teams", "squad", "organisation",
           "select country, count(teamid) from {t} group by country"),
    ),
    dict(
        db="esports_league", shape="agg",
        q="What is the average number of viewers, in thousands, for each best-of format?",
        sql="select best_of, avg(viewers_k) from matches group by best_of",
        J=[("matches", "Viewers_K",
            "select t1.best_of, avg(t2.viewers_k) from matches as t1 join matches_viewers_k as t2 on t1.match_id = t2.match_id group by t1.best_of")],
        C=("matches", "Viewers_K", "viewership", "audience_k",
           "select best_of, avg({c}) from matches group by best_of"),
        T=("matches", "game_series", "fixture",
           "select best_of, avg(viewers_k) from {t} group by best_of"),
        P=("matches_viewers_k", "matches", "best_of", "viewers_k",
           "select best_of, avg_viewers_k from matches_viewers_k"),
    ),
    dict(
        db="esports_league", shape="agg", again=True,
        q="For matches played as best of 1, best of 3 and best of 5, how many thousand people watched on average? Show the format and the average.",
        sql="select best_of, avg(viewers_k) from matches group by best_of order by best_of",
        J=[("matches", "Viewers_K",
            "select t1.best_of, avg(t2.viewers_k) from matches as t1 join matches_viewers_k as t2 on t1.match_id = t2.match_id group by t1.best_of order by t1.best_of")],
    ),
    dict(
        db="esports_league", shape="join",
        q="What are the nicknames of the players who play for Iron Owls?",
        sql="select t1.nickname from players as t1 join teams as t2 on t1.teamid = t2.teamid where t2.team_name = 'Iron Owls'",
        J=[("teams", "Team_Name",
            "select t1.nickname from players as t1 join teams as t2 on t1.teamid = t2.teamid join teams_team_name as t3 on t2.teamid = t3.teamid where t3.team_name = 'Iron Owls'")],
        C=("players", "Nickname", "gamer_tag", "handle",
           "select t1.{c} from players as t1 join teams as t2 on t1.teamid = t2.teamid where t2.team_name = 'Iron Owls'"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="List the gamer tags of everyone on the Iron Owls roster.",
        sql="select nickname from players where teamid in (select teamid from teams where team_name = 'Iron Owls')",
        J=[("players", "Nickname",
            "select t2.nickname from players as t1 join players_nickname as t2 on t1.player_id = t2.player_id where t1.teamid in (select teamid from teams where team_name = 'Iron Owls')")],
    ),
    dict(
        db="esports_league", shape="join",
        q="Show each game title and the number of tournaments held for it.",
        sql="select t2.game_title, count(*) from tournaments as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd group by t1.game_cd",
        J=[("ref_game_titles", "Game_Title",
            "select t3.game_title, count(*) from tournaments as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd join ref_game_titles_game_title as t3 on t2.game_cd = t3.game_cd group by t1.game_cd")],
        C=("ref_game_titles", "Game_Title", "title", "game_name",
           "select t2.{c}, count(*) from tournaments as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd group by t1.game_cd"),
        T=("tournaments", "competition", "event",
           "select t2.game_title, count(*) from {t} as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd group by t1.game_cd"),
        P=("ref_game_titles_tournaments_prize_pool_usd", "tournaments as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd",
           "t2.game_title", "t1.prize_pool_usd",
           "select game_title, number from ref_game_titles_tournaments_prize_pool_usd"),
    ),
    dict(
        db="esports_league", shape="join", again=True,
        q="For every game that has tournaments, how many tournaments were there? Give the title of the game and the count.",
        sql="select t1.game_title, count(*) from ref_game_titles as t1 join tournaments as t2 on t1.game_cd = t2.game_cd group by t1.game_title",
        J=[("ref_game_titles", "Game_Title",
            "select t3.game_title, count(*) from ref_game_titles as t1 join tournaments as t2 on t1.game_cd = t2.game_cd join ref_game_titles_game_title as t3 on t1.game_cd = t3.game_cd group by t3.game_title")],
    ),
    dict(
        db="esports_league", shape="simple",
        q="When did the tournaments hosted in Katowice start? Show the tournament names and start dates.",
        sql="select tournament_name, start_date from tournaments where host_city = 'Katowice'",
        J=[("tournaments", "Start_Date",
            "select t1.tournament_name, t2.start_date from tournaments as t1 join tournaments_start_date as t2 on t1.tournament_id = t2.tournament_id where t1.host_city = 'Katowice'")],
        C=("tournaments", "Host_City", "city", "venue_city",
           "select tournament_name, start_date from tournaments where {c} = 'Katowice'"),
        T=("tournaments", "competition", "event",
           "select tournament_name, start_date from {t} where host_city = 'Katowice'"),
    ),
    dict(
        db="esports_league", shape="simple", again=True,
        q="List the name and starting date of every tournament whose host city was Katowice, earliest first.",
        sql="select tournament_name, start_date from tournaments where host_city = 'Katowice' order by start_date",
        J=[("tournaments", "Host_City",
            "select t1.tournament_name, t1.start_date from tournaments as t1 join tournaments_host_city as t2 on t1.tournament_id = t2.tournament_id where t2.host_city = 'Katowice' order by t1.start_date")],
    ),
    dict(
        db="esports_league", shape="join",
        q="How many matches have the Crimson Foxes won?",
        sql="select count(*) from matches as t1 join teams as t2 on t1.winner_team_id = t2.teamid where t2.team_name = 'Crimson Foxes'",
        J=[("teams", "Team_Name",
            "select count(*) from matches as t1 join teams as t2 on t1.winner_team_id = t2.teamid join teams_team_name as t3 on t2.teamid = t3.teamid where t3.team_name = 'Crimson Foxes'")],
        C=("teams", "Team_Name", "name", "org_name",
           "select count(*) from matches as t1 join teams as t2 on t1.winner_team_id = t2.teamid where t2.{c} = 'Crimson Foxes'"),
        T=("matches", "game_series", "fixture",
           "select count(*) from {t} as t1 join teams as t2 on t1.winner_team_id = t2.teamid where t2.team_name = 'Crimson Foxes'"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="Count the matches whose winner was the team called Crimson Foxes.",
        sql="select count(*) from matches where winner_team_id = (select teamid from teams where team_name = 'Crimson Foxes')",
        J=[("teams", "Team_Name",
            "select count(*) from matches where winner_team_id = (select t1.teamid from teams as t1 join teams_team_name as t2 on t1.teamid = t2.teamid where t2.team_name = 'Crimson Foxes')")],
    ),
    dict(
        db="esports_league", shape="nested",
        q="Which teams have never won a match? Give their names.",
        sql="select team_name from teams where teamid not in (select winner_team_id from matches)",
        J=[("teams", "Team_Name",
            "select t2.team_name from teams as t1 join teams_team_name as t2 on t1.teamid = t2.teamid where t1.teamid not in (select winner_team_id from matches)")],
        C=("teams", "Team_Name", "name", "org_name",
           "select {c} from teams where teamid not in (select winner_team_id from matches)"),
        T=("teams", "squad", "organisation",
           "select team_name from {t} where teamid not in (select winner_team_id from matches)"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="List the names of the teams without a single match win.",
        sql="select team_name from teams except select t1.team_name from teams as t1 join matches as t2 on t1.teamid = t2.winner_team_id",
        J=[("teams", "Team_Name",
            "select t2.team_name from teams as t1 join teams_team_name as t2 on t1.teamid = t2.teamid except select t3.team_name from teams as t1 join matches as t2 on t1.teamid = t2.winner_team_id join teams_team_name as t3 on t1.teamid = t3.teamid")],
    ),
    dict(
        db="esports_league", shape="nested",
        q="Find the nicknames of the players whose salary is higher than the average salary of players under 20.",
        sql="select nickname from players where salary_usd > (select avg(salary_usd) from players where age < 20)",
        J=[("players", "Salary_USD",
            "select t1.nickname from players as t1 join players_salary_usd as t2 on t1.player_id = t2.player_id where t2.salary_usd > (select avg(t4.salary_usd) from players as t3 join players_salary_usd as t4 on t3.player_id = t4.player_id where t3.age < 20)")],
        C=("players", "Salary_USD", "salary", "annual_pay",
           "select nickname from players where {c} > (select avg({c}) from players where age < 20)"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="Which players earn more than teenagers under 20 earn on average? List their gamer tags.",
        sql="select t1.nickname from players as t1 where t1.salary_usd > (select avg(salary_usd) from players where age < 20)",
        J=[("players", "Nickname",
            "select t2.nickname from players as t1 join players_nickname as t2 on t1.player_id = t2.player_id where t1.salary_usd > (select avg(salary_usd) from players where age < 20)")],
    ),
    dict(
        db="esports_league", shape="nested",
        q="Which publishers have both shooter games and strategy games?",
        sql="select publisher from ref_game_titles where genre = 'Shooter' intersect select publisher from ref_game_titles where genre = 'Strategy'",
        J=[("ref_game_titles", "Publisher",
            "select t2.publisher from ref_game_titles as t1 join ref_game_titles_publisher as t2 on t1.game_cd = t2.game_cd where t1.genre = 'Shooter' intersect select t2.publisher from ref_game_titles as t1 join ref_game_titles_publisher as t2 on t1.game_cd = t2.game_cd where t1.genre = 'Strategy'")],
        C=("ref_game_titles", "Publisher", "publisher_name", "studio",
           "select {c} from ref_game_titles where genre = 'Shooter' intersect select {c} from ref_game_titles where genre = 'Strategy'"),
        T=("ref_game_titles", "video_game", "esport_title",
           "select publisher from {t} where genre = 'Shooter' intersect select publisher from {t} where genre = 'Strategy'"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="Find the publishers that have released at least one strategy game and at least one shooter.",
        sql="select publisher from ref_game_titles where genre = 'Strategy' intersect select publisher from ref_game_titles where genre = 'Shooter'",
        J=[("ref_game_titles", "Publisher",
            "select t2.publisher from ref_game_titles as t1 join ref_game_titles_publisher as t2 on t1.game_cd = t2.game_cd where t1.genre = 'Strategy' intersect select t2.publisher from ref_game_titles as t1 join ref_game_titles_publisher as t2 on t1.game_cd = t2.game_cd where t1.genre = 'Shooter'")],
    ),
    dict(
        db="esports_league", shape="nested",
        q="What are the names of the teams that are based in the United States or have a sponsorship deal with VoltRush?",
        sql="select team_name from teams where country = 'United States' union select t1.team_name from teams as t1 join sponsorship_deals as t2 on t1.teamid = t2.teamid where t2.sponsor_name = 'VoltRush'",
        J=[("teams", "Country",
            "select t1.team_name from teams as t1 join teams_country as t2 on t1.teamid = t2.teamid where t2.country = 'United States' union select t1.team_name from teams as t1 join sponsorship_deals as t2 on t1.teamid = t2.teamid where t2.sponsor_name = 'VoltRush'")],
        C=("sponsorship_deals", "Sponsor_Name", "sponsor", "brand",
           "select team_name from teams where country = 'United States' union select t1.team_name from teams as t1 join sponsorship_deals as t2 on t1.teamid = t2.teamid where t2.{c} = 'VoltRush'"),
        T=("sponsorship_deals", "sponsorship", "partnership",
           "select team_name from teams where country = 'United States' union select t1.team_name from teams as t1 join {t} as t2 on t1.teamid = t2.teamid where t2.sponsor_name = 'VoltRush'"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="List the teams that are sponsored by VoltRush, together with all teams from the United States. Give the team names.",
        sql="select t1.team_name from teams as t1 join sponsorship_deals as t2 on t1.teamid = t2.teamid where t2.sponsor_name = 'VoltRush' union select team_name from teams where country = 'United States'",
        J=[("teams", "Team_Name",
            "select t3.team_name from teams as t1 join sponsorship_deals as t2 on t1.teamid = t2.teamid join teams_team_name as t3 on t1.teamid = t3.teamid where t2.sponsor_name = 'VoltRush' union select t2.team_name from teams as t1 join teams_team_name as t2 on t1.teamid = t2.teamid where t1.country = 'United States'")],
    ),
    dict(
        db="esports_league", shape="join", role=True,
        q="Show the names of the home team and the away team of match 100.",
        sql="select t2.team_name, t3.team_name from matches as t1 join teams as t2 on t1.home_team_id = t2.teamid join teams as t3 on t1.away_team_id = t3.teamid where t1.match_id = 100",
        J=[("teams", "Team_Name",
            "select t4.team_name, t5.team_name from matches as t1 join teams as t2 on t1.home_team_id = t2.teamid join teams as t3 on t1.away_team_id = t3.teamid join teams_team_name as t4 on t2.teamid = t4.teamid join teams_team_name as t5 on t3.teamid = t5.teamid where t1.match_id = 100")],
        C=("teams", "Team_Name", "name", "org_name",
           "select t2.{c}, t3.{c} from matches as t1 join teams as t2 on t1.home_team_id = t2.teamid join teams as t3 on t1.away_team_id = t3.teamid where t1.match_id = 100"),
    ),
    dict(
        db="esports_league", shape="join", again=True, role=True,
        q="Which two teams met in match number 100? Give the home side's name first, then the visitors'.",
        sql="select t1.team_name, t3.team_name from teams as t1 join matches as t2 on t1.teamid = t2.home_team_id join teams as t3 on t2.away_team_id = t3.teamid where t2.match_id = 100",
        J=[("teams", "Team_Name",
            "select t4.team_name, t5.team_name from teams as t1 join matches as t2 on t1.teamid = t2.home_team_id join teams as t3 on t2.away_team_id = t3.teamid join teams_team_name as t4 on t1.teamid = t4.teamid join teams_team_name as t5 on t3.teamid = t5.teamid where t2.match_id = 100")],
    ),
    dict(
        db="esports_league", shape="join",
        q="What is the total prize pool of the S-tier tournaments for each game? Show the game title and the total.",
        sql="select t2.game_title, sum(t1.prize_pool_usd) from tournaments as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd where t1.tier = 'S' group by t1.game_cd",
        J=[("tournaments", "Prize_Pool_USD",
            "select t2.game_title, sum(t3.prize_pool_usd) from tournaments as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd join tournaments_prize_pool_usd as t3 on t1.tournament_id = t3.tournament_id where t1.tier = 'S' group by t1.game_cd")],
        C=("tournaments", "Prize_Pool_USD", "prize_money", "total_prize",
           "select t2.game_title, sum(t1.{c}) from tournaments as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd where t1.tier = 'S' group by t1.game_cd"),
        T=("tournaments", "competition", "event",
           "select t2.game_title, sum(t1.prize_pool_usd) from {t} as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd where t1.tier = 'S' group by t1.game_cd"),
    ),
    dict(
        db="esports_league", shape="join", again=True,
        q="For each game, how much prize money was on offer in its S-tier tournaments altogether? List game titles with the sums.",
        sql="select t1.game_title, sum(t2.prize_pool_usd) from ref_game_titles as t1 join tournaments as t2 on t1.game_cd = t2.game_cd where t2.tier = 'S' group by t1.game_title",
        J=[("tournaments", "Prize_Pool_USD",
            "select t1.game_title, sum(t3.prize_pool_usd) from ref_game_titles as t1 join tournaments as t2 on t1.game_cd = t2.game_cd join tournaments_prize_pool_usd as t3 on t2.tournament_id = t3.tournament_id where t2.tier = 'S' group by t1.game_title")],
    ),
    dict(
        db="esports_league", shape="join",
        q="Which teams with a coach have more than 5 players? List the team names.",
        sql="select t2.team_name from players as t1 join teams as t2 on t1.teamid = t2.teamid where t2.coach is not null group by t1.teamid having count(*) > 5",
        J=[("teams", "Team_Name",
            "select t3.team_name from players as t1 join teams as t2 on t1.teamid = t2.teamid join teams_team_name as t3 on t2.teamid = t3.teamid where t2.coach is not null group by t1.teamid having count(*) > 5")],
        T=("players", "gamer", "pro_player",
           "select t2.team_name from {t} as t1 join teams as t2 on t1.teamid = t2.teamid where t2.coach is not null group by t1.teamid having count(*) > 5"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="Find the names of the coached teams that have at least six players on their roster.",
        sql="select team_name from teams where coach is not null and teamid in (select teamid from players group by teamid having count(*) >= 6)",
        J=[("teams", "Team_Name",
            "select t2.team_name from teams as t1 join teams_team_name as t2 on t1.teamid = t2.teamid where t1.coach is not null and t1.teamid in (select teamid from players group by teamid having count(*) >= 6)")],
    ),
    dict(
        db="esports_league", shape="join", role=True,
        q="Which team has played the most home matches? Give the team name.",
        sql="select t2.team_name from matches as t1 join teams as t2 on t1.home_team_id = t2.teamid group by t1.home_team_id order by count(*) desc limit 1",
        J=[("teams", "Team_Name",
            "select t3.team_name from matches as t1 join teams as t2 on t1.home_team_id = t2.teamid join teams_team_name as t3 on t2.teamid = t3.teamid group by t1.home_team_id order by count(*) desc limit 1")],
        C=("teams", "Team_Name", "name", "org_name",
           "select t2.{c} from matches as t1 join teams as t2 on t1.home_team_id = t2.teamid group by t1.home_team_id order by count(*) desc limit 1"),
    ),
    dict(
        db="esports_league", shape="join", again=True, role=True,
        q="What is the name of the team that was the home side in the largest number of matches?",
        sql="select t1.team_name from teams as t1 join matches as t2 on t1.teamid = t2.home_team_id group by t1.teamid order by count(*) desc limit 1",
        J=[("teams", "Team_Name",
            "select t3.team_name from teams as t1 join matches as t2 on t1.teamid = t2.home_team_id join teams_team_name as t3 on t1.teamid = t3.teamid group by t1.teamid order by count(*) desc limit 1")],
    ),
    dict(
        db="esports_league", shape="join",
        q="Which team has received the most sponsorship money in total? Give its name.",
        sql="select t2.team_name from sponsorship_deals as t1 join teams as t2 on t1.teamid = t2.teamid group by t1.teamid order by sum(t1.amt_usd) desc limit 1",
        J=[("sponsorship_deals", "Amt_USD",
            "select t2.team_name from sponsorship_deals as t1 join teams as t2 on t1.teamid = t2.teamid join sponsorship_deals_amt_usd as t3 on t1.deal_id = t3.deal_id group by t1.teamid order by sum(t3.amt_usd) desc limit 1")],
        C=("sponsorship_deals", "Amt_USD", "amount", "deal_value",
           "select t2.team_name from sponsorship_deals as t1 join teams as t2 on t1.teamid = t2.teamid group by t1.teamid order by sum(t1.{c}) desc limit 1"),
    ),
    dict(
        db="esports_league", shape="join", again=True,
        q="Find the name of the team whose sponsorship deals add up to the largest amount.",
        sql="select t1.team_name from teams as t1 join sponsorship_deals as t2 on t1.teamid = t2.teamid group by t1.teamid order by sum(t2.amt_usd) desc limit 1",
        J=[("sponsorship_deals", "Amt_USD",
            "select t1.team_name from teams as t1 join sponsorship_deals as t2 on t1.teamid = t2.teamid join sponsorship_deals_amt_usd as t3 on t2.deal_id = t3.deal_id group by t1.teamid order by sum(t3.amt_usd) desc limit 1")],
    ),
    dict(
        db="esports_league", shape="join",
        q="What are the nicknames and salaries of the players on Rocket League teams, from the highest salary to the lowest?",
        sql="select t1.nickname, t1.salary_usd from players as t1 join teams as t2 on t1.teamid = t2.teamid join ref_game_titles as t3 on t2.game_cd = t3.game_cd where t3.game_title = 'Rocket League' order by t1.salary_usd desc",
        J=[("players", "Salary_USD",
            "select t1.nickname, t4.salary_usd from players as t1 join teams as t2 on t1.teamid = t2.teamid join ref_game_titles as t3 on t2.game_cd = t3.game_cd join players_salary_usd as t4 on t1.player_id = t4.player_id where t3.game_title = 'Rocket League' order by t4.salary_usd desc")],
        C=("players", "Salary_USD", "salary", "annual_pay",
           "select t1.nickname, t1.{c} from players as t1 join teams as t2 on t1.teamid = t2.teamid join ref_game_titles as t3 on t2.game_cd = t3.game_cd where t3.game_title = 'Rocket League' order by t1.{c} desc"),
        T=("players", "gamer", "pro_player",
           "select t1.nickname, t1.salary_usd from {t} as t1 join teams as t2 on t1.teamid = t2.teamid join ref_game_titles as t3 on t2.game_cd = t3.game_cd where t3.game_title = 'Rocket League' order by t1.salary_usd desc"),
    ),
    dict(
        db="esports_league", shape="nested", again=True,
        q="How much is each Rocket League player paid? Give their gamer tags and salaries, best paid first.",
        sql="select nickname, salary_usd from players where teamid in (select t1.teamid from teams as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd where t2.game_title = 'Rocket League') order by salary_usd desc",
        J=[("players", "Salary_USD",
            "select t1.nickname, t2.salary_usd from players as t1 join players_salary_usd as t2 on t1.player_id = t2.player_id where t1.teamid in (select t1.teamid from teams as t1 join ref_game_titles as t2 on t1.game_cd = t2.game_cd where t2.game_title = 'Rocket League') order by t2.salary_usd desc")],
    ),
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
