#!/usr/bin/env python3
"""Build eval-data/probe12.jsonl and three new SQLite databases in eval-data/dbs12/.

A held-in probe set that measures how the parser generalises to databases and questions it has
never seen. The three databases (wind_farm, translation_agency, seed_bank), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark. It was written without reading the parser's sources or tests,
without running qlarify or cargo, and without opening the AmbiQT held-out split, its databases or
the dev split (probe_kit checks by program that no question or SQL repeats dev.jsonl or an
earlier probe file). The structure, setup shapes and checks copy make_probe11.py; the shared
helpers come from probe_kit.py, unchanged.

The databases, none of whose domains an earlier probe or a Spider database used:

  - wind_farm (7 tables): Ref_Turbine_Models, Wind_Farms, Technicians, Turbines,
    Maintenance_Jobs, Daily_Output, Grid_Contracts. Two keys to one table:
    Maintenance_Jobs.Assigned_Tech_ID / Maintenance_Jobs.Signed_Off_By, both to Technicians.
    Self-reference: Technicians.Lead_Tech_ID. Undeclared link: Daily_Output.Turbine_ID ->
    Turbines.
  - translation_agency (7 tables): Ref_Language_Codes, Clients, Translators, Projects,
    Assignments, Invoices, Quality_Reviews. Two keys to one table: Projects.Source_Lang_Cd /
    Projects.Target_Lang_Cd, both to Ref_Language_Codes. Undeclared link: Invoices.Project_ID
    -> Projects.
  - seed_bank (7 tables): Ref_Plant_Families, Species, Collectors, Storage_Units, Accessions,
    Germination_Tests, Seed_Requests. Self-reference: Collectors.Supervisor_ID. Undeclared
    links: Germination_Tests.Accession_Num -> Accessions, Seed_Requests.Accession_Num ->
    Accessions.

Spider's real-world untidiness: naming styles mixed within one database (`TechID`, `FName`,
`farm_id`, `Farm_Name`, `client_id`, `TranslatorID`, `Accession_Num`, `collector_id`),
abbreviations (`Cd`, `Desc`, `Dt`, `Yr`, `Amt`, `Qty`, `Cnt`, `Num`, `Hrs`, `MW`, `MWh`, `Pct`),
a Ref_ lookup table joined by its code in each database, numbers stored as TEXT
(`Commissioned_Yr`, `Parts_Cost_Amt`, `Start_Yr`, `Since_Yr`, `Budget_Amt`, `Joined_Yr`; their
values have a fixed number of digits, so that text order is number order), Y/N flags, NULLs,
and links with no declared foreign key.

Questions are in the voice of Spider's crowd annotators, every intent asked twice in different
words (the second wording has again=True and follows the first directly; its SQL is an
equivalent rewrite, since the checks refuse a repeated SQL string within a database). Values
are given as a user would type them. Select columns follow the order in which the question
names them. Joins use Spider's aliases T1, T2, ... (lowercased, as dev.jsonl's golds are).
Many questions name a column by a paraphrase rather than its name.

Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL], `setup`,
`spider_sql`), with setups shaped exactly like dev.jsonl's (see make_probe9.py's docstring for
the kinds B / J / C / T / P). Record ids are "<kind>12-NNNN".

Checks are make_probe11.py's (probe_kit's, plus the ORDER BY tie check and the check that the two
wordings of an intent return the same rows); if any fails nothing is written. Quantities held
as REAL are whole numbers, halves or quarters, so that sums do not depend on the order SQLite
adds the rows in.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe12.py [--out FILE] [--dbs DIR]
"""

import random
from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe12.jsonl"
DEFAULT_DBS = HERE / "dbs12"
ID_TAG = "12"
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


_FIRST_M = ["Anders", "Bram", "Cillian", "Dario", "Emil", "Fergus", "Gustav", "Hamish", "Ivo", "Jonas",
            "Kasper", "Lorcan", "Magnus", "Nils", "Otto", "Pieter", "Ruben", "Soren", "Tomas", "Ulrich",
            "Viggo", "Wim", "Aldo", "Bastian", "Conor", "Duncan", "Elias", "Finn"]
_FIRST_F = ["Agnes", "Brigid", "Clara", "Dagny", "Elin", "Frida", "Greta", "Hanne", "Ingrid", "Johanna",
            "Karin", "Liesel", "Maren", "Nora", "Oda", "Petra", "Ronja", "Saskia", "Tilde", "Una",
            "Vibeke", "Wenke", "Astrid", "Bodil", "Cora", "Edda", "Freja", "Hilde"]
_LAST = ["Aalto", "Berg", "Castell", "Dahl", "Eklund", "Falk", "Graham", "Holm", "Iversen", "Jansen",
         "Kerr", "Lund", "Moran", "Nyberg", "Olsen", "Pryce", "Quist", "Rasmussen", "Strand", "Toft",
         "Ulvang", "Voss", "Wallace", "Ystad", "Brennan", "Carlsen", "Devlin", "Engel", "Fraser", "Gallagher",
         "Hughes", "Innes", "Keane", "Lindqvist", "Munro", "Nolan", "Ostrowski", "Petersen", "Reid", "Sinclair",
         "Thorsen", "Vidal", "Weber", "Zeller"]


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


# ---------------------------------------------------------------- wind_farm

_MODELS = [
    ("V90", "V90-3.0", "Vestas", 3.0, 90), ("V112", "V112-3.45", "Vestas", 3.5, 112),
    ("V164", "V164-9.5", "Vestas", 9.5, 164), ("V236", "V236-15.0", "Vestas", 15.0, 236),
    ("SG132", "SG 3.4-132", "Siemens Gamesa", 3.5, 132), ("SG167", "SG 8.0-167", "Siemens Gamesa", 8.0, 167),
    ("SG222", "SG 14-222", "Siemens Gamesa", 14.0, 222), ("E82", "E-82", "Enercon", 2.25, 82),
    ("E126", "E-126", "Enercon", 7.5, 126), ("E138", "E-138", "Enercon", 4.25, 138),
    ("N117", "N117/3600", "Nordex", 3.5, 117), ("N149", "N149/5.X", "Nordex", 5.75, 149),
    ("GE15", "1.5sle", "GE Vernova", 1.5, 77), ("GEH", "Haliade-X", "GE Vernova", 13.0, 220),
    ("MM92", "MM92", "Senvion", 2.0, 92), ("S77", "S77", "Suzlon", 1.5, 77),
    ("GW121", "GW121-2.5", "Goldwind", 2.5, 121), ("AW125", "AW125/3000", "Acciona", 3.0, 125),
    ("E70", "E-70", "Enercon", 2.25, 71), ("MH100", "MHI V80", "MHI Vestas", 2.0, 80),
]
_MODEL_W = [10, 12, 6, 2, 10, 5, 3, 9, 3, 6, 7, 5, 4, 2, 4, 0, 0, 3, 4, 0]
_FARMS = [
    ("Whitelee", "Scotland", "N"), ("Hornsea One", "North Sea", "Y"), ("Walney Extension", "Irish Sea", "Y"),
    ("Clyde", "Scotland", "N"), ("Pen y Cymoedd", "Wales", "N"), ("Fallago Rig", "Scotland", "N"),
    ("London Array", "Thames Estuary", "Y"), ("Gwynt y Mor", "Irish Sea", "Y"), ("Scout Moor", "England", "N"),
    ("Brechfa Forest", "Wales", "N"), ("Beatrice", "North Sea", "Y"), ("Burbo Bank", "Irish Sea", "Y"),
    ("Crystal Rig", "Scotland", "N"), ("Keadby", "England", "N"), ("Little Cheyne Court", "England", "N"),
    ("Griffin", "Scotland", "N"), ("Race Bank", "North Sea", "Y"), ("Dudgeon", "North Sea", "Y"),
    ("Mynydd y Gwair", "Wales", "N"), ("Harestanes", "Scotland", "N"), ("Sheringham Shoal", "North Sea", "Y"),
    ("Fullabrook", "England", "N"), ("Kilgallioch", "Scotland", "N"), ("Thanet", "Thames Estuary", "Y"),
]
_OPERATORS = ["Northwind Energy", "Ørsted", "RWE Renewables", "ScottishPower", "Vattenfall", "SSE Renewables",
              "EDF Renewables"]
_JOB_TYPES = ["Gearbox Service", "Blade Inspection", "Annual Service", "Generator Repair", "Pitch System Fault",
              "Yaw Repair", "Oil Change", "Lightning Damage"]
_BUYERS = ["Octopus Energy", "British Gas", "Network Rail", "Tesco", "Amazon", "E.ON", "Good Energy", "BT Group"]


def _wind_farm():
    rng = random.Random(12101)
    models = [list(m) for m in _MODELS]

    years = rng.sample(range(1998, 2024), len(_FARMS))
    farms = []
    for i, (name, region, offshore) in enumerate(_FARMS, 1):
        op = rng.choice(_OPERATORS)
        farms.append([i, name, region, op, str(years[i - 1]), offshore, 0.0])

    codes = [m[0] for m in _MODELS]
    turbines = []
    idle = {9, 22}  # farms with no turbines on record
    live = [f for f in farms if f[0] not in idle]
    farm_w = [rng.randint(2, 9) if f[5] == "Y" else rng.randint(1, 6) for f in live]
    serials = rng.sample(range(100000, 999999), 220)
    for tid in range(1, 221):
        f = rng.choices(live, farm_w)[0]
        code = rng.choices(codes, _MODEL_W)[0]
        if f[5] == "Y" and rng.random() < 0.6:
            code = rng.choice(["V164", "SG167", "SG222", "GEH", "V236", "E126"])
        yr = int(f[4]) + rng.randint(0, 3)
        yr = min(yr, 2024)
        status = rng.choices(["Operating", "Stopped", "Decommissioned"], [80, 12, 8])[0]
        hub = rng.randint(60, 150)
        turbines.append([tid, f[0], code, f"SN-{serials[tid - 1]}", _day(rng, f"{yr}-01-01", f"{yr}-12-31"),
                         hub, status])
    model_mw = {m[0]: m[3] for m in _MODELS}
    for f in farms:
        f[6] = sum(model_mw[t[2]] for t in turbines if t[1] == f[0])
        if f[6] == 0:
            f[6] = None

    people = _names(rng, 48)
    techs = []
    for i, (first, last, _) in enumerate(people, 1):
        level = rng.choices(["Level 1", "Level 2", "Level 3"], [4, 4, 2])[0]
        base = rng.choice(live)[0] if rng.random() < 0.9 else None
        techs.append([i, first, last, level, rng.randint(21, 63), base, None, "Y" if rng.random() < 0.3 else "N"])
    leads = [t for t in techs if t[3] == "Level 3"]
    for t in techs:
        if t[3] != "Level 3" and rng.random() < 0.85:
            t[6] = rng.choice(leads)[0]

    jobs = []
    senior = [t for t in techs if t[3] != "Level 1"]
    for jid in range(1, 241):
        t = rng.choice(turbines)
        jt = rng.choice(_JOB_TYPES)
        tech = rng.choice(techs)
        signer = rng.choice(senior) if rng.random() < 0.85 else None
        while signer is not None and signer[0] == tech[0]:
            signer = rng.choice(senior)
        start = _day(rng, "2021-01-01", "2024-11-30")
        hrs = _half(rng, 1, 40)
        cost = f"{rng.randint(150, 9800):04d}" if jt not in ("Blade Inspection", "Oil Change") else f"{rng.randint(20, 900):04d}"
        jobs.append([0, t[0], tech[0], signer[0] if signer else None, jt, start, hrs, cost,
                     "Y" if rng.random() < 0.2 else "N"])
    jobs.sort(key=lambda j: (j[5], j[1]))
    for i, j in enumerate(jobs, 1):
        j[0] = i

    output = []
    run = [t for t in turbines if t[6] != "Decommissioned"]
    for oid in range(1, 301):
        t = rng.choice(run)
        wind = _half(rng, 2, 18)
        down = rng.choice([0, 0, 0, 0, 0, 1, 2, 4, 6, 12, 24])
        energy = _quarter(rng, 0, min(60.0, wind * 3.5)) * (24 - down) / 24
        energy = round(energy * 4) / 4
        output.append([0, t[0], _day(rng, "2024-01-01", "2024-06-30"), energy, wind, down])
    output.sort(key=lambda r: (r[2], r[1]))
    for i, r in enumerate(output, 1):
        r[0] = i

    contracts = []
    for cno in range(1, 41):
        f = rng.choice(farms[:20])
        contracts.append([1000 + cno, f[0], rng.choice(_BUYERS), str(rng.randint(2012, 2024)),
                          float(rng.randint(38, 140)), rng.randint(20, 900), "Y" if rng.random() < 0.35 else "N"])

    ddl = r'''
CREATE TABLE Ref_Turbine_Models (
Model_Cd VARCHAR(6) NOT NULL,
Model_Name VARCHAR(20),
Manufacturer VARCHAR(30),
Rated_MW REAL,
Rotor_Diam_M INTEGER,
PRIMARY KEY (Model_Cd)
);
CREATE TABLE Wind_Farms (
farm_id INTEGER NOT NULL,
Farm_Name VARCHAR(40),
Region VARCHAR(30),
Operator VARCHAR(30),
Commissioned_Yr VARCHAR(4),
Is_Offshore CHAR(1),
Capacity_MW REAL,
PRIMARY KEY (farm_id)
);
CREATE TABLE Technicians (
TechID INTEGER PRIMARY KEY,
FName VARCHAR(30),
LName VARCHAR(30),
Cert_Level VARCHAR(10),
Age INTEGER,
Base_Farm_ID INTEGER,
Lead_Tech_ID INTEGER,
Climb_Certified CHAR(1),
FOREIGN KEY (Base_Farm_ID) REFERENCES Wind_Farms(farm_id),
FOREIGN KEY (Lead_Tech_ID) REFERENCES Technicians(TechID)
);
CREATE TABLE Turbines (
Turbine_ID INTEGER PRIMARY KEY,
farm_id INTEGER NOT NULL,
Model_Cd VARCHAR(6),
Serial_Num VARCHAR(12),
Install_Dt DATE,
Hub_Height_M INTEGER,
Status VARCHAR(15),
FOREIGN KEY (farm_id) REFERENCES Wind_Farms(farm_id),
FOREIGN KEY (Model_Cd) REFERENCES Ref_Turbine_Models(Model_Cd)
);
CREATE TABLE Maintenance_Jobs (
Job_ID INTEGER PRIMARY KEY,
Turbine_ID INTEGER,
Assigned_Tech_ID INTEGER,
Signed_Off_By INTEGER,
Job_Type VARCHAR(30),
Start_Dt DATE,
Hrs REAL,
Parts_Cost_Amt TEXT,
Is_Urgent CHAR(1),
FOREIGN KEY (Turbine_ID) REFERENCES Turbines(Turbine_ID),
FOREIGN KEY (Assigned_Tech_ID) REFERENCES Technicians(TechID),
FOREIGN KEY (Signed_Off_By) REFERENCES Technicians(TechID)
);
CREATE TABLE Daily_Output (
Output_ID INTEGER PRIMARY KEY,
Turbine_ID INTEGER,
Output_Dt DATE,
Energy_MWh REAL,
Avg_Wind_Ms REAL,
Downtime_Hrs INTEGER
);
CREATE TABLE Grid_Contracts (
Contract_No INTEGER PRIMARY KEY,
farm_id INTEGER,
Buyer VARCHAR(30),
Start_Yr VARCHAR(4),
Price_Per_MWh REAL,
Volume_GWh INTEGER,
Is_Green_Cert CHAR(1),
FOREIGN KEY (farm_id) REFERENCES Wind_Farms(farm_id)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Turbine_Models", models),
                      _inserts("Wind_Farms", farms),
                      _inserts("Technicians", techs),
                      _inserts("Turbines", turbines),
                      _inserts("Maintenance_Jobs", jobs),
                      _inserts("Daily_Output", output),
                      _inserts("Grid_Contracts", contracts)]) + "\n"


DATABASES["wind_farm"] = _wind_farm()


# ---------------------------------------------------------------- translation_agency

_LANGS = [
    ("EN", "English", "Latin", "N"), ("DE", "German", "Latin", "N"), ("FR", "French", "Latin", "N"),
    ("ES", "Spanish", "Latin", "N"), ("IT", "Italian", "Latin", "N"), ("PT", "Portuguese", "Latin", "N"),
    ("NL", "Dutch", "Latin", "N"), ("PL", "Polish", "Latin", "N"), ("SV", "Swedish", "Latin", "N"),
    ("FI", "Finnish", "Latin", "N"), ("RU", "Russian", "Cyrillic", "N"), ("UK", "Ukrainian", "Cyrillic", "N"),
    ("BG", "Bulgarian", "Cyrillic", "N"), ("AR", "Arabic", "Arabic", "Y"), ("FA", "Persian", "Arabic", "Y"),
    ("HE", "Hebrew", "Hebrew", "Y"), ("ZH", "Chinese", "Han", "N"), ("JA", "Japanese", "Kana", "N"),
    ("KO", "Korean", "Hangul", "N"), ("EL", "Greek", "Greek", "N"), ("TR", "Turkish", "Latin", "N"),
    ("HI", "Hindi", "Devanagari", "N"), ("CY", "Welsh", "Latin", "N"), ("IS", "Icelandic", "Latin", "N"),
]
_CLIENTS = [
    ("Halberd Pharma", "Pharmaceuticals", "Germany"), ("Brightwater Legal", "Legal", "United Kingdom"),
    ("Cobalt Motors", "Automotive", "Germany"), ("Dunmore Games", "Gaming", "Ireland"),
    ("Etoile Cosmetics", "Retail", "France"), ("Fjord Maritime", "Shipping", "Norway"),
    ("Granite Bank", "Finance", "Switzerland"), ("Harbour Medical", "Medical Devices", "United States"),
    ("Iberia Foods", "Food", "Spain"), ("Juniper Software", "Software", "United States"),
    ("Kestrel Aviation", "Aerospace", "France"), ("Lumen Publishing", "Publishing", "United Kingdom"),
    ("Meridian Insurance", "Finance", "Netherlands"), ("Northstar Energy", "Energy", "Norway"),
    ("Orchid Travel", "Tourism", "Spain"), ("Pinnacle Robotics", "Engineering", "Japan"),
    ("Quayside Museums", "Culture", "United Kingdom"), ("Redwood Outdoor", "Retail", "United States"),
    ("Solace Health", "Medical Devices", "Sweden"), ("Tessera Tiles", "Manufacturing", "Italy"),
    ("Umbra Films", "Media", "France"), ("Verity Courts", "Legal", "Ireland"),
    ("Wexford Agri", "Food", "Ireland"), ("Xylo Audio", "Electronics", "Finland"),
    ("Yellowfin Apps", "Software", "Poland"), ("Zenith Chemicals", "Pharmaceuticals", "Switzerland"),
    ("Arden Hotels", "Tourism", "Italy"), ("Borealis Mining", "Energy", "Sweden"),
    ("Calder Universities", "Education", "United Kingdom"), ("Delphi Archives", "Culture", "Greece"),
    ("Everest Telecom", "Telecoms", "India"), ("Foxley Fashion", "Retail", "Italy"),
    ("Glenmore Distillers", "Food", "United Kingdom"), ("Helix Biotech", "Pharmaceuticals", "Netherlands"),
    ("Ivory Coast Cocoa", "Food", "Belgium"), ("Jasper Logistics", "Shipping", "Netherlands"),
]
_SUBJECTS = ["Legal", "Medical", "Technical", "Marketing", "Financial", "Literary", "Website", "Subtitles",
             "Patent", "Software UI"]
_TR_CITIES = ["Berlin", "Lyon", "Madrid", "Lisbon", "Krakow", "Dublin", "Helsinki", "Athens", "Warsaw", "Cardiff",
              "Vienna", "Riga"]


def _translation_agency():
    rng = random.Random(12202)
    langs = [list(l) for l in _LANGS]
    codes = [l[0] for l in _LANGS]

    since = [rng.randint(2005, 2023) for _ in _CLIENTS]
    clients = []
    for i, (name, ind, country) in enumerate(_CLIENTS, 1):
        contact = None if rng.random() < 0.2 else f"{rng.choice(_FIRST_F + _FIRST_M)} {rng.choice(_LAST)}"
        clients.append([i, name, ind, country, str(since[i - 1]), contact])

    people = _names(rng, 60)
    native_w = [6, 6, 5, 5, 4, 3, 3, 4, 2, 2, 4, 2, 1, 3, 1, 1, 3, 2, 1, 2, 2, 1, 1, 0]
    translators = []
    for i, (first, last, _) in enumerate(people, 1):
        native = rng.choices(codes, native_w)[0]
        rate = rng.randint(6, 30)
        translators.append([i, first, last, native, rng.choice(_TR_CITIES), rate, rng.randint(1, 32),
                            "Y" if rng.random() < 0.55 else "N", None if rng.random() < 0.15 else f"{first.lower()}.{last.lower()}@mail.eu"])

    projects = []
    pair_pool = [c for c in codes if c not in ("IS", "CY", "HI")]
    for pid in range(1, 161):
        c = rng.choice(clients[:34])
        src = "EN" if rng.random() < 0.55 else rng.choice(pair_pool[:10])
        tgt = rng.choice(pair_pool)
        while tgt == src:
            tgt = rng.choice(pair_pool)
        words = rng.randint(8, 600) * 100
        due = _day(rng, "2022-01-10", "2024-12-20")
        status = "In Progress" if due > "2024-10-01" and rng.random() < 0.7 else rng.choices(["Delivered", "Cancelled"], [92, 8])[0]
        budget = f"{rng.randint(200, 60000):05d}"
        projects.append([pid, c[0], src, tgt, rng.choice(_SUBJECTS), words, due, status, budget])

    assignments = []
    for aid in range(1, 281):
        p = rng.choice(projects)
        fit = [t for t in translators if t[3] == p[3]]
        t = rng.choice(fit) if fit and rng.random() < 0.7 else rng.choice(translators[:55])
        role = rng.choices(["Translator", "Proofreader", "Terminologist"], [65, 30, 5])[0]
        share = rng.randint(1, 10) / 10
        done = int(p[5] * share) if p[7] != "Cancelled" else 0
        assignments.append([aid, p[0], t[0], role, done, _half(rng, 1, 90)])

    invoices = []
    billed = [p for p in projects if p[7] == "Delivered"]
    for ino in range(1, 151):
        p = rng.choice(billed)
        dt = _plus(p[6], rng.randint(1, 40))
        cur = "EUR" if rng.random() < 0.6 else rng.choice(["GBP", "USD", "CHF"])
        invoices.append([0, p[0], dt, float(rng.randint(120, 24000)), cur, "Y" if dt < "2024-10-01" or rng.random() < 0.3 else "N"])
    invoices.sort(key=lambda r: (r[2], r[1]))
    for i, r in enumerate(invoices, 1):
        r[0] = 5000 + i

    reviews = []
    reviewed = rng.sample(assignments, 170)
    reviewed.sort(key=lambda a: a[0])
    for rid, a in enumerate(reviewed, 1):
        p = projects[a[1] - 1]
        score = rng.randint(3, 10)
        reviews.append([rid, a[0], score, max(0, rng.randint(0, 30) - score * 2), _plus(p[6], rng.randint(-5, 20)),
                        rng.choice(["Accuracy", "Terminology", "Style", "Fluency", None])])

    ddl = r'''
CREATE TABLE Ref_Language_Codes (
Lang_Cd CHAR(2) NOT NULL,
Language_Name VARCHAR(20),
Script VARCHAR(15),
Is_RTL CHAR(1),
PRIMARY KEY (Lang_Cd)
);
CREATE TABLE Clients (
client_id INTEGER NOT NULL,
client_name VARCHAR(40),
Industry VARCHAR(25),
Country VARCHAR(25),
Since_Yr VARCHAR(4),
Contact_Person VARCHAR(40),
PRIMARY KEY (client_id)
);
CREATE TABLE Translators (
TranslatorID INTEGER PRIMARY KEY,
First_Name VARCHAR(30),
Last_Name VARCHAR(30),
Native_Lang_Cd CHAR(2),
City VARCHAR(20),
Word_Rate_Ct INTEGER,
Yrs_Exp INTEGER,
Is_Certified CHAR(1),
Email VARCHAR(60),
FOREIGN KEY (Native_Lang_Cd) REFERENCES Ref_Language_Codes(Lang_Cd)
);
CREATE TABLE Projects (
Project_ID INTEGER PRIMARY KEY,
client_id INTEGER,
Source_Lang_Cd CHAR(2),
Target_Lang_Cd CHAR(2),
Subject_Area VARCHAR(20),
Word_Cnt INTEGER,
Due_Dt DATE,
Status VARCHAR(12),
Budget_Amt TEXT,
FOREIGN KEY (client_id) REFERENCES Clients(client_id),
FOREIGN KEY (Source_Lang_Cd) REFERENCES Ref_Language_Codes(Lang_Cd),
FOREIGN KEY (Target_Lang_Cd) REFERENCES Ref_Language_Codes(Lang_Cd)
);
CREATE TABLE Assignments (
Assign_ID INTEGER PRIMARY KEY,
Project_ID INTEGER,
TranslatorID INTEGER,
Task_Role VARCHAR(15),
Words_Done INTEGER,
Hrs_Logged REAL,
FOREIGN KEY (Project_ID) REFERENCES Projects(Project_ID),
FOREIGN KEY (TranslatorID) REFERENCES Translators(TranslatorID)
);
CREATE TABLE Invoices (
Invoice_Num INTEGER PRIMARY KEY,
Project_ID INTEGER,
Issue_Dt DATE,
Amount REAL,
Currency CHAR(3),
Is_Paid CHAR(1)
);
CREATE TABLE Quality_Reviews (
review_id INTEGER PRIMARY KEY,
Assign_ID INTEGER,
Score INTEGER,
Error_Cnt INTEGER,
Review_Dt DATE,
Main_Issue VARCHAR(15),
FOREIGN KEY (Assign_ID) REFERENCES Assignments(Assign_ID)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Language_Codes", langs),
                      _inserts("Clients", clients),
                      _inserts("Translators", translators),
                      _inserts("Projects", projects),
                      _inserts("Assignments", assignments),
                      _inserts("Invoices", invoices),
                      _inserts("Quality_Reviews", reviews)]) + "\n"


DATABASES["translation_agency"] = _translation_agency()


# ---------------------------------------------------------------- seed_bank

_FAMILIES = [
    ("FAB", "Fabaceae", "Legumes"), ("POA", "Poaceae", "Grasses"), ("AST", "Asteraceae", "Daisies"),
    ("ROS", "Rosaceae", "Roses"), ("LAM", "Lamiaceae", "Mints"), ("BRA", "Brassicaceae", "Cabbages"),
    ("API", "Apiaceae", "Carrots"), ("ERI", "Ericaceae", "Heaths"), ("ORC", "Orchidaceae", "Orchids"),
    ("PIN", "Pinaceae", "Pines"), ("FAG", "Fagaceae", "Beeches"), ("BET", "Betulaceae", "Birches"),
    ("RAN", "Ranunculaceae", "Buttercups"), ("CAR", "Caryophyllaceae", "Pinks"), ("SOL", "Solanaceae", "Nightshades"),
    ("MAL", "Malvaceae", "Mallows"), ("CYP", "Cyperaceae", "Sedges"), ("LIL", "Liliaceae", "Lilies"),
    ("PAP", "Papaveraceae", "Poppies"), ("ONA", "Onagraceae", "Willowherbs"), ("ARA", "Araliaceae", "Ivies"),
]
_SPECIES = [
    ("Trifolium pratense", "Red Clover", "FAB", "Herb"), ("Lotus corniculatus", "Bird's-foot Trefoil", "FAB", "Herb"),
    ("Vicia sativa", "Common Vetch", "FAB", "Herb"), ("Ulex europaeus", "Gorse", "FAB", "Shrub"),
    ("Cytisus scoparius", "Broom", "FAB", "Shrub"), ("Lathyrus japonicus", "Sea Pea", "FAB", "Herb"),
    ("Festuca rubra", "Red Fescue", "POA", "Grass"), ("Briza media", "Quaking Grass", "POA", "Grass"),
    ("Stipa pennata", "Feather Grass", "POA", "Grass"), ("Ammophila arenaria", "Marram Grass", "POA", "Grass"),
    ("Avena fatua", "Wild Oat", "POA", "Grass"), ("Centaurea cyanus", "Cornflower", "AST", "Herb"),
    ("Leucanthemum vulgare", "Oxeye Daisy", "AST", "Herb"), ("Arnica montana", "Arnica", "AST", "Herb"),
    ("Cirsium heterophyllum", "Melancholy Thistle", "AST", "Herb"), ("Achillea millefolium", "Yarrow", "AST", "Herb"),
    ("Sorbus aucuparia", "Rowan", "ROS", "Tree"), ("Prunus spinosa", "Blackthorn", "ROS", "Shrub"),
    ("Crataegus monogyna", "Hawthorn", "ROS", "Shrub"), ("Malus sylvestris", "Crab Apple", "ROS", "Tree"),
    ("Sorbus torminalis", "Wild Service Tree", "ROS", "Tree"), ("Geum rivale", "Water Avens", "ROS", "Herb"),
    ("Thymus serpyllum", "Breckland Thyme", "LAM", "Shrub"), ("Salvia pratensis", "Meadow Clary", "LAM", "Herb"),
    ("Ajuga pyramidalis", "Pyramidal Bugle", "LAM", "Herb"), ("Brassica oleracea", "Wild Cabbage", "BRA", "Herb"),
    ("Crambe maritima", "Sea Kale", "BRA", "Herb"), ("Iberis amara", "Wild Candytuft", "BRA", "Herb"),
    ("Daucus carota", "Wild Carrot", "API", "Herb"), ("Eryngium maritimum", "Sea Holly", "API", "Herb"),
    ("Apium repens", "Creeping Marshwort", "API", "Herb"), ("Calluna vulgaris", "Heather", "ERI", "Shrub"),
    ("Vaccinium myrtillus", "Bilberry", "ERI", "Shrub"), ("Arbutus unedo", "Strawberry Tree", "ERI", "Tree"),
    ("Cypripedium calceolus", "Lady's Slipper", "ORC", "Herb"), ("Orchis militaris", "Military Orchid", "ORC", "Herb"),
    ("Ophrys apifera", "Bee Orchid", "ORC", "Herb"), ("Pinus sylvestris", "Scots Pine", "PIN", "Tree"),
    ("Larix decidua", "European Larch", "PIN", "Tree"), ("Quercus robur", "Pedunculate Oak", "FAG", "Tree"),
    ("Quercus petraea", "Sessile Oak", "FAG", "Tree"), ("Fagus sylvatica", "Beech", "FAG", "Tree"),
    ("Castanea sativa", "Sweet Chestnut", "FAG", "Tree"), ("Betula nana", "Dwarf Birch", "BET", "Shrub"),
    ("Alnus glutinosa", "Alder", "BET", "Tree"), ("Corylus avellana", "Hazel", "BET", "Shrub"),
    ("Pulsatilla vulgaris", "Pasqueflower", "RAN", "Herb"), ("Trollius europaeus", "Globeflower", "RAN", "Herb"),
    ("Ranunculus acris", "Meadow Buttercup", "RAN", "Herb"), ("Dianthus armeria", "Deptford Pink", "CAR", "Herb"),
    ("Silene dioica", "Red Campion", "CAR", "Herb"), ("Agrostemma githago", "Corncockle", "CAR", "Herb"),
    ("Atropa belladonna", "Deadly Nightshade", "SOL", "Herb"), ("Malva moschata", "Musk Mallow", "MAL", "Herb"),
    ("Tilia cordata", "Small-leaved Lime", "MAL", "Tree"), ("Carex pendula", "Pendulous Sedge", "CYP", "Grass"),
    ("Eriophorum angustifolium", "Common Cottongrass", "CYP", "Grass"), ("Fritillaria meleagris", "Snake's Head Fritillary", "LIL", "Herb"),
    ("Tulipa sylvestris", "Wild Tulip", "LIL", "Herb"), ("Papaver rhoeas", "Common Poppy", "PAP", "Herb"),
    ("Glaucium flavum", "Yellow Horned Poppy", "PAP", "Herb"), ("Chamaenerion angustifolium", "Rosebay Willowherb", "ONA", "Herb"),
]
_ENDANGERED = {"Stipa pennata", "Arnica montana", "Cypripedium calceolus", "Orchis militaris", "Apium repens",
               "Dianthus armeria", "Agrostemma githago", "Ajuga pyramidalis", "Betula nana", "Sorbus torminalis",
               "Salvia pratensis", "Iberis amara", "Tulipa sylvestris", "Lathyrus japonicus"}
_INSTITUTIONS = ["Kew", "Edinburgh Botanic", "Naturalis", "Uppsala Herbarium", "Meise Garden", "Freelance"]
_COUNTRIES = ["United Kingdom", "Ireland", "France", "Norway", "Sweden", "Spain", "Germany", "Netherlands"]
_BUILDINGS = ["Millennium Vault", "North Annex", "Old Herbarium"]
_PRETREAT = ["None", "Scarification", "Cold Stratification", "Smoke Water", "Gibberellic Acid"]
_REQUESTERS = [("Eden Project", "United Kingdom"), ("Jardin des Plantes", "France"), ("Plantlife", "United Kingdom"),
               ("Bergius Garden", "Sweden"), ("Real Jardin Botanico", "Spain"), ("Botanic Garden Meise", "Belgium"),
               ("Wildflower Trust", "Ireland"), ("Hortus Botanicus", "Netherlands"), ("Oslo Botanical Garden", "Norway"),
               ("University of Reading", "United Kingdom")]


def _seed_bank():
    rng = random.Random(12303)
    fams = [list(f) for f in _FAMILIES]
    species = []
    for i, (latin, common, fam, form) in enumerate(_SPECIES, 1):
        native = rng.choice(["Europe", "Europe", "Europe", "Britain", "Mediterranean", "Arctic"])
        species.append([i, latin, common, fam, form, "Y" if latin in _ENDANGERED else "N", native])

    people = _names(rng, 40)
    starts = rng.sample(range(1980, 2024), 40)
    collectors = []
    for i, (first, last, _) in enumerate(people, 1):
        collectors.append([i, first, last, rng.choice(_INSTITUTIONS), rng.choice(_COUNTRIES), str(starts[i - 1]), None])
    for c in collectors:
        older = [o for o in collectors if int(o[5]) < int(c[5]) - 4 and o[3] == c[3]]
        if older and rng.random() < 0.7:
            c[6] = rng.choice(older)[0]

    units = []
    for uid in range(1, 22):
        b = _BUILDINGS[(uid - 1) % 3]
        temp = rng.choice([-20, -20, -20, -18, -4, 4])
        units.append([uid, f"{b.split()[0][0]}{b.split()[1][0]}-{uid:02d}", b, temp, _half(rng, 12, 20),
                      rng.randint(4, 30) * 100])

    accessions = []
    used_units = [u for u in units if u[0] not in (7, 16)]
    sp_w = [rng.randint(1, 8) for _ in species]
    for n in range(1, 251):
        sp = rng.choices(species, sp_w)[0]
        col = rng.choice(collectors)
        yr = max(int(col[5]), rng.randint(1995, 2024))
        dt = _day(rng, f"{yr}-05-01", f"{yr}-10-31")
        alt = None if rng.random() < 0.12 else rng.randint(0, 1200)
        qty = rng.randint(2, 400) * 25
        accessions.append([0, sp[0], col[0], dt, rng.choice(_COUNTRIES), alt, qty, rng.choice(used_units)[0],
                           "Y" if rng.random() < 0.12 else "N"])
    accessions.sort(key=lambda a: (a[3], a[1]))
    for i, a in enumerate(accessions, 1):
        a[0] = 10000 + i

    tests = []
    for tid in range(1, 271):
        a = rng.choice(accessions)
        sown = rng.choice([25, 50, 50, 100, 100, 200])
        pre = rng.choices(_PRETREAT, [40, 15, 25, 10, 10])[0]
        germ = rng.randint(0, sown)
        dt = _plus(a[3], rng.randint(30, 900))
        if dt > "2024-12-31":
            dt = "2024-12-" + dt[8:]
        tests.append([0, a[0], dt, sown, germ, pre, rng.choice([15, 20, 20, 25])])
    tests.sort(key=lambda t: (t[2], t[1]))
    for i, t in enumerate(tests, 1):
        t[0] = i

    requests = []
    for rid in range(1, 131):
        a = rng.choice(accessions)
        inst, country = rng.choice(_REQUESTERS)
        dt = _day(rng, max(a[3], "2015-01-01"), "2024-12-15") if a[3] < "2024-12-15" else a[3]
        requests.append([0, a[0], inst, country, dt, rng.randint(1, 12), "Y" if rng.random() < 0.75 else "N"])
    requests.sort(key=lambda r: (r[4], r[1]))
    for i, r in enumerate(requests, 1):
        r[0] = i

    ddl = r'''
CREATE TABLE Ref_Plant_Families (
Family_Cd CHAR(3) NOT NULL,
Family_Name VARCHAR(30),
Common_Group VARCHAR(30),
PRIMARY KEY (Family_Cd)
);
CREATE TABLE Species (
SpeciesID INTEGER PRIMARY KEY,
Latin_Name VARCHAR(40),
Common_Name VARCHAR(40),
Family_Cd CHAR(3),
Life_Form VARCHAR(10),
Is_Endangered CHAR(1),
Native_Range VARCHAR(20),
FOREIGN KEY (Family_Cd) REFERENCES Ref_Plant_Families(Family_Cd)
);
CREATE TABLE Collectors (
collector_id INTEGER NOT NULL,
FName VARCHAR(30),
Surname VARCHAR(30),
Institution VARCHAR(30),
Home_Country VARCHAR(25),
Joined_Yr VARCHAR(4),
Supervisor_ID INTEGER,
PRIMARY KEY (collector_id),
FOREIGN KEY (Supervisor_ID) REFERENCES Collectors(collector_id)
);
CREATE TABLE Storage_Units (
Unit_ID INTEGER PRIMARY KEY,
Unit_Label VARCHAR(8),
Building VARCHAR(30),
Temp_C INTEGER,
Humidity_Pct REAL,
Max_Packets INTEGER
);
CREATE TABLE Accessions (
Accession_Num INTEGER PRIMARY KEY,
SpeciesID INTEGER,
collector_id INTEGER,
Collected_Dt DATE,
Origin_Country VARCHAR(25),
Altitude_M INTEGER,
Seed_Qty INTEGER,
Unit_ID INTEGER,
Is_Duplicated CHAR(1),
FOREIGN KEY (SpeciesID) REFERENCES Species(SpeciesID),
FOREIGN KEY (collector_id) REFERENCES Collectors(collector_id),
FOREIGN KEY (Unit_ID) REFERENCES Storage_Units(Unit_ID)
);
CREATE TABLE Germination_Tests (
Test_ID INTEGER PRIMARY KEY,
Accession_Num INTEGER,
Test_Dt DATE,
Seeds_Sown INTEGER,
Seeds_Germinated INTEGER,
Pretreatment VARCHAR(25),
Incubation_Temp INTEGER
);
CREATE TABLE Seed_Requests (
Request_ID INTEGER PRIMARY KEY,
Accession_Num INTEGER,
Requester VARCHAR(40),
Req_Country VARCHAR(25),
Request_Dt DATE,
Packets_Qty INTEGER,
Approved CHAR(1)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Plant_Families", fams),
                      _inserts("Species", species),
                      _inserts("Collectors", collectors),
                      _inserts("Storage_Units", units),
                      _inserts("Accessions", accessions),
                      _inserts("Germination_Tests", tests),
                      _inserts("Seed_Requests", requests)]) + "\n"


DATABASES["seed_bank"] = _seed_bank()

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


W, TA, SB = "wind_farm", "translation_agency", "seed_bank"

# ================================================================ questions

QUESTIONS = [
    # ------------------------------------------------------------------ wind_farm
    _q(W, "simple", "How many wind farms are offshore?",
       "select count(*) from wind_farms where is_offshore = 'Y'",
       T=("wind_farms", "wind_park", "generation_site"),
       P=("wind_farms_capacity_mw", "wind_farms", "is_offshore", "capacity_mw",
          "select number from wind_farms_capacity_mw where is_offshore = 'Y'")),
    _q(W, "simple", "Count the wind farms that are located out at sea.",
       "select count(farm_id) from wind_farms where is_offshore = 'Y'", again=True,
       T=("wind_farms", "wind_park", "generation_site")),

    _q(W, "simple", "List the names of the wind farms in Scotland.",
       "select farm_name from wind_farms where region = 'Scotland'",
       J=[("wind_farms", "Region")],
       C=("wind_farms", "Region", "area", "location_region"),
       T=("wind_farms", "wind_park", "generation_site")),
    _q(W, "simple", "Which wind farms are in the Scotland region? Give their names.",
       "select t1.farm_name from wind_farms as t1 where t1.region = 'Scotland'", again=True,
       J=[("wind_farms", "Region")]),

    _q(W, "simple", "What is the name and rated power of each turbine model made by Vestas?",
       "select model_name, rated_mw from ref_turbine_models where manufacturer = 'Vestas'",
       J=[("ref_turbine_models", "Rated_MW")],
       C=("ref_turbine_models", "Rated_MW", "rated_power", "max_output_mw")),
    _q(W, "simple", "Show the model names and the rated megawatts of the Vestas turbine models.",
       "select t1.model_name, t1.rated_mw from ref_turbine_models as t1 where t1.manufacturer = 'Vestas'", again=True,
       J=[("ref_turbine_models", "Manufacturer")]),

    _q(W, "simple", "What is the average age of the technicians?",
       "select avg(age) from technicians",
       C=("technicians", "Age", "age_years", "tech_age"),
       P=("technicians_age", "technicians", None, "age", "select avg_age from technicians_age")),
    _q(W, "simple", "On average, how old are the technicians?",
       "select avg(t1.age) from technicians as t1", again=True,
       T=("technicians", "engineer", "field_tech")),

    _q(W, "simple", "Which technicians are older than 55? List their first and last names.",
       "select fname, lname from technicians where age > 55",
       J=[("technicians", "Age")],
       C=("technicians", "Age", "age_years", "tech_age"),
       T=("technicians", "engineer", "field_tech")),
    _q(W, "simple", "Give the full names of the technicians aged over 55.",
       "select fname, lname from technicians where age >= 56", again=True,
       J=[("technicians", "LName")]),

    _q(W, "simple", "Which turbine model has the largest rotor diameter? Give its model name.",
       "select model_name from ref_turbine_models order by rotor_diam_m desc limit 1",
       J=[("ref_turbine_models", "Rotor_Diam_M")],
       C=("ref_turbine_models", "Rotor_Diam_M", "rotor_diameter", "blade_span_m")),
    _q(W, "nested", "Find the name of the model with the biggest rotor.",
       "select model_name from ref_turbine_models where rotor_diam_m = (select max(rotor_diam_m) from ref_turbine_models)", again=True,
       J=[("ref_turbine_models", "Rotor_Diam_M",
           "select t1.model_name from ref_turbine_models as t1 join ref_turbine_models_rotor_diam_m as t2 on t1.model_cd = t2.model_cd where t2.rotor_diam_m = (select max(rotor_diam_m) from ref_turbine_models_rotor_diam_m)")]),

    _q(W, "join", "How many turbines does each wind farm have? Show the farm names with the counts.",
       "select t1.farm_name, count(*) from wind_farms as t1 join turbines as t2 on t1.farm_id = t2.farm_id group by t1.farm_id",
       J=[("wind_farms", "Farm_Name")],
       T=("turbines", "wind_turbine", "generator_unit"),
       P=("wind_farms_turbines_hub_height_m", "wind_farms as t1 join turbines as t2 on t1.farm_id = t2.farm_id",
          "t1.farm_name", "t2.hub_height_m", "select farm_name, number from wind_farms_turbines_hub_height_m")),
    _q(W, "join", "For each wind farm, give its name and the number of turbines installed there.",
       "select t2.farm_name, count(*) from turbines as t1 join wind_farms as t2 on t1.farm_id = t2.farm_id group by t2.farm_name", again=True,
       J=[("wind_farms", "Farm_Name")],
       T=("turbines", "wind_turbine", "generator_unit")),

    _q(W, "nested", "What are the names of the wind farms that have no turbines?",
       "select farm_name from wind_farms where farm_id not in (select farm_id from turbines)",
       J=[("wind_farms", "Farm_Name")],
       T=("turbines", "wind_turbine", "generator_unit")),
    _q(W, "nested", "Which wind farms have no turbines on record? Give their names.",
       "select farm_name from wind_farms except select t1.farm_name from wind_farms as t1 join turbines as t2 on t1.farm_id = t2.farm_id", again=True,
       J=[("wind_farms", "Farm_Name")]),

    _q(W, "join", "What is the total energy output recorded for each turbine model? Show the model name and the total in MWh.",
       "select t3.model_name, sum(t1.energy_mwh) from daily_output as t1 join turbines as t2 on t1.turbine_id = t2.turbine_id join ref_turbine_models as t3 on t2.model_cd = t3.model_cd group by t3.model_name",
       J=[("ref_turbine_models", "Model_Name"), ("daily_output", "Energy_MWh")],
       C=("daily_output", "Energy_MWh", "energy_generated", "output_mwh")),
    _q(W, "join", "For every turbine model, give the model name and the sum of the energy its turbines generated.",
       "select t1.model_name, sum(t3.energy_mwh) from ref_turbine_models as t1 join turbines as t2 on t1.model_cd = t2.model_cd join daily_output as t3 on t2.turbine_id = t3.turbine_id group by t1.model_name", again=True,
       J=[("ref_turbine_models", "Model_Name"), ("daily_output", "Energy_MWh")]),

    _q(W, "agg", "Which job types have been carried out more than 30 times?",
       "select job_type from maintenance_jobs group by job_type having count(*) > 30"),
    _q(W, "agg", "List the types of maintenance job that occur over 30 times.",
       "select job_type from maintenance_jobs group by job_type having count(job_id) > 30", again=True),

    _q(W, "agg", "Which job types took more than 600 hours in total?",
       "select job_type from maintenance_jobs group by job_type having sum(hrs) > 600",
       J=[("maintenance_jobs", "Hrs")],
       C=("maintenance_jobs", "Hrs", "hours", "labour_hrs"),
       P=("maintenance_jobs_hrs", "maintenance_jobs", "job_type", "hrs",
          "select job_type from maintenance_jobs_hrs where sum_hrs > 600")),
    _q(W, "agg", "Find the maintenance job types whose hours add up to over 600.",
       "select t1.job_type from maintenance_jobs as t1 group by t1.job_type having sum(t1.hrs) > 600", again=True,
       J=[("maintenance_jobs", "Hrs")]),

    _q(W, "join", "What are the first and last names of the technicians who signed off gearbox services?",
       "select distinct t2.fname, t2.lname from maintenance_jobs as t1 join technicians as t2 on t1.signed_off_by = t2.techid where t1.job_type = 'Gearbox Service'",
       J=[("maintenance_jobs", "Job_Type"), ("technicians", "FName")],
       C=("maintenance_jobs", "Job_Type", "job_kind", "work_type"), role=True),
    _q(W, "nested", "Which technicians have signed off a gearbox service job? Give their full names.",
       "select t1.fname, t1.lname from technicians as t1 where t1.techid in (select signed_off_by from maintenance_jobs where job_type = 'Gearbox Service')", again=True,
       J=[("technicians", "LName")], role=True),

    _q(W, "join", "List the first and last names of the technicians whose lead technician is Wim Holm.",
       "select t1.fname, t1.lname from technicians as t1 join technicians as t2 on t1.lead_tech_id = t2.techid where t2.fname = 'Wim' and t2.lname = 'Holm'",
       J=[("technicians", "FName",
           "select t3.fname, t1.lname from technicians as t1 join technicians as t2 on t1.lead_tech_id = t2.techid join technicians_fname as t3 on t1.techid = t3.techid where t2.fname = 'Wim' and t2.lname = 'Holm'")],
       self_ref=True),
    _q(W, "nested", "Who are the technicians led by Wim Holm? Show their first names and surnames.",
       "select fname, lname from technicians where lead_tech_id = (select techid from technicians where fname = 'Wim' and lname = 'Holm')", again=True,
       J=[("technicians", "FName", "select t2.fname, t1.lname from technicians as t1 join technicians_fname as t2 on t1.techid = t2.techid where t1.lead_tech_id = (select techid from technicians where fname = 'Wim' and lname = 'Holm')")],
       self_ref=True),

    _q(W, "nested", "Which turbine models have a rated power above the average of all models? List their names and manufacturers.",
       "select model_name, manufacturer from ref_turbine_models where rated_mw > (select avg(rated_mw) from ref_turbine_models)",
       J=[("ref_turbine_models", "Rated_MW",
           "select t1.model_name, t1.manufacturer from ref_turbine_models as t1 join ref_turbine_models_rated_mw as t2 on t1.model_cd = t2.model_cd where t2.rated_mw > (select avg(rated_mw) from ref_turbine_models_rated_mw)")],
       C=("ref_turbine_models", "Rated_MW", "rated_power", "max_output_mw")),
    _q(W, "nested", "Show the name and maker of every turbine model whose rated capacity exceeds the average rated capacity.",
       "select t1.model_name, t1.manufacturer from ref_turbine_models as t1 where t1.rated_mw > (select avg(rated_mw) from ref_turbine_models)", again=True,
       J=[("ref_turbine_models", "Manufacturer")]),

    _q(W, "nested", "Which operators run both offshore and onshore wind farms?",
       "select operator from wind_farms where is_offshore = 'Y' intersect select operator from wind_farms where is_offshore = 'N'",
       J=[("wind_farms", "Operator"), ("wind_farms", "Is_Offshore")],
       C=("wind_farms", "Is_Offshore", "offshore", "at_sea"),
       T=("wind_farms", "wind_park", "generation_site")),
    _q(W, "nested", "Find the operators that have at least one onshore farm and at least one offshore farm.",
       "select operator from wind_farms where is_offshore = 'N' intersect select operator from wind_farms where is_offshore = 'Y'", again=True,
       J=[("wind_farms", "Operator")]),

    _q(W, "nested", "List the names of the farms operated by Vattenfall or commissioned before 2001.",
       "select farm_name from wind_farms where operator = 'Vattenfall' union select farm_name from wind_farms where commissioned_yr < 2001",
       J=[("wind_farms", "Commissioned_Yr")],
       C=("wind_farms", "Commissioned_Yr", "year_commissioned", "opening_year")),
    _q(W, "simple", "Which wind farms are either run by Vattenfall or were commissioned earlier than 2001? Give their names.",
       "select farm_name from wind_farms where operator = 'Vattenfall' or commissioned_yr < 2001", again=True,
       J=[("wind_farms", "Operator")]),

    _q(W, "simple", "List the names and regions of the wind farms whose name contains the word Bank.",
       "select farm_name, region from wind_farms where farm_name like '%Bank%'",
       J=[("wind_farms", "Region")]),
    _q(W, "simple", "Show the name and region of every farm with 'Bank' in its name.",
       "select t1.farm_name, t1.region from wind_farms as t1 where t1.farm_name like '%Bank%'", again=True,
       J=[("wind_farms", "Region")]),

    _q(W, "simple", "How many turbines have a hub height between 100 and 120 metres?",
       "select count(*) from turbines where hub_height_m between 100 and 120",
       J=[("turbines", "Hub_Height_M")],
       C=("turbines", "Hub_Height_M", "hub_height", "tower_height_m"),
       T=("turbines", "wind_turbine", "generator_unit")),
    _q(W, "simple", "Count the turbines whose hub is at least 100 m and at most 120 m high.",
       "select count(*) from turbines where hub_height_m >= 100 and hub_height_m <= 120", again=True,
       J=[("turbines", "Hub_Height_M")]),

    _q(W, "simple", "List the names of all offshore farms ordered by their capacity from largest to smallest.",
       "select farm_name from wind_farms where is_offshore = 'Y' order by capacity_mw desc",
       J=[("wind_farms", "Farm_Name")],
       T=("wind_farms", "wind_park", "generation_site")),
    _q(W, "simple", "Show the offshore wind farms' names, biggest capacity first.",
       "select t1.farm_name from wind_farms as t1 where t1.is_offshore = 'Y' order by t1.capacity_mw desc", again=True,
       J=[("wind_farms", "Farm_Name")]),

    _q(W, "simple", "What are the numbers, buyers and prices of the five grid contracts with the highest price per MWh?",
       "select contract_no, buyer, price_per_mwh from grid_contracts order by price_per_mwh desc limit 5",
       J=[("grid_contracts", "Buyer"), ("grid_contracts", "Price_Per_MWh")],
       C=("grid_contracts", "Price_Per_MWh", "price", "unit_price"),
       T=("grid_contracts", "power_purchase", "offtake_agreement")),
    _q(W, "simple", "Give the contract number, the buyer and the price of the top 5 contracts by price per megawatt hour.",
       "select t1.contract_no, t1.buyer, t1.price_per_mwh from grid_contracts as t1 order by t1.price_per_mwh desc limit 5", again=True,
       J=[("grid_contracts", "Buyer")]),

    _q(W, "join", "Which technicians worked on turbines at the Walney Extension farm? List their names without duplicates.",
       "select distinct t1.fname, t1.lname from technicians as t1 join maintenance_jobs as t2 on t1.techid = t2.assigned_tech_id join turbines as t3 on t2.turbine_id = t3.turbine_id join wind_farms as t4 on t3.farm_id = t4.farm_id where t4.farm_name = 'Walney Extension'",
       J=[("technicians", "LName")],
       T=("turbines", "wind_turbine", "generator_unit")),
    _q(W, "join", "Give the distinct first and last names of the technicians assigned to jobs on Walney Extension turbines.",
       "select distinct t4.fname, t4.lname from wind_farms as t1 join turbines as t2 on t1.farm_id = t2.farm_id join maintenance_jobs as t3 on t2.turbine_id = t3.turbine_id join technicians as t4 on t3.assigned_tech_id = t4.techid where t1.farm_name = 'Walney Extension'", again=True,
       J=[("wind_farms", "Farm_Name")]),

    _q(W, "agg", "What is the average contract price per MWh for each buyer?",
       "select buyer, avg(price_per_mwh) from grid_contracts group by buyer",
       J=[("grid_contracts", "Buyer"), ("grid_contracts", "Price_Per_MWh")],
       C=("grid_contracts", "Price_Per_MWh", "price", "unit_price"),
       P=("grid_contracts_price_per_mwh", "grid_contracts", "buyer", "price_per_mwh",
          "select buyer, avg_price_per_mwh from grid_contracts_price_per_mwh")),
    _q(W, "agg", "For each buyer, show the buyer and the mean price it pays per megawatt hour.",
       "select t1.buyer, avg(t1.price_per_mwh) from grid_contracts as t1 group by t1.buyer", again=True,
       J=[("grid_contracts", "Price_Per_MWh")]),

    _q(W, "agg", "Which buyer has contracted the largest total volume?",
       "select buyer from grid_contracts group by buyer order by sum(volume_gwh) desc limit 1",
       J=[("grid_contracts", "Volume_GWh")],
       C=("grid_contracts", "Volume_GWh", "volume", "annual_gwh")),
    _q(W, "agg", "Find the buyer whose contracts add up to the most gigawatt hours.",
       "select t1.buyer from grid_contracts as t1 group by t1.buyer order by sum(t1.volume_gwh) desc limit 1", again=True,
       J=[("grid_contracts", "Volume_GWh")]),

    _q(W, "join", "How many different manufacturers made the turbines at offshore farms?",
       "select count(distinct t3.manufacturer) from wind_farms as t1 join turbines as t2 on t1.farm_id = t2.farm_id join ref_turbine_models as t3 on t2.model_cd = t3.model_cd where t1.is_offshore = 'Y'",
       J=[("ref_turbine_models", "Manufacturer"), ("wind_farms", "Is_Offshore")]),
    _q(W, "join", "Count the distinct makers of the turbines installed out at sea.",
       "select count(distinct t1.manufacturer) from ref_turbine_models as t1 join turbines as t2 on t1.model_cd = t2.model_cd join wind_farms as t3 on t2.farm_id = t3.farm_id where t3.is_offshore = 'Y'", again=True,
       J=[("wind_farms", "Is_Offshore")]),

    _q(W, "simple", "What is the total parts cost of the urgent maintenance jobs?",
       "select sum(parts_cost_amt) from maintenance_jobs where is_urgent = 'Y'",
       J=[("maintenance_jobs", "Parts_Cost_Amt")],
       C=("maintenance_jobs", "Parts_Cost_Amt", "parts_cost", "material_cost"),
       P=("maintenance_jobs_parts_cost_amt", "maintenance_jobs", "is_urgent", "parts_cost_amt",
          "select sum_parts_cost_amt from maintenance_jobs_parts_cost_amt where is_urgent = 'Y'")),
    _q(W, "simple", "How much was spent on parts for urgent jobs altogether?",
       "select sum(t1.parts_cost_amt) from maintenance_jobs as t1 where t1.is_urgent = 'Y'", again=True,
       J=[("maintenance_jobs", "Is_Urgent")]),

    _q(W, "nested", "Which technicians have never signed off a maintenance job? Show their first and last names.",
       "select fname, lname from technicians where techid not in (select signed_off_by from maintenance_jobs where signed_off_by is not null)",
       J=[("technicians", "FName")],
       C=("technicians", "FName", "first_name", "given_name"), role=True),
    _q(W, "nested", "List the full names of the technicians who have not signed off any job.",
       "select fname, lname from technicians except select t1.fname, t1.lname from technicians as t1 join maintenance_jobs as t2 on t1.techid = t2.signed_off_by", again=True,
       J=[("technicians", "LName")], role=True),

    _q(W, "agg", "For each certification level, how many technicians are climb certified?",
       "select cert_level, count(*) from technicians where climb_certified = 'Y' group by cert_level",
       J=[("technicians", "Climb_Certified")],
       C=("technicians", "Climb_Certified", "climb_certified", "can_climb")),
    _q(W, "agg", "Show each certificate level and the number of climb-certified technicians at that level.",
       "select t1.cert_level, count(t1.techid) from technicians as t1 where t1.climb_certified = 'Y' group by t1.cert_level", again=True,
       J=[("technicians", "Cert_Level")]),

    _q(W, "agg", "What is the average capacity of the wind farms in each region?",
       "select region, avg(capacity_mw) from wind_farms group by region",
       J=[("wind_farms", "Capacity_MW")],
       C=("wind_farms", "Capacity_MW", "capacity", "installed_mw"),
       T=("wind_farms", "wind_park", "generation_site")),
    _q(W, "agg", "Give the mean installed capacity of the farms per region, with the region.",
       "select t1.region, avg(t1.capacity_mw) from wind_farms as t1 group by t1.region", again=True,
       J=[("wind_farms", "Region")]),

    _q(W, "join", "Which wind farm's turbines produced the highest average daily energy? Give the farm name.",
       "select t1.farm_name from wind_farms as t1 join turbines as t2 on t1.farm_id = t2.farm_id join daily_output as t3 on t2.turbine_id = t3.turbine_id group by t1.farm_id order by avg(t3.energy_mwh) desc limit 1",
       J=[("wind_farms", "Farm_Name"), ("daily_output", "Energy_MWh")],
       T=("daily_output", "production_log", "generation_reading")),
    _q(W, "join", "Find the name of the farm whose turbines have the best average output per day.",
       "select t3.farm_name from daily_output as t1 join turbines as t2 on t1.turbine_id = t2.turbine_id join wind_farms as t3 on t2.farm_id = t3.farm_id group by t3.farm_name order by avg(t1.energy_mwh) desc limit 1", again=True,
       J=[("wind_farms", "Farm_Name"), ("daily_output", "Energy_MWh")]),
]
QUESTIONS += [
    # ------------------------------------------------------------------ translation_agency
    _q(TA, "simple", "How many translators live in Lyon?",
       "select count(*) from translators where city = 'Lyon'",
       C=("translators", "City", "home_city", "based_in"),
       T=("translators", "linguist", "freelancer"),
       P=("translators_word_rate_ct", "translators", "city", "word_rate_ct",
          "select number from translators_word_rate_ct where city = 'Lyon'")),
    _q(TA, "simple", "Count the translators based in Lyon.",
       "select count(translatorid) from translators where city = 'Lyon'", again=True,
       J=[("translators", "City")]),

    _q(TA, "simple", "List the names of all clients in alphabetical order.",
       "select client_name from clients order by client_name",
       T=("clients", "customer", "account")),
    _q(TA, "simple", "Give every client's name, sorted from A to Z.",
       "select client_name from clients order by client_name asc", again=True,
       T=("clients", "customer", "account")),

    _q(TA, "simple", "What is the highest word rate charged by any translator?",
       "select max(word_rate_ct) from translators",
       C=("translators", "Word_Rate_Ct", "rate_per_word", "price_per_word"),
       P=("translators_word_rate_ct", "translators", None, "word_rate_ct",
          "select max_word_rate_ct from translators_word_rate_ct")),
    _q(TA, "simple", "What is the largest per-word rate, in cents, among the translators?",
       "select word_rate_ct from translators order by word_rate_ct desc limit 1", again=True,
       C=("translators", "Word_Rate_Ct", "rate_per_word", "price_per_word")),

    _q(TA, "simple", "Which projects are still in progress? Give their ids.",
       "select project_id from projects where status = 'In Progress'",
       J=[("projects", "Status")],
       C=("projects", "Status", "project_status", "stage"),
       T=("projects", "job", "translation_project")),
    _q(TA, "simple", "List the ids of the projects whose status is in progress.",
       "select t1.project_id from projects as t1 where t1.status = 'In Progress'", again=True,
       J=[("projects", "Status")]),

    _q(TA, "simple", "How many invoices have not been paid?",
       "select count(*) from invoices where is_paid = 'N'",
       C=("invoices", "Is_Paid", "paid", "settled"),
       J=[("invoices", "Is_Paid")],
       T=("invoices", "bill", "billing_record"),
       P=("invoices_amount", "invoices", "is_paid", "amount",
          "select number from invoices_amount where is_paid = 'N'")),
    _q(TA, "simple", "Count the unpaid invoices.",
       "select count(invoice_num) from invoices where is_paid = 'N'", again=True,
       C=("invoices", "Is_Paid", "paid", "settled"), T=("invoices", "bill", "billing_record"),
       J=[("invoices", "Is_Paid")]),

    _q(TA, "simple", "Show the first name, last name and years of experience of the translators from Vienna.",
       "select first_name, last_name, yrs_exp from translators where city = 'Vienna'",
       J=[("translators", "Yrs_Exp")],
       C=("translators", "Yrs_Exp", "years_experience", "experience_yrs")),
    _q(TA, "simple", "For the translators based in Vienna, give their first names, surnames and how many years of experience they have.",
       "select t1.first_name, t1.last_name, t1.yrs_exp from translators as t1 where t1.city = 'Vienna'", again=True,
       J=[("translators", "City")]),

    _q(TA, "simple", "What are the different subject areas of the projects?",
       "select distinct subject_area from projects",
       C=("projects", "Subject_Area", "subject", "domain"),
       T=("projects", "job", "translation_project")),
    _q(TA, "simple", "List each project subject area once.",
       "select subject_area from projects group by subject_area", again=True),

    _q(TA, "agg", "How many projects are there in each subject area?",
       "select subject_area, count(*) from projects group by subject_area",
       T=("projects", "job", "translation_project"),
       P=("projects_word_cnt", "projects", "subject_area", "word_cnt",
          "select subject_area, number from projects_word_cnt")),
    _q(TA, "agg", "Count the projects per subject area.",
       "select subject_area, count(project_id) from projects group by subject_area", again=True,
       T=("projects", "job", "translation_project"),
       J=[("projects", "Subject_Area")]),

    _q(TA, "simple", "What is the average word count of the legal projects?",
       "select avg(word_cnt) from projects where subject_area = 'Legal'",
       J=[("projects", "Word_Cnt")],
       C=("projects", "Word_Cnt", "word_count", "length_words"),
       P=("projects_word_cnt", "projects", "subject_area", "word_cnt",
          "select avg_word_cnt from projects_word_cnt where subject_area = 'Legal'")),
    _q(TA, "simple", "On average, how many words do legal translation projects have?",
       "select avg(t1.word_cnt) from projects as t1 where t1.subject_area = 'Legal'", again=True,
       J=[("projects", "Subject_Area")]),

    _q(TA, "join", "Which projects are translated into Japanese? List their ids and subject areas.",
       "select t1.project_id, t1.subject_area from projects as t1 join ref_language_codes as t2 on t1.target_lang_cd = t2.lang_cd where t2.language_name = 'Japanese'",
       J=[("ref_language_codes", "Language_Name")],
       C=("ref_language_codes", "Language_Name", "lang_name", "language"), role=True),
    _q(TA, "nested", "Give the id and subject of every project whose target language is Japanese.",
       "select project_id, subject_area from projects where target_lang_cd = (select lang_cd from ref_language_codes where language_name = 'Japanese')", again=True,
       J=[("projects", "Subject_Area")], role=True),

    _q(TA, "nested", "Which languages are used both as a source language and as a target language of projects? Give their names.",
       "select t2.language_name from projects as t1 join ref_language_codes as t2 on t1.source_lang_cd = t2.lang_cd intersect select t2.language_name from projects as t1 join ref_language_codes as t2 on t1.target_lang_cd = t2.lang_cd",
       J=[("ref_language_codes", "Language_Name")],
       T=("projects", "job", "translation_project"), role=True),
    _q(TA, "nested", "Find the names of the languages that some project translates from and some project translates into.",
       "select language_name from ref_language_codes where lang_cd in (select source_lang_cd from projects) and lang_cd in (select target_lang_cd from projects)", again=True,
       J=[("ref_language_codes", "Language_Name")], role=True),

    _q(TA, "nested", "Which languages are never the target of a project? Give the language names.",
       "select language_name from ref_language_codes where lang_cd not in (select target_lang_cd from projects)",
       J=[("ref_language_codes", "Language_Name")],
       C=("ref_language_codes", "Language_Name", "lang_name", "language"), role=True),
    _q(TA, "nested", "List the names of the languages that no project is translated into.",
       "select language_name from ref_language_codes except select t1.language_name from ref_language_codes as t1 join projects as t2 on t1.lang_cd = t2.target_lang_cd", again=True,
       J=[("ref_language_codes", "Language_Name")], role=True),

    _q(TA, "join", "For each client, show the client name and the number of projects it has commissioned.",
       "select t1.client_name, count(*) from clients as t1 join projects as t2 on t1.client_id = t2.client_id group by t1.client_id",
       J=[("clients", "client_name")],
       T=("projects", "job", "translation_project")),
    _q(TA, "join", "How many projects has each client ordered? List the client names and the counts.",
       "select t2.client_name, count(t1.project_id) from projects as t1 join clients as t2 on t1.client_id = t2.client_id group by t2.client_name", again=True,
       T=("projects", "job", "translation_project"),
       J=[("clients", "client_name")]),

    _q(TA, "join", "Which clients have more than 7 projects? Show their names.",
       "select t1.client_name from clients as t1 join projects as t2 on t1.client_id = t2.client_id group by t1.client_id having count(*) > 7",
       J=[("clients", "client_name")],
       T=("clients", "customer", "account")),
    _q(TA, "join", "List the names of the clients that have commissioned at least 8 projects.",
       "select t2.client_name from projects as t1 join clients as t2 on t1.client_id = t2.client_id group by t2.client_id having count(*) >= 8", again=True,
       J=[("clients", "client_name")]),

    _q(TA, "join", "Which translator has completed the most words in total? Give the first and last name.",
       "select t1.first_name, t1.last_name from translators as t1 join assignments as t2 on t1.translatorid = t2.translatorid group by t1.translatorid order by sum(t2.words_done) desc limit 1",
       J=[("assignments", "Words_Done")],
       C=("assignments", "Words_Done", "words_translated", "word_output")),
    _q(TA, "join", "Find the full name of the translator whose assignments add up to the largest number of words done.",
       "select t2.first_name, t2.last_name from assignments as t1 join translators as t2 on t1.translatorid = t2.translatorid group by t2.translatorid order by sum(t1.words_done) desc limit 1", again=True,
       J=[("assignments", "Words_Done")]),

    _q(TA, "nested", "Which translators have never been given an assignment? List their first and last names.",
       "select first_name, last_name from translators where translatorid not in (select translatorid from assignments)",
       J=[("translators", "Last_Name")],
       T=("assignments", "task", "work_allocation")),
    _q(TA, "nested", "Give the first names and surnames of the translators without any assignments.",
       "select first_name, last_name from translators except select t1.first_name, t1.last_name from translators as t1 join assignments as t2 on t1.translatorid = t2.translatorid", again=True,
       J=[("translators", "First_Name")]),

    _q(TA, "nested", "Which translators charge more per word than the average translator? Give their first names, surnames and rates.",
       "select first_name, last_name, word_rate_ct from translators where word_rate_ct > (select avg(word_rate_ct) from translators)",
       J=[("translators", "Word_Rate_Ct",
           "select t1.first_name, t1.last_name, t2.word_rate_ct from translators as t1 join translators_word_rate_ct as t2 on t1.translatorid = t2.translatorid where t2.word_rate_ct > (select avg(word_rate_ct) from translators_word_rate_ct)")],
       C=("translators", "Word_Rate_Ct", "rate_per_word", "price_per_word")),
    _q(TA, "nested", "List the first name, last name and word rate of every translator whose rate is above the average rate.",
       "select t1.first_name, t1.last_name, t1.word_rate_ct from translators as t1 where t1.word_rate_ct > (select avg(word_rate_ct) from translators)", again=True,
       J=[("translators", "First_Name")]),

    _q(TA, "nested", "Find the ids of the projects that have a budget over 50000 or are about patents.",
       "select project_id from projects where budget_amt > 50000 union select project_id from projects where subject_area = 'Patent'",
       J=[("projects", "Budget_Amt")],
       C=("projects", "Budget_Amt", "budget", "quoted_amount")),
    _q(TA, "simple", "Which projects either have a budget above 50000 or have Patent as their subject area? Show the project ids.",
       "select project_id from projects where budget_amt > 50000 or subject_area = 'Patent'", again=True,
       J=[("projects", "Budget_Amt")]),

    _q(TA, "simple", "Show the codes and names of the languages whose name ends in 'ish'.",
       "select lang_cd, language_name from ref_language_codes where language_name like '%ish'",
       J=[("ref_language_codes", "Language_Name")],
       T=("ref_language_codes", "language", "lang_lookup")),
    _q(TA, "simple", "List the language codes and language names ending with ish.",
       "select t1.lang_cd, t1.language_name from ref_language_codes as t1 where t1.language_name like '%ish'", again=True,
       T=("ref_language_codes", "language", "lang_lookup"),
       J=[("ref_language_codes", "Language_Name")]),

    _q(TA, "simple", "How many projects have between 10000 and 20000 words?",
       "select count(*) from projects where word_cnt between 10000 and 20000",
       J=[("projects", "Word_Cnt")],
       C=("projects", "Word_Cnt", "word_count", "length_words")),
    _q(TA, "simple", "Count the projects with at least 10000 and at most 20000 words.",
       "select count(*) from projects where word_cnt >= 10000 and word_cnt <= 20000", again=True,
       J=[("projects", "Word_Cnt")]),

    _q(TA, "join", "What is the average review score of the translators living in Cardiff?",
       "select avg(t3.score) from translators as t1 join assignments as t2 on t1.translatorid = t2.translatorid join quality_reviews as t3 on t2.assign_id = t3.assign_id where t1.city = 'Cardiff'",
       J=[("translators", "City"), ("quality_reviews", "Score")],
       C=("quality_reviews", "Score", "review_score", "rating"),
       T=("quality_reviews", "review", "qa_check")),
    _q(TA, "join", "On average, what score do the reviews of work by Cardiff-based translators give?",
       "select avg(t1.score) from quality_reviews as t1 join assignments as t2 on t1.assign_id = t2.assign_id join translators as t3 on t2.translatorid = t3.translatorid where t3.city = 'Cardiff'", again=True,
       C=("quality_reviews", "Score", "review_score", "rating"),
       J=[("translators", "City")]),

    _q(TA, "join", "What is the total invoiced amount for each client? List the client names with their totals.",
       "select t1.client_name, sum(t3.amount) from clients as t1 join projects as t2 on t1.client_id = t2.client_id join invoices as t3 on t2.project_id = t3.project_id group by t1.client_id",
       J=[("clients", "client_name"), ("invoices", "Amount")],
       C=("invoices", "Amount", "invoice_total", "billed_amount"),
       P=("clients_invoices_amount",
          "clients as t1 join projects as t2 on t1.client_id = t2.client_id join invoices as t3 on t2.project_id = t3.project_id",
          "t1.client_name", "t3.amount", "select client_name, sum_amount from clients_invoices_amount")),
    _q(TA, "join", "For every client, give its name and how much it has been invoiced altogether.",
       "select t3.client_name, sum(t1.amount) from invoices as t1 join projects as t2 on t1.project_id = t2.project_id join clients as t3 on t2.client_id = t3.client_id group by t3.client_name", again=True,
       C=("invoices", "Amount", "invoice_total", "billed_amount"), T=("invoices", "bill", "billing_record"),
       J=[("clients", "client_name"), ("invoices", "Amount")]),

    _q(TA, "simple", "List the invoice numbers, dates and amounts of the unpaid invoices, from the largest amount to the smallest.",
       "select invoice_num, issue_dt, amount from invoices where is_paid = 'N' order by amount desc",
       J=[("invoices", "Amount")],
       C=("invoices", "Amount", "invoice_total", "billed_amount"),
       T=("invoices", "bill", "billing_record")),
    _q(TA, "simple", "Show the number, issue date and amount of every invoice that is still unpaid, biggest amount first.",
       "select t1.invoice_num, t1.issue_dt, t1.amount from invoices as t1 where t1.is_paid = 'N' order by t1.amount desc", again=True,
       C=("invoices", "Amount", "invoice_total", "billed_amount"),
       J=[("invoices", "Issue_Dt")]),

    _q(TA, "simple", "How many languages use the Cyrillic script?",
       "select count(*) from ref_language_codes where script = 'Cyrillic'",
       T=("ref_language_codes", "language", "lang_lookup")),
    _q(TA, "simple", "Count the languages written in Cyrillic.",
       "select count(lang_cd) from ref_language_codes where script = 'Cyrillic'", again=True,
       J=[("ref_language_codes", "Script")]),

    _q(TA, "agg", "Which cities have translators whose average word rate is above 16 cents?",
       "select city from translators group by city having avg(word_rate_ct) > 16",
       J=[("translators", "City"), ("translators", "Word_Rate_Ct")],
       C=("translators", "Word_Rate_Ct", "rate_per_word", "price_per_word"),
       P=("translators_word_rate_ct", "translators", "city", "word_rate_ct",
          "select city from translators_word_rate_ct where avg_word_rate_ct > 16")),
    _q(TA, "agg", "Find the cities where the translators charge more than 16 cents a word on average.",
       "select t1.city from translators as t1 group by t1.city having avg(t1.word_rate_ct) > 16", again=True,
       C=("translators", "Word_Rate_Ct", "rate_per_word", "price_per_word"), T=("translators", "linguist", "freelancer"),
       J=[("translators", "City")]),
]
QUESTIONS += [
    # ------------------------------------------------------------------ seed_bank
    _q(SB, "simple", "How many of the endangered species are herbs?",
       "select count(*) from species where is_endangered = 'Y' and life_form = 'Herb'",
       T=("species", "plant_species", "taxon")),
    _q(SB, "simple", "Count the endangered plant species whose life form is herb.",
       "select count(speciesid) from species where life_form = 'Herb' and is_endangered = 'Y'", again=True,
       T=("species", "plant_species", "taxon")),

    _q(SB, "simple", "List the common names of the trees in the collection.",
       "select common_name from species where life_form = 'Tree'",
       J=[("species", "Common_Name"), ("species", "Life_Form")],
       C=("species", "Life_Form", "growth_form", "habit"),
       T=("species", "plant_species", "taxon")),
    _q(SB, "simple", "What are the common names of the species that are trees?",
       "select t1.common_name from species as t1 where t1.life_form = 'Tree'", again=True,
       J=[("species", "Common_Name")],
       C=("species", "Life_Form", "growth_form", "habit")),

    _q(SB, "simple", "What is the Latin name of the species called Heather?",
       "select latin_name from species where common_name = 'Heather'",
       J=[("species", "Common_Name")],
       C=("species", "Latin_Name", "scientific_name", "binomial"),
       T=("species", "plant_species", "taxon")),
    _q(SB, "simple", "Give the scientific name of Heather.",
       "select t1.latin_name from species as t1 where t1.common_name = 'Heather'", again=True,
       J=[("species", "Latin_Name")],
       C=("species", "Latin_Name", "scientific_name", "binomial")),

    _q(SB, "simple", "Show the label, building and temperature of every storage unit that is kept warmer than -20 degrees.",
       "select unit_label, building, temp_c from storage_units where temp_c > -20",
       J=[("storage_units", "Temp_C")],
       C=("storage_units", "Temp_C", "temperature", "set_temp_c"),
       T=("storage_units", "freezer", "cold_store")),
    _q(SB, "simple", "Which storage units are set above minus 20 degrees Celsius? Give their labels, buildings and temperatures.",
       "select t1.unit_label, t1.building, t1.temp_c from storage_units as t1 where t1.temp_c > -20", again=True,
       J=[("storage_units", "Building")],
       T=("storage_units", "freezer", "cold_store")),

    _q(SB, "simple", "What is the total number of seeds held across all accessions?",
       "select sum(seed_qty) from accessions",
       C=("accessions", "Seed_Qty", "seed_count", "seeds_held"),
       T=("accessions", "seed_lot", "collection_sample"),
       P=("accessions_seed_qty", "accessions", None, "seed_qty", "select sum_seed_qty from accessions_seed_qty")),
    _q(SB, "simple", "How many seeds are stored in total?",
       "select sum(t1.seed_qty) from accessions as t1", again=True,
       C=("accessions", "Seed_Qty", "seed_count", "seeds_held"),
       T=("accessions", "seed_lot", "collection_sample")),

    _q(SB, "agg", "How many accessions were collected in each country?",
       "select origin_country, count(*) from accessions group by origin_country",
       T=("accessions", "seed_lot", "collection_sample"),
       P=("accessions_seed_qty", "accessions", "origin_country", "seed_qty",
          "select origin_country, number from accessions_seed_qty")),
    _q(SB, "agg", "For each country of origin, count the accessions.",
       "select origin_country, count(accession_num) from accessions group by origin_country", again=True,
       J=[("accessions", "Origin_Country")],
       T=("accessions", "seed_lot", "collection_sample")),

    _q(SB, "agg", "Which country of origin has provided the most seeds in total?",
       "select origin_country from accessions group by origin_country order by sum(seed_qty) desc limit 1",
       J=[("accessions", "Seed_Qty")],
       C=("accessions", "Seed_Qty", "seed_count", "seeds_held"),
       T=("accessions", "seed_lot", "collection_sample")),
    _q(SB, "agg", "Find the origin country whose accessions add up to the largest quantity of seeds.",
       "select t1.origin_country from accessions as t1 group by t1.origin_country order by sum(t1.seed_qty) desc limit 1", again=True,
       J=[("accessions", "Origin_Country")]),

    _q(SB, "join", "List the accession numbers and collection dates of the Beech accessions.",
       "select t1.accession_num, t1.collected_dt from accessions as t1 join species as t2 on t1.speciesid = t2.speciesid where t2.common_name = 'Beech'",
       J=[("species", "Common_Name"), ("accessions", "Collected_Dt")],
       C=("species", "Common_Name", "english_name", "vernacular_name"),
       T=("accessions", "seed_lot", "collection_sample")),
    _q(SB, "nested", "When was Beech collected? Give the accession numbers and the dates.",
       "select accession_num, collected_dt from accessions where speciesid in (select speciesid from species where common_name = 'Beech')", again=True,
       C=("species", "Common_Name", "english_name", "vernacular_name"), T=("accessions", "seed_lot", "collection_sample"),
       J=[("accessions", "Collected_Dt")]),

    _q(SB, "join", "How many species does each plant family have? Show the family names with the counts.",
       "select t2.family_name, count(*) from species as t1 join ref_plant_families as t2 on t1.family_cd = t2.family_cd group by t2.family_name",
       J=[("ref_plant_families", "Family_Name")],
       C=("ref_plant_families", "Family_Name", "family", "botanical_family"),
       T=("species", "plant_species", "taxon")),
    _q(SB, "join", "For every plant family, give its name and the number of species that belong to it.",
       "select t1.family_name, count(t2.speciesid) from ref_plant_families as t1 join species as t2 on t1.family_cd = t2.family_cd group by t1.family_name", again=True,
       J=[("ref_plant_families", "Family_Name")],
       T=("species", "plant_species", "taxon")),

    _q(SB, "nested", "Which species have never been collected? Give their common names.",
       "select common_name from species where speciesid not in (select speciesid from accessions)",
       J=[("species", "Common_Name")],
       C=("species", "Common_Name", "english_name", "vernacular_name"),
       T=("accessions", "seed_lot", "collection_sample")),
    _q(SB, "nested", "List the common names of the species that have no accessions.",
       "select common_name from species except select t1.common_name from species as t1 join accessions as t2 on t1.speciesid = t2.speciesid", again=True,
       J=[("species", "Common_Name")],
       T=("accessions", "seed_lot", "collection_sample")),

    _q(SB, "join", "Who supervises Nora Fraser? Give the supervisor's first name and surname.",
       "select t2.fname, t2.surname from collectors as t1 join collectors as t2 on t1.supervisor_id = t2.collector_id where t1.fname = 'Nora' and t1.surname = 'Fraser'",
       J=[("collectors", "Surname",
           "select t2.fname, t3.surname from collectors as t1 join collectors as t2 on t1.supervisor_id = t2.collector_id join collectors_surname as t3 on t2.collector_id = t3.collector_id where t1.fname = 'Nora' and t1.surname = 'Fraser'")],
       self_ref=True),
    _q(SB, "nested", "Find the first name and surname of Nora Fraser's supervisor.",
       "select fname, surname from collectors where collector_id = (select supervisor_id from collectors where fname = 'Nora' and surname = 'Fraser')", again=True,
       J=[("collectors", "Surname", "select t1.fname, t2.surname from collectors as t1 join collectors_surname as t2 on t1.collector_id = t2.collector_id where t1.collector_id = (select supervisor_id from collectors where fname = 'Nora' and surname = 'Fraser')")],
       self_ref=True),

    _q(SB, "join", "Which collectors from Kew have collected endangered species? List their names without repeats.",
       "select distinct t1.fname, t1.surname from collectors as t1 join accessions as t2 on t1.collector_id = t2.collector_id join species as t3 on t2.speciesid = t3.speciesid where t1.institution = 'Kew' and t3.is_endangered = 'Y'",
       J=[("species", "Is_Endangered")],
       C=("collectors", "Institution", "organisation", "employer"),
       T=("accessions", "seed_lot", "collection_sample")),
    _q(SB, "join", "Give the distinct first names and surnames of the Kew collectors who gathered seeds of an endangered species.",
       "select distinct t3.fname, t3.surname from species as t1 join accessions as t2 on t1.speciesid = t2.speciesid join collectors as t3 on t2.collector_id = t3.collector_id where t1.is_endangered = 'Y' and t3.institution = 'Kew'", again=True,
       J=[("species", "Is_Endangered")],
       T=("accessions", "seed_lot", "collection_sample")),

    _q(SB, "nested", "Which storage units can hold more packets than the average unit? Give their labels and buildings.",
       "select unit_label, building from storage_units where max_packets > (select avg(max_packets) from storage_units)",
       J=[("storage_units", "Max_Packets",
           "select t1.unit_label, t1.building from storage_units as t1 join storage_units_max_packets as t2 on t1.unit_id = t2.unit_id where t2.max_packets > (select avg(max_packets) from storage_units_max_packets)")],
       C=("storage_units", "Max_Packets", "capacity", "packet_capacity"),
       T=("storage_units", "freezer", "cold_store")),
    _q(SB, "nested", "List the labels and buildings of the storage units whose packet capacity is above the average capacity.",
       "select t1.unit_label, t1.building from storage_units as t1 where t1.max_packets > (select avg(max_packets) from storage_units)", again=True,
       J=[("storage_units", "Unit_Label")]),

    _q(SB, "nested", "Which requesting institutions have asked for seeds of both Yarrow and Arnica?",
       "select t1.requester from seed_requests as t1 join accessions as t2 on t1.accession_num = t2.accession_num join species as t3 on t2.speciesid = t3.speciesid where t3.common_name = 'Yarrow' intersect select t1.requester from seed_requests as t1 join accessions as t2 on t1.accession_num = t2.accession_num join species as t3 on t2.speciesid = t3.speciesid where t3.common_name = 'Arnica'",
       J=[("species", "Common_Name")]),
    _q(SB, "nested", "Find the requesters that requested Arnica seeds and also requested Yarrow seeds.",
       "select t3.requester from species as t1 join accessions as t2 on t1.speciesid = t2.speciesid join seed_requests as t3 on t2.accession_num = t3.accession_num where t1.common_name = 'Arnica' intersect select t3.requester from species as t1 join accessions as t2 on t1.speciesid = t2.speciesid join seed_requests as t3 on t2.accession_num = t3.accession_num where t1.common_name = 'Yarrow'", again=True,
       J=[("seed_requests", "Requester")]),

    _q(SB, "nested", "List the labels of the storage units that are in the North Annex or hold at most 500 packets.",
       "select unit_label from storage_units where building = 'North Annex' union select unit_label from storage_units where max_packets <= 500",
       J=[("storage_units", "Building")],
       C=("storage_units", "Building", "building_name", "site_building"),
       T=("storage_units", "freezer", "cold_store")),
    _q(SB, "simple", "Which storage units are either located in the North Annex or have room for no more than 500 packets? Give their labels.",
       "select unit_label from storage_units where building = 'North Annex' or max_packets <= 500", again=True,
       J=[("storage_units", "Max_Packets")]),

    _q(SB, "simple", "Which species have a common name containing the word Oak? Give their Latin names.",
       "select latin_name from species where common_name like '%Oak%'",
       J=[("species", "Latin_Name")],
       C=("species", "Latin_Name", "scientific_name", "binomial"),
       T=("species", "plant_species", "taxon")),
    _q(SB, "simple", "Show the scientific names of the species whose common names include Oak.",
       "select t1.latin_name from species as t1 where t1.common_name like '%Oak%'", again=True,
       C=("species", "Latin_Name", "scientific_name", "binomial"),
       J=[("species", "Latin_Name")]),

    _q(SB, "simple", "How many accessions were collected at altitudes between 500 and 1000 metres?",
       "select count(*) from accessions where altitude_m between 500 and 1000",
       C=("accessions", "Altitude_M", "altitude", "elevation_m"),
       T=("accessions", "seed_lot", "collection_sample")),
    _q(SB, "simple", "Count the accessions gathered at an altitude of at least 500 m and at most 1000 m.",
       "select count(*) from accessions where altitude_m >= 500 and altitude_m <= 1000", again=True,
       C=("accessions", "Altitude_M", "altitude", "elevation_m"),
       T=("accessions", "seed_lot", "collection_sample")),

    _q(SB, "join", "What is the average number of seeds germinated in the tests of Arnica accessions?",
       "select avg(t1.seeds_germinated) from germination_tests as t1 join accessions as t2 on t1.accession_num = t2.accession_num join species as t3 on t2.speciesid = t3.speciesid where t3.common_name = 'Arnica'",
       J=[("species", "Common_Name"), ("germination_tests", "Seeds_Germinated")],
       C=("germination_tests", "Seeds_Germinated", "germinated", "seeds_sprouted"),
       T=("germination_tests", "germ_test", "viability_test")),
    _q(SB, "join", "On average, how many seeds germinated when Arnica accessions were tested?",
       "select avg(t3.seeds_germinated) from species as t1 join accessions as t2 on t1.speciesid = t2.speciesid join germination_tests as t3 on t2.accession_num = t3.accession_num where t1.common_name = 'Arnica'", again=True,
       J=[("germination_tests", "Seeds_Germinated")],
       T=("germination_tests", "germ_test", "viability_test")),

    _q(SB, "agg", "Which requesters have asked for more than 80 packets in total?",
       "select requester from seed_requests group by requester having sum(packets_qty) > 80",
       J=[("seed_requests", "Packets_Qty")],
       C=("seed_requests", "Packets_Qty", "packets", "packet_count"),
       P=("seed_requests_packets_qty", "seed_requests", "requester", "packets_qty",
          "select requester from seed_requests_packets_qty where sum_packets_qty > 80")),
    _q(SB, "agg", "Find the requesting institutions whose requests add up to over 80 packets.",
       "select t1.requester from seed_requests as t1 group by t1.requester having sum(t1.packets_qty) > 80", again=True,
       C=("seed_requests", "Packets_Qty", "packets", "packet_count"),
       J=[("seed_requests", "Packets_Qty")],
       T=("seed_requests", "seed_order", "distribution_request")),

    _q(SB, "simple", "List the first names, surnames and joining years of the collectors at Naturalis, from the most recent joiner to the earliest.",
       "select fname, surname, joined_yr from collectors where institution = 'Naturalis' order by joined_yr desc",
       J=[("collectors", "Joined_Yr")],
       C=("collectors", "Joined_Yr", "year_joined", "start_year"),
       T=("collectors", "botanist", "field_collector")),
    _q(SB, "simple", "Show the first name, surname and year of joining of each Naturalis collector, latest joiner first.",
       "select t1.fname, t1.surname, t1.joined_yr from collectors as t1 where t1.institution = 'Naturalis' order by t1.joined_yr desc", again=True,
       J=[("collectors", "Surname")]),

    _q(SB, "simple", "What is the lowest temperature of any storage unit?",
       "select min(temp_c) from storage_units",
       C=("storage_units", "Temp_C", "temperature", "set_temp_c"),
       P=("storage_units_temp_c", "storage_units", None, "temp_c", "select min_temp_c from storage_units_temp_c")),
    _q(SB, "simple", "How cold is the coldest storage unit?",
       "select min(t1.temp_c) from storage_units as t1", again=True,
       C=("storage_units", "Temp_C", "temperature", "set_temp_c")),

    _q(SB, "agg", "What is the total number of seeds germinated for each pretreatment?",
       "select pretreatment, sum(seeds_germinated) from germination_tests group by pretreatment",
       J=[("germination_tests", "Pretreatment"), ("germination_tests", "Seeds_Germinated")],
       C=("germination_tests", "Seeds_Germinated", "germinated", "seeds_sprouted"),
       P=("germination_tests_seeds_germinated", "germination_tests", "pretreatment", "seeds_germinated",
          "select pretreatment, sum_seeds_germinated from germination_tests_seeds_germinated")),
    _q(SB, "agg", "For each pretreatment, show the pretreatment and how many seeds germinated altogether.",
       "select t1.pretreatment, sum(t1.seeds_germinated) from germination_tests as t1 group by t1.pretreatment", again=True,
       C=("germination_tests", "Seeds_Germinated", "germinated", "seeds_sprouted"),
       J=[("germination_tests", "Pretreatment")],
       T=("germination_tests", "germ_test", "viability_test")),
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
