#!/usr/bin/env python3
"""Build eval-data/probe10.jsonl and three new SQLite databases in eval-data/dbs10/.

A held-in probe set that measures how the parser generalises to databases and questions it has
never seen. The three databases (law_firm, mobile_network, space_agency), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark. It was written without reading the parser's sources or tests,
without running qlarify, and without opening the AmbiQT held-out split or its databases (of the
dev split, only its database names were looked at, and probe_kit checks that no question or SQL
repeats it). The
structure, setup shapes and checks copy make_probe9.py; the shared helpers come from probe_kit.py.

The databases, none of whose domains an earlier probe or a Spider dev database used:

  - law_firm (7 tables): Offices, Ref_Practice_Areas, Lawyers, Clients, Matters, Time_Entries,
    Hearings. Role-playing pair: Matters.Lead_Lawyer_ID / Matters.Billing_Partner_ID, both to
    Lawyers. Self-reference: Lawyers.Supervisor_ID. Undeclared links: Time_Entries.LawyerID ->
    Lawyers, Hearings.Matter_No -> Matters.
  - mobile_network (7 tables): Ref_Plan_Types, Handsets, Subscribers, Cell_Towers, Calls,
    Invoices, Support_Tickets. Role-playing pair: Calls.Caller_ID / Calls.Callee_ID, both to
    Subscribers. Self-reference: Subscribers.Referrer_ID (who referred the subscriber).
    Undeclared links: Invoices.SubscriberID, Support_Tickets.SubscriberID -> Subscribers.
  - space_agency (7 tables): Ref_Agency_Codes, Launch_Sites, Spacecraft, Astronauts, Missions,
    Mission_Crew, Experiments. Role-playing pair: Missions.Commander_ID / Missions.Pilot_ID, both
    to Astronauts. Self-references: Astronauts.Mentor_ID, Spacecraft.Predecessor_ID. Undeclared
    link: Experiments.Mission_ID -> Missions.

Spider's real-world untidiness, as in probe9: naming styles mixed within one database
(`LawyerID`, `FirstName`, `Office_Name`, `office_id`, `Given_Name`, `site_name`, `Hrs`),
abbreviations (`Hrs`, `Dt`, `Cd`, `Desc`, `Yr`, `Amt`, `Sec`, `MUSD`), a Ref_ lookup table joined by its
code in each database, numbers stored as TEXT (`Opened_Yr`, `Admitted_Yr`, `Fee_Estimate`,
`Monthly_Fee`, `Height_M`, `Selection_Yr`, `Cost_MUSD`), Y/N and T/F flags, NULLs, and links
with no declared foreign key.

Questions are in the voice of Spider's crowd annotators, every intent asked twice in different
words (the second wording has again=True and follows the first directly; its SQL is an
equivalent rewrite, since the checks refuse a repeated SQL string within a database). Values
are given as a user would type them. Select columns follow the order in which the question
names them. Joins use Spider's aliases T1, T2, ... (lowercased, as dev.jsonl's golds are).

Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL], `setup`,
`spider_sql`), with setups shaped exactly like dev.jsonl's (see make_probe9.py's docstring for
the kinds B / J / C / T / P). Record ids are "<kind>10-NNNN".

Checks are make_probe9.py's (probe_kit's, plus the ORDER BY tie check and the check that the two
wordings of an intent return the same rows); if any fails nothing is written. Money and hours
held as REAL are whole numbers or quarters, so that sums do not depend on the order SQLite adds
the rows in.

Intents marked role=True use a role-playing pair of keys (both roles named, each role filtered
by a value, counts per role, a set operation across the roles); intents marked self_ref=True
use a self-reference (a row with its supervisor / referrer / mentor / predecessor, the children
of a named parent, counts of children, rows with no parent). The numbers of each, and the
hardness mix by probe_kit's approximation of Spider's eval_hardness, are printed after writing.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe10.py [--out FILE] [--dbs DIR]
"""

import random
from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe10.jsonl"
DEFAULT_DBS = HERE / "dbs10"
ID_TAG = "10"
AMBIQT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

ROWS_PER_TABLE = (25, 400)
TABLES_PER_DB = (5, 9)

DATABASES = {}


_lit = probe_kit.lit
_inserts = probe_kit.inserts
_day = probe_kit.day
_plus = probe_kit.plus
_quarter = probe_kit.quarter


_FIRST_M = ["James", "Oliver", "Thomas", "Daniel", "Lukas", "Pierre", "Marco", "Pablo", "Jan", "Erik",
            "Hiroshi", "Wei", "Arjun", "Samuel", "Henry", "David", "Mateo", "Felix", "Omar", "Ravi",
            "Connor", "Liam", "Kenji", "Andrei", "Nikolai", "Stefan", "Hugo", "Carlos"]
_FIRST_F = ["Emma", "Sophie", "Olivia", "Anna", "Claire", "Laura", "Elena", "Chloe", "Maria", "Ingrid",
            "Yuki", "Mei", "Priya", "Hannah", "Grace", "Sarah", "Lucia", "Amelia", "Fatima", "Aisha",
            "Julia", "Nadia", "Sakura", "Irina", "Katrin", "Ines", "Camille", "Rachel"]
_LAST = ["Smith", "Jones", "Taylor", "Brown", "Walker", "Hughes", "Clarke", "Patel", "Khan", "Murphy",
         "Kelly", "Fischer", "Weber", "Schneider", "Martin", "Dubois", "Moreau", "Rossi", "Bianchi",
         "Garcia", "Lopez", "Novak", "Kowalski", "Larsen", "Berg", "Tanaka", "Sato", "Chen", "Wang",
         "Kumar", "Sharma", "Ivanova", "Petrov", "Silva", "Costa", "Evans", "Morgan", "Price", "Reid",
         "Hall", "Wright", "Green", "Baker", "Young", "King", "Scott", "Adams", "Nelson", "Carter"]


# ---------------------------------------------------------------- law_firm

_OFFICES = [
    ("London", "United Kingdom", "1898"), ("Manchester", "United Kingdom", "1961"),
    ("Leeds", "United Kingdom", "1974"), ("Edinburgh", "United Kingdom", "1952"),
    ("Dublin", "Ireland", "1989"), ("Paris", "France", "1972"), ("Frankfurt", "Germany", "1991"),
    ("Munich", "Germany", "1999"), ("Madrid", "Spain", "1994"), ("Milan", "Italy", "1997"),
    ("Amsterdam", "Netherlands", "1986"), ("Brussels", "Belgium", "1969"),
    ("Luxembourg", "Luxembourg", "2004"), ("Warsaw", "Poland", "2008"), ("Prague", "Czechia", "2006"),
    ("Stockholm", "Sweden", "2011"), ("New York", "United States", "1979"),
    ("Chicago", "United States", "2001"), ("Washington", "United States", "1995"),
    ("Singapore", "Singapore", "1998"), ("Hong Kong", "China", "1983"), ("Tokyo", "Japan", "2003"),
    ("Sydney", "Australia", "2009"), ("Dubai", "United Arab Emirates", "2007"),
    ("Toronto", "Canada", "2014"),
]
_BUILDINGS = ["House", "Court", "Tower", "Chambers", "Place", "Square"]

_PRACTICES = [
    ("COR", "Corporate", "N"), ("LIT", "Commercial Litigation", "N"), ("TAX", "Tax", "Y"),
    ("EMP", "Employment", "N"), ("IPR", "Intellectual Property", "N"), ("PRO", "Real Estate", "N"),
    ("FAM", "Family", "N"), ("CRM", "Criminal Defence", "Y"), ("IMM", "Immigration", "Y"),
    ("BNK", "Banking and Finance", "Y"), ("INS", "Insolvency", "Y"), ("CMP", "Competition", "N"),
    ("ENV", "Environmental", "N"), ("CON", "Construction", "N"), ("MAR", "Shipping", "N"),
    ("AVI", "Aviation", "N"), ("IRE", "Insurance", "Y"), ("PEN", "Pensions", "Y"),
    ("DAT", "Data Protection", "N"), ("MED", "Media", "N"), ("SPO", "Sports", "N"),
    ("ENR", "Energy", "N"), ("HLT", "Healthcare", "Y"), ("ARB", "International Arbitration", "N"),
    ("PCL", "Private Client", "N"), ("CHA", "Charities", "N"), ("PLN", "Planning", "N"),
    ("FRD", "Fraud and Investigations", "Y"),
]
_PRACTICE_W = [10, 10, 5, 7, 6, 6, 3, 2, 3, 7, 4, 3, 2, 4, 2, 1, 3, 2, 3, 2, 1, 3, 2, 4, 2, 1, 1, 0]

_INDUSTRIES = ["Banking", "Retail", "Pharmaceuticals", "Energy", "Technology", "Insurance", "Shipping",
               "Construction", "Media", "Automotive", "Food and Drink", "Telecoms"]
_CLIENT_A = ["Northgate", "Bluewater", "Halcyon", "Meridian", "Aldgate", "Sterling", "Crescent",
             "Granite", "Beacon", "Kestrel", "Harbour", "Summit", "Orchard", "Vantage", "Ironbridge",
             "Silverline", "Redwood", "Falcon", "Lighthouse", "Westbrook"]
_CLIENT_B = ["Holdings", "Bank", "Retail Group", "Pharma", "Energy", "Systems", "Insurance", "Shipping",
             "Construction", "Media", "Motors", "Foods", "Telecom", "Capital", "Partners"]
_COURTS = ["High Court", "Court of Appeal", "Employment Tribunal", "Commercial Court", "County Court",
           "Crown Court", "Supreme Court", "Patents Court"]
_ACTIVITIES = ["Drafting", "Research", "Court Attendance", "Client Meeting", "Review", "Travel",
               "Negotiation"]
_MATTER_WORDS = ["acquisition", "dispute", "restructuring", "licence", "lease", "tribunal claim",
                 "refinancing", "merger", "appeal", "investigation", "joint venture", "contract review"]


def _law_firm():
    rng = random.Random(10101)
    offices = []
    staff = rng.sample(range(18, 900), len(_OFFICES))
    for i, (city, country, yr) in enumerate(_OFFICES, 1):
        name = f"{city} {rng.choice(_BUILDINGS)}"
        offices.append([i, name, city, country, yr, staff[i - 1], "Y" if city == "London" else "N"])
    staff_sorted = sorted(staff)

    practices = [list(p) for p in _PRACTICES]
    pcodes = [p[0] for p in _PRACTICES]

    # lawyers: 24 partners, 36 senior associates, 60 associates, 40 trainees
    grades = ["Partner"] * 24 + ["Senior Associate"] * 36 + ["Associate"] * 60 + ["Trainee"] * 40
    office_w = [30, 8, 5, 4, 5, 8, 7, 3, 4, 3, 5, 5, 2, 2, 2, 2, 9, 4, 4, 5, 4, 3, 2, 2, 1]
    rates = {"Partner": (650, 1100), "Senior Associate": (450, 640), "Associate": (280, 440),
             "Trainee": (150, 260)}
    lawyers = []
    names = set()
    for i, grade in enumerate(grades, 1):
        female = rng.random() < 0.48
        while True:
            first = rng.choice(_FIRST_F if female else _FIRST_M)
            last = rng.choice(_LAST)
            if (first, last) not in names:
                break
        names.add((first, last))
        office = rng.choices(range(1, 26), office_w)[0]
        prac = rng.choices(pcodes, _PRACTICE_W)[0]
        if grade == "Trainee":
            admitted = None
        else:
            lo = {"Partner": 1985, "Senior Associate": 2006, "Associate": 2014}[grade]
            hi = {"Partner": 2012, "Senior Associate": 2017, "Associate": 2023}[grade]
            admitted = str(rng.randint(lo, hi))
        lo, hi = rates[grade]
        rate = float(rng.randint(lo // 5, hi // 5) * 5)
        equity = ("Y" if rng.random() < 0.6 else "N") if grade == "Partner" else "N"
        lawyers.append([i, first, last, grade, office, prac, admitted, rate, None, equity,
                        "F" if female else "M"])
    by_grade = {}
    for l in lawyers:
        by_grade.setdefault(l[3], []).append(l)
    # partners 1-24: a few report to a senior partner (the first four)
    for l in by_grade["Partner"][4:]:
        if rng.random() < 0.5:
            l[8] = rng.randint(1, 4)
    for grade, above in (("Senior Associate", ["Partner"]), ("Associate", ["Senior Associate", "Partner"]),
                         ("Trainee", ["Associate", "Senior Associate"])):
        for l in by_grade[grade]:
            pool = [s for g in above for s in by_grade[g] if s[4] == l[4]]
            if not pool or rng.random() < 0.25:
                pool = [s for g in above for s in by_grade[g]]
            if rng.random() < 0.92:
                l[8] = rng.choice(pool)[0]

    clients = []
    cnames = set()
    while len(clients) < 90:
        a = rng.choice(_CLIENT_A)
        b = rng.choice(_CLIENT_B)
        name = f"{a} {b}"
        if name in cnames:
            continue
        cnames.add(name)
        industry = {"Bank": "Banking", "Pharma": "Pharmaceuticals", "Energy": "Energy",
                    "Systems": "Technology", "Insurance": "Insurance", "Shipping": "Shipping",
                    "Construction": "Construction", "Media": "Media", "Motors": "Automotive",
                    "Foods": "Food and Drink", "Telecom": "Telecoms", "Retail Group": "Retail"}.get(
                        b, rng.choice(_INDUSTRIES))
        city = rng.choices([o[0] for o in _OFFICES] + ["Birmingham", "Lyon", "Boston", "Zurich"],
                           office_w + [3, 2, 2, 3])[0]
        clients.append([len(clients) + 1, name, industry, city, _day(rng, "1995-01-01", "2023-12-31"),
                        "T" if rng.random() < 0.8 else "F"])

    partners = [l[0] for l in by_grade["Partner"]]
    leads = [l[0] for l in lawyers if l[3] != "Trainee"]
    idle_clients = set(rng.sample(range(1, 91), 9))
    active_clients = [c for c in range(1, 91) if c not in idle_clients]
    matters = []
    for no in range(3001, 3261):
        client = rng.choice(active_clients)
        lead = rng.choice(leads)
        prac = lawyers[lead - 1][5] if rng.random() < 0.8 else rng.choices(pcodes, _PRACTICE_W)[0]
        billing = rng.choice(partners)
        while billing == lead:
            billing = rng.choice(partners)
        opened = _day(rng, "2016-01-04", "2024-10-31")
        status = rng.choices(["Open", "Closed", "On Hold"], [40, 52, 8])[0]
        closed = _plus(opened, rng.randint(30, 900)) if status == "Closed" else None
        if closed and closed > "2024-12-31":
            closed = "2024-12-31"
        fee = None if rng.random() < 0.08 else str(rng.randint(4, 600) * 2500)
        pro_bono = "Y" if rng.random() < 0.07 else "N"
        title = f"{clients[client - 1][1].split()[0]} {rng.choice(_MATTER_WORDS)}"
        matters.append([no, client, prac, title, lead, billing, opened, closed, status, fee, pro_bono])

    entries = []
    for eid in range(1, 401):
        m = rng.choice(matters)
        team = [m[4], m[5]] + [l[0] for l in lawyers if lawyers[m[4] - 1][8] == l[0] or l[8] == m[4]]
        who = rng.choice(team) if rng.random() < 0.85 else rng.randint(1, 160)
        work = _day(rng, m[6], m[7] or "2024-12-31")
        hrs = _quarter(rng, 0.25, 9)
        entries.append([eid, m[0], who, work, hrs, "Y" if rng.random() < 0.82 else "N",
                        rng.choice(_ACTIVITIES)])

    hearings = []
    litig = [m for m in matters if m[2] in ("LIT", "EMP", "CRM", "ARB", "INS", "FAM", "IPR")]
    for hid in range(1, 121):
        m = rng.choice(litig) if rng.random() < 0.85 else rng.choice(matters)
        court = "Employment Tribunal" if m[2] == "EMP" else (
            "Crown Court" if m[2] == "CRM" else rng.choice(_COURTS))
        dt = _day(rng, m[6], "2025-06-30")
        outcome = None if dt > "2024-12-31" else rng.choice(["Won", "Won", "Lost", "Adjourned", "Settled"])
        judge = f"{rng.choice(['Mr Justice', 'Mrs Justice', 'Judge', 'Lord Justice'])} {rng.choice(_LAST)}"
        hearings.append([hid, m[0], court, dt, judge, outcome])
    hearings.sort(key=lambda h: (h[3], h[1]))
    for i, h in enumerate(hearings, 1):
        h[0] = i

    ddl = r'''
CREATE TABLE Offices (
office_id INTEGER NOT NULL,
Office_Name VARCHAR(40),
City VARCHAR(30),
Country VARCHAR(30),
Opened_Yr VARCHAR(4),
Num_Staff INTEGER,
Is_HQ CHAR(1),
PRIMARY KEY (office_id)
);
CREATE TABLE Ref_Practice_Areas (
Practice_Cd CHAR(3) NOT NULL,
Practice_Desc VARCHAR(40),
Is_Regulated CHAR(1),
PRIMARY KEY (Practice_Cd)
);
CREATE TABLE Lawyers (
LawyerID INTEGER PRIMARY KEY,
FirstName VARCHAR(30),
LastName VARCHAR(30),
Grade VARCHAR(20),
office_id INTEGER,
Practice_Cd CHAR(3),
Admitted_Yr TEXT,
Hourly_Rate REAL,
Supervisor_ID INTEGER,
Is_Equity_Partner CHAR(1),
Gender CHAR(1),
FOREIGN KEY (office_id) REFERENCES Offices(office_id),
FOREIGN KEY (Practice_Cd) REFERENCES Ref_Practice_Areas(Practice_Cd),
FOREIGN KEY (Supervisor_ID) REFERENCES Lawyers(LawyerID)
);
CREATE TABLE Clients (
Client_ID INTEGER PRIMARY KEY,
Client_Name VARCHAR(60),
Industry VARCHAR(30),
HQ_City VARCHAR(30),
Client_Since DATE,
Is_Active CHAR(1)
);
CREATE TABLE Matters (
Matter_No INTEGER PRIMARY KEY,
Client_ID INTEGER NOT NULL,
Practice_Cd CHAR(3),
Matter_Title VARCHAR(60),
Lead_Lawyer_ID INTEGER,
Billing_Partner_ID INTEGER,
Opened_Dt DATE,
Closed_Dt DATE,
Status VARCHAR(10),
Fee_Estimate TEXT,
Is_Pro_Bono CHAR(1),
FOREIGN KEY (Client_ID) REFERENCES Clients(Client_ID),
FOREIGN KEY (Practice_Cd) REFERENCES Ref_Practice_Areas(Practice_Cd),
FOREIGN KEY (Lead_Lawyer_ID) REFERENCES Lawyers(LawyerID),
FOREIGN KEY (Billing_Partner_ID) REFERENCES Lawyers(LawyerID)
);
CREATE TABLE Time_Entries (
Entry_ID INTEGER PRIMARY KEY,
Matter_No INTEGER,
LawyerID INTEGER,
Work_Dt DATE,
Hrs REAL,
Is_Billable CHAR(1),
Activity VARCHAR(20),
FOREIGN KEY (Matter_No) REFERENCES Matters(Matter_No)
);
CREATE TABLE Hearings (
Hearing_ID INTEGER PRIMARY KEY,
Matter_No INTEGER,
Court VARCHAR(30),
Hearing_Dt DATE,
Judge VARCHAR(40),
Outcome VARCHAR(10)
);
'''
    return "\n".join([ddl,
                      _inserts("Offices", offices),
                      _inserts("Ref_Practice_Areas", practices),
                      _inserts("Lawyers", lawyers),
                      _inserts("Clients", clients),
                      _inserts("Matters", matters),
                      _inserts("Time_Entries", entries),
                      _inserts("Hearings", hearings)]) + "\n"


DATABASES["law_firm"] = _law_firm()


# ---------------------------------------------------------------- mobile_network

_PLANS = [
    # code, name, monthly fee (text), data GB (None: unlimited), prepaid, launched
    ("PAYG5", "Pay As You Go 5", "5", 1, "Y", "2015"), ("PAYG10", "Pay As You Go 10", "10", 4, "Y", "2016"),
    ("PAYG15", "Pay As You Go 15", "15", 10, "Y", "2019"), ("PAYG20", "Pay As You Go 20", "20", 25, "Y", "2021"),
    ("SIMO8", "SIM Only Basic", "8", 5, "N", "2017"), ("SIMO12", "SIM Only Plus", "12", 30, "N", "2018"),
    ("SIMO18", "SIM Only Max", "18", 100, "N", "2020"), ("SIMO25", "SIM Only Unlimited", "25", None, "N", "2021"),
    ("STU10", "Student Saver", "10", 40, "N", "2019"), ("SEN6", "Senior Talk", "6", 2, "N", "2016"),
    ("FAM40", "Family Share", "40", 200, "N", "2020"), ("FAM60", "Family Share Plus", "60", None, "N", "2022"),
    ("BIZ20", "Business Start", "20", 50, "N", "2018"), ("BIZ35", "Business Pro", "35", 150, "N", "2020"),
    ("BIZ55", "Business Unlimited", "55", None, "N", "2021"), ("DATA15", "Data Only 15", "15", 60, "N", "2019"),
    ("DATA30", "Data Only 30", "30", None, "N", "2022"), ("KID5", "Kids Safe", "5", 3, "Y", "2021"),
    ("TRV9", "Traveller Weekly", "9", 8, "Y", "2023"), ("GMR22", "Gamer 5G", "22", None, "N", "2023"),
    ("ESS7", "Essentials", "7", 6, "N", "2022"), ("ECO11", "Eco Plan", "11", 20, "N", "2023"),
    ("PREM45", "Premium Max", "45", None, "N", "2021"), ("INT28", "World Traveller", "28", 80, "N", "2020"),
    ("LEG4", "Classic Talk", "4", None, "N", "2009"), ("LEG9", "Classic Talk and Text", "9", None, "N", "2011"),
]
_PLAN_W = [6, 8, 6, 4, 10, 12, 8, 10, 6, 4, 5, 3, 4, 4, 2, 2, 1, 2, 1, 2, 3, 2, 2, 2, 0, 0]

_HANDSET_MODELS = [
    ("Apple", ["iPhone 11", "iPhone 12", "iPhone 13", "iPhone 14", "iPhone 15", "iPhone SE"]),
    ("Samsung", ["Galaxy S21", "Galaxy S22", "Galaxy S23", "Galaxy A14", "Galaxy A54", "Galaxy Z Flip5"]),
    ("Google", ["Pixel 6", "Pixel 7", "Pixel 7a", "Pixel 8"]),
    ("Motorola", ["Moto G53", "Moto G84", "Edge 40", "Moto E13"]),
    ("Nokia", ["Nokia G22", "Nokia X30", "Nokia 3310", "Nokia C32"]),
    ("Xiaomi", ["Redmi Note 12", "Xiaomi 13T", "Redmi 12C", "Poco F5"]),
    ("OnePlus", ["OnePlus 11", "OnePlus Nord 3", "OnePlus Nord CE3"]),
    ("Sony", ["Xperia 10 V", "Xperia 1 V", "Xperia 5 IV"]),
    ("Fairphone", ["Fairphone 4", "Fairphone 5"]),
    ("Doro", ["Doro 8100", "Doro 6820"]),
]

_NET_CITIES = [("Birmingham", "Midlands"), ("Coventry", "Midlands"), ("Nottingham", "Midlands"),
               ("Leicester", "Midlands"), ("Manchester", "North West"), ("Liverpool", "North West"),
               ("Bolton", "North West"), ("Leeds", "Yorkshire"), ("Sheffield", "Yorkshire"),
               ("Bradford", "Yorkshire"), ("Newcastle", "North East"), ("Durham", "North East"),
               ("Bristol", "South West"), ("Bath", "South West"), ("Plymouth", "South West"),
               ("Brighton", "South East"), ("Oxford", "South East"), ("Reading", "South East"),
               ("London", "London"), ("Cardiff", "Wales"), ("Swansea", "Wales"),
               ("Glasgow", "Scotland"), ("Edinburgh", "Scotland"), ("Dundee", "Scotland")]
_CITY_W = [8, 3, 4, 3, 8, 5, 2, 6, 4, 2, 4, 1, 5, 2, 2, 3, 2, 2, 14, 4, 2, 5, 4, 1]
_SITE_WORDS = ["Hill", "Park", "Road", "Mast", "Common", "Bridge", "Station", "Green", "Quay", "Gate"]
_TICKET_CATS = ["Billing", "No Signal", "Roaming", "Slow Data", "SIM Swap", "Porting", "Handset Fault",
                "Contract Change"]


def _mobile_network():
    rng = random.Random(10202)
    plans = [list(p) for p in _PLANS]

    handsets = []
    for brand, models in _HANDSET_MODELS:
        for model in models:
            yr = rng.randint(2017, 2023)
            price = rng.randint(6, 120) * 10
            g5 = "N" if brand in ("Doro",) or model == "Nokia 3310" or yr < 2020 else ("Y" if rng.random() < 0.85 else "N")
            handsets.append([len(handsets) + 1, brand, model, str(yr), price, g5])
    # retail prices all different (drawn from their own generator, so the rest stays as it was)
    for h, p in zip(handsets, random.Random(10299).sample(range(6, 120), len(handsets))):
        h[4] = p * 10

    cities = [c for c, _ in _NET_CITIES]
    region = dict(_NET_CITIES)
    towers = []
    sites = set()
    heights = rng.sample(range(12, 75), 60)
    while len(towers) < 60:
        city = rng.choices(cities, _CITY_W)[0]
        site = f"{city} {rng.choice(_SITE_WORDS)}"
        if site in sites:
            continue
        sites.add(site)
        tech = rng.choices(["3G", "4G", "5G"], [2, 5, 4])[0]
        towers.append([len(towers) + 1, site, city, region[city], tech, str(heights[len(towers)]),
                       str(rng.randint(2004, 2023) if tech != "5G" else rng.randint(2019, 2024))])

    subs = []
    names = set()
    while len(subs) < 240:
        female = rng.random() < 0.5
        first = rng.choice(_FIRST_F if female else _FIRST_M)
        last = rng.choice(_LAST)
        if (first, last) in names:
            continue
        names.add((first, last))
        sid = len(subs) + 1
        city = rng.choices(cities, _CITY_W)[0]
        year = rng.randint(1945, 2008)
        plan = rng.choices([p[0] for p in _PLANS], _PLAN_W)[0]
        phone = "07" + "".join(str(rng.randint(0, 9)) for _ in range(9))
        act = _day(rng, "2012-01-01", "2024-09-30")
        biz = "T" if plan.startswith("BIZ") or rng.random() < 0.05 else "F"
        status = rng.choices(["Active", "Suspended", "Cancelled"], [85, 5, 10])[0]
        handset = rng.randint(1, len(handsets)) if rng.random() < 0.92 else None
        subs.append([sid, first, last, phone, city, _day(rng, f"{year}-01-01", f"{year}-12-31"), plan,
                     act, None, biz, status, handset])
    # referrals: a subscriber can only be referred by someone who joined earlier
    for s in subs:
        if rng.random() < 0.35:
            earlier = [o[0] for o in subs if o[7] < s[7]]
            if earlier:
                # a few keen referrers
                keen = [o for o in earlier if o % 17 == 3]
                s[8] = rng.choice(keen) if keen and rng.random() < 0.5 else rng.choice(earlier)

    calls = []
    live = [s[0] for s in subs if s[10] != "Cancelled"]
    friends = {s: rng.sample(live, 6) for s in live}
    tower_of_city = {}
    for t in towers:
        tower_of_city.setdefault(t[2], []).append(t[0])
    durations = rng.sample(range(5, 5400), 400)
    for cid in range(1, 401):
        caller = rng.choice(live) if rng.random() < 0.95 else live[10]  # one heavy caller
        callee = rng.choice(friends[caller]) if rng.random() < 0.7 else rng.choice(live)
        if rng.random() < 0.04:
            callee = live[20]  # and one much-called subscriber
        while callee == caller:
            callee = rng.choice(live)
        city = subs[caller - 1][4]
        tower = rng.choice(tower_of_city[city]) if city in tower_of_city and rng.random() < 0.85 else rng.randint(1, 60)
        dt = _day(rng, "2024-06-01", "2024-11-30")
        start = f"{rng.randint(6, 23):02d}:{rng.randint(0, 59):02d}"
        roam = "Y" if rng.random() < 0.07 else "N"
        kind = "Video" if rng.random() < 0.15 else "Voice"
        calls.append([cid, caller, callee, tower, dt, start, durations[cid - 1], roam, kind])
    calls.sort(key=lambda c: (c[4], c[5], c[1]))
    for i, c in enumerate(calls, 1):
        c[0] = i

    fee = {p[0]: int(p[2]) for p in _PLANS}
    invoices = []
    payers = [s for s in subs if s[6] in fee and not s[6].startswith("PAYG") and s[6] not in ("KID5", "TRV9")]
    months = ["2024-07", "2024-08", "2024-09", "2024-10"]
    chosen = rng.sample(payers, min(len(payers), 100))
    for s in sorted(chosen, key=lambda x: x[0]):
        for mth in months:
            if mth < s[7][:7]:
                continue
            amount = fee[s[6]] + _quarter(rng, 0, 12) if rng.random() < 0.4 else float(fee[s[6]])
            paid = "Y" if rng.random() < 0.88 else "N"
            paid_dt = _plus(mth + "-28", rng.randint(0, 20)) if paid == "Y" else None
            invoices.append([len(invoices) + 1, s[0], mth, amount, paid, paid_dt])
    invoices = invoices[:380]

    tickets = []
    for tid in range(1, 151):
        s = rng.choice(subs)
        opened = _day(rng, "2023-01-01", "2024-11-30")
        cat = rng.choice(_TICKET_CATS)
        prio = rng.choices(["Low", "Medium", "High", "Urgent"], [4, 5, 3, 1])[0]
        resolved = "T" if rng.random() < 0.8 else "F"
        hrs = rng.randint(1, 240) if resolved == "T" else None
        tickets.append([tid, s[0], opened, cat, prio, resolved, hrs])
    tickets.sort(key=lambda t: (t[2], t[1]))
    for i, t in enumerate(tickets, 1):
        t[0] = i

    ddl = r'''
CREATE TABLE "Ref_Plan_Types" (
"Plan_Cd" text,
"Plan_Name" text,
"Monthly_Fee" text,
"Data_GB" int,
"Is_Prepaid" text,
"Launch_Yr" text,
PRIMARY KEY ("Plan_Cd")
);
CREATE TABLE "Handsets" (
"handset_id" int,
"Brand" text,
"Model_Name" text,
"Release_Yr" text,
"Retail_Price" int,
"Is_5G" text,
PRIMARY KEY ("handset_id")
);
CREATE TABLE "Subscribers" (
"SubscriberID" int,
"FirstName" text,
"LastName" text,
"MSISDN" text,
"City" text,
"DOB" text,
"Plan_Cd" text,
"Activation_Dt" text,
"Referrer_ID" int,
"Is_Business" text,
"Acct_Status" text,
"handset_id" int,
PRIMARY KEY ("SubscriberID"),
FOREIGN KEY ("Plan_Cd") REFERENCES "Ref_Plan_Types"("Plan_Cd"),
FOREIGN KEY ("Referrer_ID") REFERENCES "Subscribers"("SubscriberID"),
FOREIGN KEY ("handset_id") REFERENCES "Handsets"("handset_id")
);
CREATE TABLE "Cell_Towers" (
"tower_id" int,
"site_name" text,
"city" text,
"region" text,
"technology" text,
"height_m" text,
"commissioned_yr" text,
PRIMARY KEY ("tower_id")
);
CREATE TABLE "Calls" (
"Call_ID" int,
"Caller_ID" int,
"Callee_ID" int,
"tower_id" int,
"Call_Dt" text,
"Start_Time" text,
"Duration_Sec" int,
"Is_Roaming" text,
"Call_Type" text,
PRIMARY KEY ("Call_ID"),
FOREIGN KEY ("Caller_ID") REFERENCES "Subscribers"("SubscriberID"),
FOREIGN KEY ("Callee_ID") REFERENCES "Subscribers"("SubscriberID"),
FOREIGN KEY ("tower_id") REFERENCES "Cell_Towers"("tower_id")
);
CREATE TABLE "Invoices" (
"Invoice_No" int,
"SubscriberID" int,
"Bill_Month" text,
"Amount_Due" real,
"Is_Paid" text,
"Paid_Dt" text,
PRIMARY KEY ("Invoice_No")
);
CREATE TABLE "Support_Tickets" (
"Ticket_ID" int,
"SubscriberID" int,
"Opened_Dt" text,
"Category" text,
"Priority" text,
"Is_Resolved" text,
"Resolution_Hrs" int,
PRIMARY KEY ("Ticket_ID")
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Plan_Types", plans, quoted=True),
                      _inserts("Handsets", handsets, quoted=True),
                      _inserts("Subscribers", subs, quoted=True),
                      _inserts("Cell_Towers", towers, quoted=True),
                      _inserts("Calls", calls, quoted=True),
                      _inserts("Invoices", invoices, quoted=True),
                      _inserts("Support_Tickets", tickets, quoted=True)]) + "\n"


DATABASES["mobile_network"] = _mobile_network()


# ---------------------------------------------------------------- space_agency

_AGENCIES = [
    ("NASA", "National Aeronautics and Space Administration", "United States", "1958"),
    ("ESA", "European Space Agency", "France", "1975"),
    ("JAXA", "Japan Aerospace Exploration Agency", "Japan", "2003"),
    ("RSA", "Russian Federal Space Agency", "Russia", "1992"),
    ("CNSA", "China National Space Administration", "China", "1993"),
    ("ISRO", "Indian Space Research Organisation", "India", "1969"),
    ("CSA", "Canadian Space Agency", "Canada", "1989"),
    ("DLR", "German Aerospace Center", "Germany", "1969"),
    ("CNES", "National Centre for Space Studies", "France", "1961"),
    ("ASI", "Italian Space Agency", "Italy", "1988"),
    ("UKSA", "UK Space Agency", "United Kingdom", "2010"),
    ("KARI", "Korea Aerospace Research Institute", "South Korea", "1989"),
    ("ASA", "Australian Space Agency", "Australia", "2018"),
    ("AEB", "Brazilian Space Agency", "Brazil", "1994"),
    ("CONAE", "National Space Activities Commission", "Argentina", "1991"),
    ("SANSA", "South African National Space Agency", "South Africa", "2010"),
    ("UAESA", "UAE Space Agency", "United Arab Emirates", "2014"),
    ("ISA", "Israel Space Agency", "Israel", "1983"),
    ("TUA", "Turkish Space Agency", "Turkey", "2018"),
    ("POLSA", "Polish Space Agency", "Poland", "2014"),
    ("NOSA", "Norwegian Space Agency", "Norway", "1987"),
    ("SNSA", "Swedish National Space Agency", "Sweden", "1972"),
    ("NSO", "Netherlands Space Office", "Netherlands", "2009"),
    ("AEE", "Spanish Space Agency", "Spain", "2023"),
    ("MBRSC", "Mohammed bin Rashid Space Centre", "United Arab Emirates", "2006"),
    ("PHILSA", "Philippine Space Agency", "Philippines", "2019"),
]
_AGENCY_W = [40, 22, 10, 16, 14, 6, 5, 3, 2, 3, 2, 1, 1, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0]
_NATION = {a[0]: a[2] for a in _AGENCIES}
_ESA_NATIONS = ["France", "Germany", "Italy", "Spain", "Netherlands", "Belgium", "Sweden", "Denmark",
                "United Kingdom"]

_SITES = [
    ("Kennedy Space Center", "United States", 28.5, 3), ("Cape Canaveral SFS", "United States", 28.5, 4),
    ("Vandenberg SFB", "United States", 34.7, 2), ("Wallops Flight Facility", "United States", 37.9, 2),
    ("Baikonur Cosmodrome", "Kazakhstan", 45.9, 5), ("Plesetsk Cosmodrome", "Russia", 62.9, 3),
    ("Vostochny Cosmodrome", "Russia", 51.9, 1), ("Guiana Space Centre", "French Guiana", 5.2, 3),
    ("Tanegashima Space Center", "Japan", 30.4, 2), ("Uchinoura Space Center", "Japan", 31.3, 1),
    ("Jiuquan Launch Center", "China", 40.9, 3), ("Xichang Launch Center", "China", 28.2, 2),
    ("Wenchang Launch Site", "China", 19.6, 2), ("Taiyuan Launch Center", "China", 38.8, 2),
    ("Satish Dhawan Space Centre", "India", 13.7, 2), ("Naro Space Center", "South Korea", 34.4, 1),
    ("Palmachim Airbase", "Israel", 31.9, 1), ("Esrange Space Center", "Sweden", 67.9, 1),
    ("Andoya Spaceport", "Norway", 69.3, 1), ("SaxaVord Spaceport", "United Kingdom", 60.8, 1),
    ("Alcantara Launch Center", "Brazil", 2.3, 1), ("Rocket Lab LC-1", "New Zealand", -39.3, 2),
    ("Whalers Way", "Australia", -34.9, 1), ("Spaceport America", "United States", 33.0, 1),
    ("Starbase", "United States", 26.0, 2),
]
_CRAFT = [
    # name, type, agency, crew capacity, first flight, reusable, predecessor name
    ("Mercury", "Capsule", "NASA", 1, "1961", "F", None),
    ("Gemini", "Capsule", "NASA", 2, "1965", "F", "Mercury"),
    ("Apollo CSM", "Capsule", "NASA", 3, "1968", "F", "Gemini"),
    ("Space Shuttle", "Spaceplane", "NASA", 7, "1981", "T", "Apollo CSM"),
    ("Orion", "Capsule", "NASA", 4, "2014", "T", "Apollo CSM"),
    ("Crew Dragon", "Capsule", "NASA", 4, "2019", "T", "Space Shuttle"),
    ("Starliner", "Capsule", "NASA", 4, "2019", "T", "Space Shuttle"),
    ("Vostok", "Capsule", "RSA", 1, "1961", "F", None),
    ("Voskhod", "Capsule", "RSA", 3, "1964", "F", "Vostok"),
    ("Soyuz", "Capsule", "RSA", 3, "1967", "F", "Voskhod"),
    ("Soyuz TMA", "Capsule", "RSA", 3, "2002", "F", "Soyuz"),
    ("Soyuz MS", "Capsule", "RSA", 3, "2016", "F", "Soyuz TMA"),
    ("Buran", "Spaceplane", "RSA", 10, "1988", "T", None),
    ("Shenzhou", "Capsule", "CNSA", 3, "1999", "F", None),
    ("Mengzhou", "Capsule", "CNSA", 7, "2020", "T", "Shenzhou"),
    ("Gaganyaan", "Capsule", "ISRO", 3, "2024", "F", None),
    ("ATV", "Cargo", "ESA", 0, "2008", "F", None),
    ("Space Rider", "Spaceplane", "ESA", 0, "2025", "T", "ATV"),
    ("HTV", "Cargo", "JAXA", 0, "2009", "F", None),
    ("HTV-X", "Cargo", "JAXA", 0, "2024", "F", "HTV"),
    ("Progress", "Cargo", "RSA", 0, "1978", "F", None),
    ("Progress MS", "Cargo", "RSA", 0, "2015", "F", "Progress"),
    ("Tianzhou", "Cargo", "CNSA", 0, "2017", "F", None),
    ("Cygnus", "Cargo", "NASA", 0, "2013", "F", None),
    ("Cargo Dragon", "Cargo", "NASA", 0, "2010", "T", None),
    ("Dream Chaser", "Spaceplane", "NASA", 0, "2025", "T", None),
    ("Hermes", "Spaceplane", "ESA", 3, "1995", "T", None),
    ("New Shepard", "Suborbital", "NASA", 6, "2015", "T", None),
]
_FIELDS = ["Biology", "Materials Science", "Human Physiology", "Astronomy", "Earth Observation",
           "Fluid Physics", "Botany", "Radiation", "Technology Demonstration", "Combustion"]
_EXP_WORDS = ["crystal growth", "muscle atrophy", "plant roots", "cosmic rays", "ocean colour",
              "bone density", "flame spread", "capillary flow", "sleep patterns", "bacterial films",
              "alloy casting", "eye pressure", "seed germination", "dust imaging", "heat pipes"]
_ASTRO_NAMES = {
    "United States": (["Scott", "Kathryn", "Michael", "Jessica", "Robert", "Karen", "Victor", "Sunita",
                       "Mark", "Peggy", "Warren", "Nicole", "Douglas", "Christina"],
                      ["Kelly", "Morgan", "Hopkins", "Watkins", "Behnken", "Nyberg", "Glover", "Williams",
                       "Whitson", "Hoburg", "Mann", "Hurley", "Koch", "Wakata", "Foreman", "Barratt"]),
    "Russia": (["Sergei", "Oleg", "Anna", "Yuri", "Elena", "Anton", "Pyotr", "Dmitri", "Nikolai"],
               ["Krikalev", "Kononenko", "Kikina", "Malenchenko", "Serova", "Shkaplerov", "Dubrov",
                "Petelin", "Chub", "Prokopyev"]),
    "China": (["Yang", "Liu", "Wang", "Jing", "Zhai", "Nie", "Chen", "Tang", "Deng"],
              ["Liwei", "Yang", "Yaping", "Haipeng", "Zhigang", "Haisheng", "Dong", "Hongbo", "Qingming"]),
    "Japan": (["Koichi", "Soichi", "Akihiko", "Naoko", "Satoshi", "Norishige", "Takuya"],
              ["Wakata", "Noguchi", "Hoshide", "Yamazaki", "Furukawa", "Kanai", "Onishi"]),
    "India": (["Rakesh", "Prasanth", "Ajit", "Angad", "Shubhanshu"], ["Sharma", "Nair", "Krishnan", "Pratap", "Shukla"]),
    "Europe": (["Thomas", "Samantha", "Alexander", "Luca", "Andreas", "Tim", "Matthias", "Andre", "Frank",
                "Marcus", "Claudie", "Christer"],
               ["Pesquet", "Cristoforetti", "Gerst", "Parmitano", "Mogensen", "Peake", "Maurer", "Kuipers",
                "De Winne", "Wandt", "Haignere", "Fuglesang", "Nespoli", "Vittori"]),
    "Canada": (["Chris", "Julie", "David", "Jeremy", "Jenni"], ["Hadfield", "Payette", "Saint-Jacques", "Hansen", "Sidey-Gibbons"]),
}


def _space_agency():
    rng = random.Random(10303)
    agencies = [list(a) for a in _AGENCIES]
    sites = [[i, s[0], s[1], s[2], s[3]] for i, s in enumerate(_SITES, 1)]
    crafts = []
    idx = {}
    for i, c in enumerate(_CRAFT, 1):
        idx[c[0]] = i
        crafts.append([i, c[0], c[1], c[2], c[3], c[4], c[5], idx[c[6]] if c[6] else None])

    codes = [a[0] for a in _AGENCIES]
    astros = []
    names = set()
    while len(astros) < 180:
        agency = rng.choices(codes, _AGENCY_W)[0]
        nation = rng.choice(_ESA_NATIONS) if agency == "ESA" else _NATION[agency]
        pool = {"NASA": "United States", "RSA": "Russia", "CNSA": "China", "JAXA": "Japan", "ISRO": "India",
                "CSA": "Canada"}.get(agency, "Europe")
        if agency in ("UAESA", "MBRSC", "KARI", "ASA", "AEB", "UKSA"):
            pool = rng.choice(["Europe", "United States"])
        firsts, lasts = _ASTRO_NAMES[pool]
        first, last = rng.choice(firsts), rng.choice(lasts)
        if (first, last) in names:
            continue
        names.add((first, last))
        aid = len(astros) + 1
        sel = rng.randint(1978, 2022)
        birth = _day(rng, f"{sel - rng.randint(27, 42)}-01-01", f"{sel - 27}-12-31")
        gender = "F" if first in ("Kathryn", "Jessica", "Karen", "Sunita", "Peggy", "Nicole", "Christina",
                                  "Anna", "Elena", "Naoko", "Samantha", "Claudie", "Julie", "Jenni",
                                  "Jing") else "M"
        retired = "Y" if sel < 2005 or rng.random() < 0.15 else "N"
        astros.append([aid, first, last, gender, birth, agency, nation, str(sel), 0.0, None, retired])
    # EVA hours: all different
    evas = rng.sample(range(0, 320), 180)
    for a, e in zip(astros, evas):
        a[8] = e / 4 if rng.random() < 0.7 else 0.0
    # mentors: a senior astronaut of the same agency
    for a in astros:
        seniors = [o for o in astros if o[5] == a[5] and int(o[7]) <= int(a[7]) - 4]
        if seniors and rng.random() < 0.6:
            a[9] = rng.choice(seniors)[0]

    crewed = [c for c in crafts if c[4] >= 2 and c[3] in ("NASA", "RSA", "CNSA", "ESA") and c[2] != "Suborbital"]
    by_agency = {}
    for a in astros:
        by_agency.setdefault(a[5], []).append(a)
    site_of = {"NASA": [1, 2, 3, 24, 25], "RSA": [5, 6, 7], "CNSA": [11, 12, 13], "ESA": [8],
               "JAXA": [9], "ISRO": [15]}
    missions = []
    mnames = set()
    costs = rng.sample(range(80, 2500), 140)
    while len(missions) < 140:
        craft = rng.choice(crewed)
        lead_agency = craft[3]
        if lead_agency == "ESA":
            lead_agency = rng.choice(["ESA", "NASA"])
        team = by_agency.get(lead_agency, []) or by_agency["NASA"]
        first = max(1998, int(craft[5]))
        last = "2011-07-08" if craft[1] == "Space Shuttle" else "2024-10-31"
        launch = _day(rng, f"{first}-01-01", last)
        active = [a for a in team if int(a[7]) < int(launch[:4])]
        if len(active) < 2:
            continue
        commander, pilot = rng.sample(active, 2)
        name = f"{craft[1]} {launch[:4]}-{rng.randint(1, 9)}"
        if name in mnames:
            continue
        mnames.add(name)
        days = rng.randint(2, 16) if craft[1] in ("Space Shuttle",) else rng.randint(7, 220)
        outcome = rng.choices(["Success", "Partial Success", "Aborted", "Failure"], [88, 7, 3, 2])[0]
        landing = None if outcome == "Failure" or _plus(launch, days) > "2024-12-31" else _plus(launch, days)
        site = rng.choice(site_of.get(craft[3], [1]))
        missions.append([0, name, craft[0], site, launch, landing, days, commander[0], pilot[0], outcome,
                         str(costs[len(missions)])])
    missions.sort(key=lambda m: m[4])
    for i, m in enumerate(missions, 1):
        m[0] = i

    crew = []
    roles = ["Flight Engineer", "Mission Specialist", "Payload Specialist"]
    for m in missions:
        crew.append([m[0], m[7], "Commander", _quarter(rng, 0, 8) if rng.random() < 0.3 else 0.0])
        crew.append([m[0], m[8], "Pilot", 0.0])
        craft = crafts[m[2] - 1]
        extra = max(0, min(craft[4] - 2, rng.randint(0, 1) + (rng.random() < 0.15)))
        team = [a for a in astros if a[5] == astros[m[7] - 1][5] and int(a[7]) < int(m[4][:4])
                and a[0] not in (m[7], m[8])]
        for a in rng.sample(team, min(extra, len(team))):
            crew.append([m[0], a[0], rng.choice(roles), _quarter(rng, 0, 14) if rng.random() < 0.5 else 0.0])
    assert len(crew) <= 400, len(crew)
    # one pilot flies more often than the rest: the first Russian mission that Anton Kikina could
    # have piloted, but did not, gets Kikina as its pilot
    kikina = next(a for a in astros if a[1] == "Anton" and a[2] == "Kikina")
    for m in missions:
        on_board = [c[1] for c in crew if c[0] == m[0]]
        if (astros[m[7] - 1][5] == kikina[5] and kikina[0] not in on_board
                and int(kikina[7]) < int(m[4][:4])):
            for c in crew:
                if c[0] == m[0] and c[1] == m[8]:
                    c[1] = kikina[0]
            m[8] = kikina[0]
            break
    mission_rows = [m[:11] for m in missions]

    experiments = []
    titles = set()
    while len(experiments) < 150:
        m = rng.choice(missions[:132])
        field = rng.choice(_FIELDS)
        title = f"{rng.choice(['Study of', 'Effects of microgravity on', 'Imaging of', 'Monitoring of'])} {rng.choice(_EXP_WORDS)}"
        title = f"{title} {m[4][:4]}"
        if title in titles:
            continue
        titles.add(title)
        status = rng.choices(["Completed", "Ongoing", "Failed", "Cancelled"], [70, 15, 8, 7])[0]
        budget = rng.randint(2, 400) * 5000
        experiments.append([len(experiments) + 1, m[0], title, field, status, budget, agencies[rng.randint(0, 9)][0]])

    ddl = r'''
CREATE TABLE Ref_Agency_Codes (
Agency_Cd VARCHAR(8) NOT NULL,
Agency_Name VARCHAR(60),
HQ_Country VARCHAR(30),
Founded_Yr VARCHAR(4),
PRIMARY KEY (Agency_Cd)
);
CREATE TABLE Launch_Sites (
Site_ID INTEGER NOT NULL,
Site_Name VARCHAR(40),
Country VARCHAR(30),
Latitude REAL,
Num_Pads INTEGER,
PRIMARY KEY (Site_ID)
);
CREATE TABLE Spacecraft (
Craft_ID INTEGER NOT NULL,
Craft_Name VARCHAR(30),
Craft_Type VARCHAR(15),
Agency_Cd VARCHAR(8),
Crew_Capacity INTEGER,
First_Flight_Yr VARCHAR(4),
Is_Reusable CHAR(1),
Predecessor_ID INTEGER,
PRIMARY KEY (Craft_ID),
FOREIGN KEY (Agency_Cd) REFERENCES Ref_Agency_Codes (Agency_Cd),
FOREIGN KEY (Predecessor_ID) REFERENCES Spacecraft (Craft_ID)
);
CREATE TABLE Astronauts (
Astronaut_ID INTEGER NOT NULL,
Given_Name VARCHAR(30),
Surname VARCHAR(30),
Gender CHAR(1),
Birth_Dt DATE,
Agency_Cd VARCHAR(8),
Nationality VARCHAR(30),
Selection_Yr VARCHAR(4),
Total_EVA_Hrs REAL,
Mentor_ID INTEGER,
Is_Retired CHAR(1),
PRIMARY KEY (Astronaut_ID),
FOREIGN KEY (Agency_Cd) REFERENCES Ref_Agency_Codes (Agency_Cd),
FOREIGN KEY (Mentor_ID) REFERENCES Astronauts (Astronaut_ID)
);
CREATE TABLE Missions (
Mission_ID INTEGER NOT NULL,
Mission_Name VARCHAR(40),
Craft_ID INTEGER,
Site_ID INTEGER,
Launch_Dt DATE,
Landing_Dt DATE,
Duration_Days INTEGER,
Commander_ID INTEGER,
Pilot_ID INTEGER,
Outcome VARCHAR(20),
Cost_MUSD TEXT,
PRIMARY KEY (Mission_ID),
FOREIGN KEY (Craft_ID) REFERENCES Spacecraft (Craft_ID),
FOREIGN KEY (Site_ID) REFERENCES Launch_Sites (Site_ID),
FOREIGN KEY (Commander_ID) REFERENCES Astronauts (Astronaut_ID),
FOREIGN KEY (Pilot_ID) REFERENCES Astronauts (Astronaut_ID)
);
CREATE TABLE Mission_Crew (
Mission_ID INTEGER NOT NULL,
Astronaut_ID INTEGER NOT NULL,
Crew_Role VARCHAR(20),
EVA_Hrs REAL,
PRIMARY KEY (Mission_ID, Astronaut_ID),
FOREIGN KEY (Mission_ID) REFERENCES Missions (Mission_ID),
FOREIGN KEY (Astronaut_ID) REFERENCES Astronauts (Astronaut_ID)
);
CREATE TABLE Experiments (
Exp_ID INTEGER NOT NULL,
Mission_ID INTEGER,
Title VARCHAR(80),
Field VARCHAR(30),
Status VARCHAR(12),
Budget_Amt INTEGER,
Sponsor_Agency VARCHAR(8),
PRIMARY KEY (Exp_ID)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Agency_Codes", agencies),
                      _inserts("Launch_Sites", sites),
                      _inserts("Spacecraft", crafts),
                      _inserts("Astronauts", astros),
                      _inserts("Missions", mission_rows),
                      _inserts("Mission_Crew", crew),
                      _inserts("Experiments", experiments)]) + "\n"


DATABASES["space_agency"] = _space_agency()

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
# Every intent is asked twice; the second wording carries again=True and follows the first.
# role=True marks an intent that uses a role-playing pair of keys, self_ref=True one that uses a
# self-reference (information only, counted in the summary printed after writing).

QUESTIONS = [
    # ------------------------------------------------------------------ law_firm
    dict(
        db="law_firm", shape="simple",
        q="How many lawyers are partners?",
        sql="select count(*) from lawyers where grade = 'Partner'",
        T=("lawyers", "attorney", "solicitor",
           "select count(*) from {t} where grade = 'Partner'"),
        P=("lawyers_hourly_rate", "lawyers", "grade", "hourly_rate",
           "select number from lawyers_hourly_rate where grade = 'Partner'"),
    ),
    dict(
        db="law_firm", shape="simple", again=True,
        q="Count the lawyers whose grade is Partner.",
        sql="select count(lawyerid) from lawyers where grade = 'Partner'",
        T=("lawyers", "attorney", "solicitor",
           "select count(lawyerid) from {t} where grade = 'Partner'"),
    ),
    dict(
        db="law_firm", shape="simple",
        q="What are the names of the offices that opened before 1980?",
        sql="select office_name from offices where opened_yr < 1980",
        J=[("offices", "Opened_Yr",
            "select t1.office_name from offices as t1 join offices_opened_yr as t2 on t1.office_id = t2.office_id where t2.opened_yr < 1980"),
           ("offices", "Office_Name",
            "select t2.office_name from offices as t1 join offices_office_name as t2 on t1.office_id = t2.office_id where t1.opened_yr < 1980")],
        C=("offices", "Opened_Yr", "year_opened", "established",
           "select office_name from offices where {c} < 1980"),
        T=("offices", "branch", "location",
           "select office_name from {t} where opened_yr < 1980"),
    ),
    dict(
        db="law_firm", shape="simple", again=True,
        q="Which offices were opened earlier than 1980? Give their names.",
        sql="select office_name from offices where opened_yr <= 1979",
        J=[("offices", "Opened_Yr",
            "select t1.office_name from offices as t1 join offices_opened_yr as t2 on t1.office_id = t2.office_id where t2.opened_yr <= 1979")],
    ),
    dict(
        db="law_firm", shape="simple",
        q="Which office has the most staff? Give its name.",
        sql="select office_name from offices order by num_staff desc limit 1",
        J=[("offices", "Num_Staff",
            "select t1.office_name from offices as t1 join offices_num_staff as t2 on t1.office_id = t2.office_id order by t2.num_staff desc limit 1")],
        C=("offices", "Num_Staff", "headcount", "staff_count",
           "select office_name from offices order by {c} desc limit 1"),
    ),
    dict(
        db="law_firm", shape="nested", again=True,
        q="What is the name of the office with the largest number of staff members?",
        sql="select office_name from offices where num_staff = (select max(num_staff) from offices)",
        J=[("offices", "Num_Staff",
            "select t1.office_name from offices as t1 join offices_num_staff as t2 on t1.office_id = t2.office_id where t2.num_staff = (select max(num_staff) from offices_num_staff)")],
    ),
    dict(
        db="law_firm", shape="agg",
        q="What are the highest and lowest hourly rates of the associates?",
        sql="select max(hourly_rate), min(hourly_rate) from lawyers where grade = 'Associate'",
        J=[("lawyers", "Hourly_Rate",
            "select max(t2.hourly_rate), min(t2.hourly_rate) from lawyers as t1 join lawyers_hourly_rate as t2 on t1.lawyerid = t2.lawyerid where t1.grade = 'Associate'")],
        C=("lawyers", "Hourly_Rate", "billing_rate", "rate_per_hour",
           "select max({c}), min({c}) from lawyers where grade = 'Associate'"),
        P=("lawyers_hourly_rate", "lawyers", "grade", "hourly_rate",
           "select max_hourly_rate, min_hourly_rate from lawyers_hourly_rate where grade = 'Associate'"),
    ),
    dict(
        db="law_firm", shape="agg", again=True,
        q="Tell me the lowest and the highest hourly rate charged by an associate.",
        sql="select min(hourly_rate), max(hourly_rate) from lawyers where grade = 'Associate'",
        J=[("lawyers", "Grade",
            "select min(t1.hourly_rate), max(t1.hourly_rate) from lawyers as t1 join lawyers_grade as t2 on t1.lawyerid = t2.lawyerid where t2.grade = 'Associate'")],
    ),
    dict(
        db="law_firm", shape="join",
        q="List the first and last names of the lawyers who work in the Paris office.",
        sql="select t1.firstname, t1.lastname from lawyers as t1 join offices as t2 on t1.office_id = t2.office_id where t2.city = 'Paris'",
        J=[("offices", "City",
            "select t1.firstname, t1.lastname from lawyers as t1 join offices as t2 on t1.office_id = t2.office_id join offices_city as t3 on t2.office_id = t3.office_id where t3.city = 'Paris'"),
           ("lawyers", "LastName",
            "select t1.firstname, t3.lastname from lawyers as t1 join offices as t2 on t1.office_id = t2.office_id join lawyers_lastname as t3 on t1.lawyerid = t3.lawyerid where t2.city = 'Paris'")],
        C=("offices", "City", "town", "office_city",
           "select t1.firstname, t1.lastname from lawyers as t1 join offices as t2 on t1.office_id = t2.office_id where t2.{c} = 'Paris'"),
        T=("lawyers", "attorney", "solicitor",
           "select t1.firstname, t1.lastname from {t} as t1 join offices as t2 on t1.office_id = t2.office_id where t2.city = 'Paris'"),
    ),
    dict(
        db="law_firm", shape="join", again=True,
        q="Which lawyers are based in Paris? Show their first names and surnames.",
        sql="select t2.firstname, t2.lastname from offices as t1 join lawyers as t2 on t1.office_id = t2.office_id where t1.city = 'Paris'",
        J=[("offices", "City",
            "select t2.firstname, t2.lastname from offices as t1 join lawyers as t2 on t1.office_id = t2.office_id join offices_city as t3 on t1.office_id = t3.office_id where t3.city = 'Paris'")],
    ),
    dict(
        db="law_firm", shape="join",
        q="How many matters are in the employment practice area?",
        sql="select count(*) from matters as t1 join ref_practice_areas as t2 on t1.practice_cd = t2.practice_cd where t2.practice_desc = 'Employment'",
        J=[("ref_practice_areas", "Practice_Desc",
            "select count(*) from matters as t1 join ref_practice_areas as t2 on t1.practice_cd = t2.practice_cd join ref_practice_areas_practice_desc as t3 on t2.practice_cd = t3.practice_cd where t3.practice_desc = 'Employment'")],
        C=("ref_practice_areas", "Practice_Desc", "area_name", "practice_name",
           "select count(*) from matters as t1 join ref_practice_areas as t2 on t1.practice_cd = t2.practice_cd where t2.{c} = 'Employment'"),
        T=("matters", "legal_case", "engagement",
           "select count(*) from {t} as t1 join ref_practice_areas as t2 on t1.practice_cd = t2.practice_cd where t2.practice_desc = 'Employment'"),
    ),
    dict(
        db="law_firm", shape="join", again=True,
        q="Count the matters whose practice area is Employment.",
        sql="select count(*) from ref_practice_areas as t1 join matters as t2 on t1.practice_cd = t2.practice_cd where t1.practice_desc = 'Employment'",
        J=[("ref_practice_areas", "Practice_Desc",
            "select count(*) from ref_practice_areas as t1 join matters as t2 on t1.practice_cd = t2.practice_cd join ref_practice_areas_practice_desc as t3 on t1.practice_cd = t3.practice_cd where t3.practice_desc = 'Employment'")],
        T=("ref_practice_areas", "practice_area", "area_of_law",
           "select count(*) from {t} as t1 join matters as t2 on t1.practice_cd = t2.practice_cd where t1.practice_desc = 'Employment'"),
    ),
    dict(
        db="law_firm", shape="join", role=True,
        q="Show the last names of the lead lawyer and the billing partner of matter 3105.",
        sql="select t2.lastname, t3.lastname from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers as t3 on t1.billing_partner_id = t3.lawyerid where t1.matter_no = 3105",
        J=[("lawyers", "LastName",
            "select t4.lastname, t5.lastname from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers as t3 on t1.billing_partner_id = t3.lawyerid join lawyers_lastname as t4 on t2.lawyerid = t4.lawyerid join lawyers_lastname as t5 on t3.lawyerid = t5.lawyerid where t1.matter_no = 3105")],
        C=("lawyers", "LastName", "surname", "family_name",
           "select t2.{c}, t3.{c} from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers as t3 on t1.billing_partner_id = t3.lawyerid where t1.matter_no = 3105"),
    ),
    dict(
        db="law_firm", shape="join", again=True, role=True,
        q="Who led matter 3105, and which partner billed it? Give both surnames.",
        sql="select t1.lastname, t3.lastname from lawyers as t1 join matters as t2 on t1.lawyerid = t2.lead_lawyer_id join lawyers as t3 on t2.billing_partner_id = t3.lawyerid where t2.matter_no = 3105",
        J=[("lawyers", "LastName",
            "select t4.lastname, t5.lastname from lawyers as t1 join matters as t2 on t1.lawyerid = t2.lead_lawyer_id join lawyers as t3 on t2.billing_partner_id = t3.lawyerid join lawyers_lastname as t4 on t1.lawyerid = t4.lawyerid join lawyers_lastname as t5 on t3.lawyerid = t5.lawyerid where t2.matter_no = 3105")],
    ),
    dict(
        db="law_firm", shape="join", role=True,
        q="List the titles of the matters whose billing partner is Daniel Schneider.",
        sql="select t1.matter_title from matters as t1 join lawyers as t2 on t1.billing_partner_id = t2.lawyerid where t2.firstname = 'Daniel' and t2.lastname = 'Schneider'",
        J=[("matters", "Matter_Title",
            "select t3.matter_title from matters as t1 join lawyers as t2 on t1.billing_partner_id = t2.lawyerid join matters_matter_title as t3 on t1.matter_no = t3.matter_no where t2.firstname = 'Daniel' and t2.lastname = 'Schneider'")],
        C=("matters", "Matter_Title", "title", "matter_name",
           "select t1.{c} from matters as t1 join lawyers as t2 on t1.billing_partner_id = t2.lawyerid where t2.firstname = 'Daniel' and t2.lastname = 'Schneider'"),
        T=("matters", "legal_case", "engagement",
           "select t1.matter_title from {t} as t1 join lawyers as t2 on t1.billing_partner_id = t2.lawyerid where t2.firstname = 'Daniel' and t2.lastname = 'Schneider'"),
    ),
    dict(
        db="law_firm", shape="nested", again=True, role=True,
        q="Which matters does partner Daniel Schneider bill? Give the matter titles.",
        sql="select matter_title from matters where billing_partner_id in (select lawyerid from lawyers where firstname = 'Daniel' and lastname = 'Schneider')",
        J=[("matters", "Matter_Title",
            "select t2.matter_title from matters as t1 join matters_matter_title as t2 on t1.matter_no = t2.matter_no where t1.billing_partner_id in (select lawyerid from lawyers where firstname = 'Daniel' and lastname = 'Schneider')")],
    ),
    dict(
        db="law_firm", shape="join", role=True,
        q="Give the numbers of the matters that are led by a senior associate and billed by a partner who is not an equity partner.",
        sql="select t1.matter_no from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers as t3 on t1.billing_partner_id = t3.lawyerid where t2.grade = 'Senior Associate' and t3.is_equity_partner = 'N'",
        J=[("lawyers", "Grade",
            "select t1.matter_no from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers as t3 on t1.billing_partner_id = t3.lawyerid join lawyers_grade as t4 on t2.lawyerid = t4.lawyerid where t4.grade = 'Senior Associate' and t3.is_equity_partner = 'N'"),
           ("lawyers", "Is_Equity_Partner",
            "select t1.matter_no from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers as t3 on t1.billing_partner_id = t3.lawyerid join lawyers_is_equity_partner as t4 on t3.lawyerid = t4.lawyerid where t2.grade = 'Senior Associate' and t4.is_equity_partner = 'N'")],
        C=("lawyers", "Is_Equity_Partner", "equity_partner", "has_equity",
           "select t1.matter_no from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers as t3 on t1.billing_partner_id = t3.lawyerid where t2.grade = 'Senior Associate' and t3.{c} = 'N'"),
    ),
    dict(
        db="law_firm", shape="nested", again=True, role=True,
        q="Which matters have a senior associate as lead lawyer and a non-equity partner as billing partner? List the matter numbers.",
        sql="select matter_no from matters where lead_lawyer_id in (select lawyerid from lawyers where grade = 'Senior Associate') and billing_partner_id in (select lawyerid from lawyers where is_equity_partner = 'N')",
        J=[("lawyers", "Grade",
            "select matter_no from matters where lead_lawyer_id in (select t1.lawyerid from lawyers as t1 join lawyers_grade as t2 on t1.lawyerid = t2.lawyerid where t2.grade = 'Senior Associate') and billing_partner_id in (select lawyerid from lawyers where is_equity_partner = 'N')")],
    ),
    dict(
        db="law_firm", shape="join", role=True,
        q="Which partner is the billing partner on the most matters? Give the first and last name.",
        sql="select t2.firstname, t2.lastname from matters as t1 join lawyers as t2 on t1.billing_partner_id = t2.lawyerid group by t1.billing_partner_id order by count(*) desc limit 1",
        J=[("lawyers", "FirstName",
            "select t3.firstname, t2.lastname from matters as t1 join lawyers as t2 on t1.billing_partner_id = t2.lawyerid join lawyers_firstname as t3 on t2.lawyerid = t3.lawyerid group by t1.billing_partner_id order by count(*) desc limit 1")],
        T=("matters", "legal_case", "engagement",
           "select t2.firstname, t2.lastname from {t} as t1 join lawyers as t2 on t1.billing_partner_id = t2.lawyerid group by t1.billing_partner_id order by count(*) desc limit 1"),
    ),
    dict(
        db="law_firm", shape="join", again=True, role=True,
        q="Find the first name and last name of the partner who bills the largest number of matters.",
        sql="select t1.firstname, t1.lastname from lawyers as t1 join matters as t2 on t1.lawyerid = t2.billing_partner_id group by t1.lawyerid order by count(*) desc limit 1",
        J=[("lawyers", "LastName",
            "select t1.firstname, t3.lastname from lawyers as t1 join matters as t2 on t1.lawyerid = t2.billing_partner_id join lawyers_lastname as t3 on t1.lawyerid = t3.lawyerid group by t1.lawyerid order by count(*) desc limit 1")],
    ),
    dict(
        db="law_firm", shape="join", role=True,
        q="For each lawyer who leads more than 5 matters, show the last name and the number of matters they lead.",
        sql="select t2.lastname, count(*) from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid group by t1.lead_lawyer_id having count(*) > 5",
        J=[("lawyers", "LastName",
            "select t3.lastname, count(*) from matters as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid join lawyers_lastname as t3 on t2.lawyerid = t3.lawyerid group by t1.lead_lawyer_id having count(*) > 5")],
        T=("matters", "legal_case", "engagement",
           "select t2.lastname, count(*) from {t} as t1 join lawyers as t2 on t1.lead_lawyer_id = t2.lawyerid group by t1.lead_lawyer_id having count(*) > 5"),
    ),
    dict(
        db="law_firm", shape="join", again=True, role=True,
        q="Which lawyers are the lead lawyer on at least six matters? Show their surnames and how many matters each one leads.",
        sql="select t1.lastname, count(*) from lawyers as t1 join matters as t2 on t1.lawyerid = t2.lead_lawyer_id group by t1.lawyerid having count(*) >= 6",
        J=[("lawyers", "LastName",
            "select t3.lastname, count(*) from lawyers as t1 join matters as t2 on t1.lawyerid = t2.lead_lawyer_id join lawyers_lastname as t3 on t1.lawyerid = t3.lawyerid group by t1.lawyerid having count(*) >= 6")],
    ),
    dict(
        db="law_firm", shape="join", self_ref=True,
        q="Show the last name of every trainee and the last name of the lawyer who supervises them.",
        sql="select t1.lastname, t2.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid where t1.grade = 'Trainee'",
        J=[("lawyers", "LastName",
            "select t3.lastname, t4.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid join lawyers_lastname as t3 on t1.lawyerid = t3.lawyerid join lawyers_lastname as t4 on t2.lawyerid = t4.lawyerid where t1.grade = 'Trainee'"),
           ("lawyers", "Grade",
            "select t1.lastname, t2.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid join lawyers_grade as t3 on t1.lawyerid = t3.lawyerid where t3.grade = 'Trainee'")],
        C=("lawyers", "LastName", "surname", "family_name",
           "select t1.{c}, t2.{c} from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid where t1.grade = 'Trainee'"),
        T=("lawyers", "attorney", "solicitor",
           "select t1.lastname, t2.lastname from {t} as t1 join {t} as t2 on t1.supervisor_id = t2.lawyerid where t1.grade = 'Trainee'"),
    ),
    dict(
        db="law_firm", shape="join", again=True, self_ref=True,
        q="For each trainee with a supervisor, list the supervisor's surname and then the trainee's surname.",
        sql="select t2.lastname, t1.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid where t1.grade = 'Trainee'",
        J=[("lawyers", "LastName",
            "select t4.lastname, t3.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid join lawyers_lastname as t3 on t1.lawyerid = t3.lawyerid join lawyers_lastname as t4 on t2.lawyerid = t4.lawyerid where t1.grade = 'Trainee'")],
    ),
    dict(
        db="law_firm", shape="join", self_ref=True,
        q="Who reports to Irina Khan? List their first and last names.",
        sql="select t1.firstname, t1.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid where t2.firstname = 'Irina' and t2.lastname = 'Khan'",
        J=[("lawyers", "FirstName",
            "select t3.firstname, t1.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid join lawyers_firstname as t3 on t1.lawyerid = t3.lawyerid where t2.firstname = 'Irina' and t2.lastname = 'Khan'")],
    ),
    dict(
        db="law_firm", shape="nested", again=True, self_ref=True,
        q="Find the first names and last names of the lawyers supervised by Irina Khan.",
        sql="select firstname, lastname from lawyers where supervisor_id = (select lawyerid from lawyers where firstname = 'Irina' and lastname = 'Khan')",
        J=[("lawyers", "LastName",
            "select t1.firstname, t2.lastname from lawyers as t1 join lawyers_lastname as t2 on t1.lawyerid = t2.lawyerid where t1.supervisor_id = (select lawyerid from lawyers where firstname = 'Irina' and lastname = 'Khan')")],
    ),
    dict(
        db="law_firm", shape="simple", self_ref=True,
        q="How many lawyers have no supervisor?",
        sql="select count(*) from lawyers where supervisor_id is null",
        T=("lawyers", "attorney", "solicitor",
           "select count(*) from {t} where supervisor_id is null"),
    ),
    dict(
        db="law_firm", shape="simple", again=True, self_ref=True,
        q="Count the lawyers who do not report to anybody.",
        sql="select count(lawyerid) from lawyers where supervisor_id is null",
        T=("lawyers", "attorney", "solicitor",
           "select count(lawyerid) from {t} where supervisor_id is null"),
    ),
    dict(
        db="law_firm", shape="join", self_ref=True,
        q="Which lawyers supervise more than four other lawyers? Give their first and last names.",
        sql="select t2.firstname, t2.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid group by t1.supervisor_id having count(*) > 4",
        J=[("lawyers", "FirstName",
            "select t3.firstname, t2.lastname from lawyers as t1 join lawyers as t2 on t1.supervisor_id = t2.lawyerid join lawyers_firstname as t3 on t2.lawyerid = t3.lawyerid group by t1.supervisor_id having count(*) > 4")],
    ),
    dict(
        db="law_firm", shape="nested", again=True, self_ref=True,
        q="List the first name and last name of each lawyer who has at least five people reporting to them.",
        sql="select firstname, lastname from lawyers where lawyerid in (select supervisor_id from lawyers group by supervisor_id having count(*) >= 5)",
        J=[("lawyers", "FirstName",
            "select t2.firstname, t1.lastname from lawyers as t1 join lawyers_firstname as t2 on t1.lawyerid = t2.lawyerid where t1.lawyerid in (select supervisor_id from lawyers group by supervisor_id having count(*) >= 5)")],
    ),
    dict(
        db="law_firm", shape="nested",
        q="Find the descriptions of the practice areas that have no matters.",
        sql="select practice_desc from ref_practice_areas where practice_cd not in (select practice_cd from matters)",
        J=[("ref_practice_areas", "Practice_Desc",
            "select t2.practice_desc from ref_practice_areas as t1 join ref_practice_areas_practice_desc as t2 on t1.practice_cd = t2.practice_cd where t1.practice_cd not in (select practice_cd from matters)")],
        C=("ref_practice_areas", "Practice_Desc", "area_name", "practice_name",
           "select {c} from ref_practice_areas where practice_cd not in (select practice_cd from matters)"),
        T=("matters", "legal_case", "engagement",
           "select practice_desc from ref_practice_areas where practice_cd not in (select practice_cd from {t})"),
    ),
    dict(
        db="law_firm", shape="nested", again=True,
        q="Which practice areas have never had a matter? Show their descriptions.",
        sql="select practice_desc from ref_practice_areas except select t1.practice_desc from ref_practice_areas as t1 join matters as t2 on t1.practice_cd = t2.practice_cd",
        J=[("ref_practice_areas", "Practice_Desc",
            "select t2.practice_desc from ref_practice_areas as t1 join ref_practice_areas_practice_desc as t2 on t1.practice_cd = t2.practice_cd except select t3.practice_desc from ref_practice_areas as t1 join matters as t2 on t1.practice_cd = t2.practice_cd join ref_practice_areas_practice_desc as t3 on t1.practice_cd = t3.practice_cd")],
    ),
    dict(
        db="law_firm", shape="nested",
        q="What are the names of the clients that have never had a matter with the firm?",
        sql="select client_name from clients where client_id not in (select client_id from matters)",
        J=[("clients", "Client_Name",
            "select t2.client_name from clients as t1 join clients_client_name as t2 on t1.client_id = t2.client_id where t1.client_id not in (select client_id from matters)")],
        C=("clients", "Client_Name", "name", "company_name",
           "select {c} from clients where client_id not in (select client_id from matters)"),
        T=("clients", "customer", "account",
           "select client_name from {t} where client_id not in (select client_id from matters)"),
    ),
    dict(
        db="law_firm", shape="nested", again=True,
        q="List the names of clients without any matters.",
        sql="select client_name from clients except select t1.client_name from clients as t1 join matters as t2 on t1.client_id = t2.client_id",
        J=[("clients", "Client_Name",
            "select t2.client_name from clients as t1 join clients_client_name as t2 on t1.client_id = t2.client_id except select t3.client_name from clients as t1 join matters as t2 on t1.client_id = t2.client_id join clients_client_name as t3 on t1.client_id = t3.client_id")],
    ),
    dict(
        db="law_firm", shape="nested",
        q="Which cities have client headquarters but no office of the firm?",
        sql="select hq_city from clients except select city from offices",
        J=[("clients", "HQ_City",
            "select t2.hq_city from clients as t1 join clients_hq_city as t2 on t1.client_id = t2.client_id except select city from offices")],
        C=("clients", "HQ_City", "head_office_city", "base_city",
           "select {c} from clients except select city from offices"),
    ),
    dict(
        db="law_firm", shape="nested", again=True,
        q="List the distinct headquarters cities of clients where the firm does not have an office.",
        sql="select distinct hq_city from clients where hq_city not in (select city from offices)",
        J=[("clients", "HQ_City",
            "select distinct t2.hq_city from clients as t1 join clients_hq_city as t2 on t1.client_id = t2.client_id where t2.hq_city not in (select city from offices)")],
    ),
    dict(
        db="law_firm", shape="simple",
        q="What is the total fee estimate of all open matters?",
        sql="select sum(fee_estimate) from matters where status = 'Open'",
        J=[("matters", "Fee_Estimate",
            "select sum(t2.fee_estimate) from matters as t1 join matters_fee_estimate as t2 on t1.matter_no = t2.matter_no where t1.status = 'Open'"),
           ("matters", "Status",
            "select sum(t1.fee_estimate) from matters as t1 join matters_status as t2 on t1.matter_no = t2.matter_no where t2.status = 'Open'")],
        C=("matters", "Fee_Estimate", "estimated_fee", "budget",
           "select sum({c}) from matters where status = 'Open'"),
        P=("matters_fee_estimate", "matters", "status", "fee_estimate",
           "select sum_fee_estimate from matters_fee_estimate where status = 'Open'"),
    ),
    dict(
        db="law_firm", shape="simple", again=True,
        q="Add up the estimated fees of the matters that are still open.",
        sql="select sum(fee_estimate) from matters where status = 'Open' and closed_dt is null",
        J=[("matters", "Fee_Estimate",
            "select sum(t2.fee_estimate) from matters as t1 join matters_fee_estimate as t2 on t1.matter_no = t2.matter_no where t1.status = 'Open' and t1.closed_dt is null")],
    ),
    dict(
        db="law_firm", shape="join",
        q="Show the first name, last name and total hours recorded of every lawyer who has recorded more than 40 hours.",
        sql="select t1.firstname, t1.lastname, sum(t2.hrs) from lawyers as t1 join time_entries as t2 on t1.lawyerid = t2.lawyerid group by t1.lawyerid having sum(t2.hrs) > 40",
        J=[("time_entries", "Hrs",
            "select t1.firstname, t1.lastname, sum(t3.hrs) from lawyers as t1 join time_entries as t2 on t1.lawyerid = t2.lawyerid join time_entries_hrs as t3 on t2.entry_id = t3.entry_id group by t1.lawyerid having sum(t3.hrs) > 40")],
        C=("time_entries", "Hrs", "hours", "hours_worked",
           "select t1.firstname, t1.lastname, sum(t2.{c}) from lawyers as t1 join time_entries as t2 on t1.lawyerid = t2.lawyerid group by t1.lawyerid having sum(t2.{c}) > 40"),
        T=("time_entries", "timesheet", "time_record",
           "select t1.firstname, t1.lastname, sum(t2.hrs) from lawyers as t1 join {t} as t2 on t1.lawyerid = t2.lawyerid group by t1.lawyerid having sum(t2.hrs) > 40"),
    ),
    dict(
        db="law_firm", shape="join", again=True,
        q="Which lawyers logged over 40 hours in total on their time entries? Give their names and the total hours.",
        sql="select t2.firstname, t2.lastname, sum(t1.hrs) from time_entries as t1 join lawyers as t2 on t1.lawyerid = t2.lawyerid group by t2.lawyerid having sum(t1.hrs) > 40",
        J=[("time_entries", "Hrs",
            "select t2.firstname, t2.lastname, sum(t3.hrs) from time_entries as t1 join lawyers as t2 on t1.lawyerid = t2.lawyerid join time_entries_hrs as t3 on t1.entry_id = t3.entry_id group by t2.lawyerid having sum(t3.hrs) > 40")],
    ),
    dict(
        db="law_firm", shape="simple",
        q="List the names of the clients that are not active.",
        sql="select client_name from clients where is_active = 'F'",
        J=[("clients", "Is_Active",
            "select t1.client_name from clients as t1 join clients_is_active as t2 on t1.client_id = t2.client_id where t2.is_active = 'F'"),
           ("clients", "Client_Name",
            "select t2.client_name from clients as t1 join clients_client_name as t2 on t1.client_id = t2.client_id where t1.is_active = 'F'")],
        C=("clients", "Is_Active", "active", "current_client",
           "select client_name from clients where {c} = 'F'"),
    ),
    dict(
        db="law_firm", shape="simple", again=True,
        q="Which clients are inactive? Show their names in alphabetical order.",
        sql="select client_name from clients where is_active = 'F' order by client_name",
        J=[("clients", "Is_Active",
            "select t1.client_name from clients as t1 join clients_is_active as t2 on t1.client_id = t2.client_id where t2.is_active = 'F' order by t1.client_name")],
    ),
    dict(
        db="law_firm", shape="join",
        q="What are the names of the clients whose matters had a hearing in the Supreme Court?",
        sql="select distinct t3.client_name from hearings as t1 join matters as t2 on t1.matter_no = t2.matter_no join clients as t3 on t2.client_id = t3.client_id where t1.court = 'Supreme Court'",
        J=[("hearings", "Court",
            "select distinct t3.client_name from hearings as t1 join matters as t2 on t1.matter_no = t2.matter_no join clients as t3 on t2.client_id = t3.client_id join hearings_court as t4 on t1.hearing_id = t4.hearing_id where t4.court = 'Supreme Court'"),
           ("clients", "Client_Name",
            "select distinct t4.client_name from hearings as t1 join matters as t2 on t1.matter_no = t2.matter_no join clients as t3 on t2.client_id = t3.client_id join clients_client_name as t4 on t3.client_id = t4.client_id where t1.court = 'Supreme Court'")],
        T=("hearings", "court_hearing", "session",
           "select distinct t3.client_name from {t} as t1 join matters as t2 on t1.matter_no = t2.matter_no join clients as t3 on t2.client_id = t3.client_id where t1.court = 'Supreme Court'"),
    ),
    dict(
        db="law_firm", shape="nested", again=True,
        q="Which clients had at least one of their matters heard at the Supreme Court? List the client names.",
        sql="select client_name from clients where client_id in (select t1.client_id from matters as t1 join hearings as t2 on t1.matter_no = t2.matter_no where t2.court = 'Supreme Court')",
        J=[("clients", "Client_Name",
            "select t2.client_name from clients as t1 join clients_client_name as t2 on t1.client_id = t2.client_id where t1.client_id in (select t1.client_id from matters as t1 join hearings as t2 on t1.matter_no = t2.matter_no where t2.court = 'Supreme Court')")],
    ),
    dict(
        db="law_firm", shape="join",
        q="Which practice area has the highest average fee estimate? Give its description.",
        sql="select t2.practice_desc from matters as t1 join ref_practice_areas as t2 on t1.practice_cd = t2.practice_cd group by t1.practice_cd order by avg(t1.fee_estimate) desc limit 1",
        J=[("matters", "Fee_Estimate",
            "select t2.practice_desc from matters as t1 join ref_practice_areas as t2 on t1.practice_cd = t2.practice_cd join matters_fee_estimate as t3 on t1.matter_no = t3.matter_no group by t1.practice_cd order by avg(t3.fee_estimate) desc limit 1")],
        C=("matters", "Fee_Estimate", "estimated_fee", "budget",
           "select t2.practice_desc from matters as t1 join ref_practice_areas as t2 on t1.practice_cd = t2.practice_cd group by t1.practice_cd order by avg(t1.{c}) desc limit 1"),
    ),
    dict(
        db="law_firm", shape="join", again=True,
        q="What is the description of the practice area whose matters have the largest average estimated fee?",
        sql="select t1.practice_desc from ref_practice_areas as t1 join matters as t2 on t1.practice_cd = t2.practice_cd group by t1.practice_desc order by avg(t2.fee_estimate) desc limit 1",
        J=[("matters", "Fee_Estimate",
            "select t1.practice_desc from ref_practice_areas as t1 join matters as t2 on t1.practice_cd = t2.practice_cd join matters_fee_estimate as t3 on t2.matter_no = t3.matter_no group by t1.practice_desc order by avg(t3.fee_estimate) desc limit 1")],
    ),
    dict(
        db="law_firm", shape="agg",
        q="Which industries have more than 10 clients?",
        sql="select industry from clients group by industry having count(*) > 10",
    ),
    dict(
        db="law_firm", shape="agg", again=True,
        q="List the industries that at least eleven clients belong to.",
        sql="select industry from clients group by industry having count(*) >= 11",
        J=[("clients", "Industry",
            "select t2.industry from clients as t1 join clients_industry as t2 on t1.client_id = t2.client_id group by t2.industry having count(*) >= 11")],
    ),
]
QUESTIONS += [
    # ------------------------------------------------------------------ mobile_network
    dict(
        db="mobile_network", shape="simple",
        q="How many subscribers live in Leeds?",
        sql="select count(*) from subscribers where city = 'Leeds'",
        J=[("subscribers", "City",
            "select count(*) from subscribers as t1 join subscribers_city as t2 on t1.subscriberid = t2.subscriberid where t2.city = 'Leeds'")],
        C=("subscribers", "City", "town", "home_city",
           "select count(*) from subscribers where {c} = 'Leeds'"),
        T=("subscribers", "customer", "account_holder",
           "select count(*) from {t} where city = 'Leeds'"),
    ),
    dict(
        db="mobile_network", shape="simple", again=True,
        q="Count the subscribers whose city is Leeds.",
        sql="select count(subscriberid) from subscribers where city = 'Leeds'",
        J=[("subscribers", "City",
            "select count(t1.subscriberid) from subscribers as t1 join subscribers_city as t2 on t1.subscriberid = t2.subscriberid where t2.city = 'Leeds'")],
    ),
    dict(
        db="mobile_network", shape="simple",
        q="What are the names of the prepaid plans?",
        sql="select plan_name from ref_plan_types where is_prepaid = 'Y'",
        J=[("ref_plan_types", "Is_Prepaid",
            "select t1.plan_name from ref_plan_types as t1 join ref_plan_types_is_prepaid as t2 on t1.plan_cd = t2.plan_cd where t2.is_prepaid = 'Y'"),
           ("ref_plan_types", "Plan_Name",
            "select t2.plan_name from ref_plan_types as t1 join ref_plan_types_plan_name as t2 on t1.plan_cd = t2.plan_cd where t1.is_prepaid = 'Y'")],
        C=("ref_plan_types", "Is_Prepaid", "prepaid", "pay_as_you_go",
           "select plan_name from ref_plan_types where {c} = 'Y'"),
        T=("ref_plan_types", "tariff", "price_plan",
           "select plan_name from {t} where is_prepaid = 'Y'"),
    ),
    dict(
        db="mobile_network", shape="simple", again=True,
        q="Which plans are prepaid? List the plan names in alphabetical order.",
        sql="select plan_name from ref_plan_types where is_prepaid = 'Y' order by plan_name",
        J=[("ref_plan_types", "Is_Prepaid",
            "select t1.plan_name from ref_plan_types as t1 join ref_plan_types_is_prepaid as t2 on t1.plan_cd = t2.plan_cd where t2.is_prepaid = 'Y' order by t1.plan_name")],
    ),
    dict(
        db="mobile_network", shape="simple",
        q="What is the average monthly fee of the plans that are not prepaid?",
        sql="select avg(monthly_fee) from ref_plan_types where is_prepaid = 'N'",
        J=[("ref_plan_types", "Monthly_Fee",
            "select avg(t2.monthly_fee) from ref_plan_types as t1 join ref_plan_types_monthly_fee as t2 on t1.plan_cd = t2.plan_cd where t1.is_prepaid = 'N'"),
           ("ref_plan_types", "Is_Prepaid",
            "select avg(t1.monthly_fee) from ref_plan_types as t1 join ref_plan_types_is_prepaid as t2 on t1.plan_cd = t2.plan_cd where t2.is_prepaid = 'N'")],
        C=("ref_plan_types", "Monthly_Fee", "monthly_price", "price_per_month",
           "select avg({c}) from ref_plan_types where is_prepaid = 'N'"),
        P=("ref_plan_types_monthly_fee", "ref_plan_types", "is_prepaid", "monthly_fee",
           "select avg_monthly_fee from ref_plan_types_monthly_fee where is_prepaid = 'N'"),
    ),
    dict(
        db="mobile_network", shape="simple", again=True,
        q="Give me the mean monthly fee over all the plans that aren't prepaid.",
        sql="select avg(monthly_fee) from ref_plan_types where is_prepaid != 'Y'",
        J=[("ref_plan_types", "Monthly_Fee",
            "select avg(t2.monthly_fee) from ref_plan_types as t1 join ref_plan_types_monthly_fee as t2 on t1.plan_cd = t2.plan_cd where t1.is_prepaid != 'Y'")],
    ),
    dict(
        db="mobile_network", shape="agg",
        q="How many cell towers use each technology?",
        sql="select count(*), technology from cell_towers group by technology",
        T=("cell_towers", "mast", "base_station",
           "select count(*), technology from {t} group by technology"),
        P=("cell_towers_tower_id", "cell_towers", "technology", "tower_id",
           "select number, technology from cell_towers_tower_id"),
    ),
    dict(
        db="mobile_network", shape="agg", again=True,
        q="For each technology, show the technology and the number of towers that use it.",
        sql="select technology, count(*) from cell_towers group by technology",
        J=[("cell_towers", "technology",
            "select t2.technology, count(*) from cell_towers as t1 join cell_towers_technology as t2 on t1.tower_id = t2.tower_id group by t2.technology")],
        T=("cell_towers", "mast", "base_station",
           "select technology, count(*) from {t} group by technology"),
    ),
    dict(
        db="mobile_network", shape="join",
        q="How many subscribers are on the Student Saver plan?",
        sql="select count(*) from subscribers as t1 join ref_plan_types as t2 on t1.plan_cd = t2.plan_cd where t2.plan_name = 'Student Saver'",
        J=[("ref_plan_types", "Plan_Name",
            "select count(*) from subscribers as t1 join ref_plan_types as t2 on t1.plan_cd = t2.plan_cd join ref_plan_types_plan_name as t3 on t2.plan_cd = t3.plan_cd where t3.plan_name = 'Student Saver'")],
        C=("ref_plan_types", "Plan_Name", "tariff_name", "plan_title",
           "select count(*) from subscribers as t1 join ref_plan_types as t2 on t1.plan_cd = t2.plan_cd where t2.{c} = 'Student Saver'"),
        T=("subscribers", "customer", "account_holder",
           "select count(*) from {t} as t1 join ref_plan_types as t2 on t1.plan_cd = t2.plan_cd where t2.plan_name = 'Student Saver'"),
    ),
    dict(
        db="mobile_network", shape="join", again=True,
        q="Count the subscribers whose plan is called Student Saver.",
        sql="select count(*) from ref_plan_types as t1 join subscribers as t2 on t1.plan_cd = t2.plan_cd where t1.plan_name = 'Student Saver'",
        J=[("ref_plan_types", "Plan_Name",
            "select count(*) from ref_plan_types as t1 join subscribers as t2 on t1.plan_cd = t2.plan_cd join ref_plan_types_plan_name as t3 on t1.plan_cd = t3.plan_cd where t3.plan_name = 'Student Saver'")],
    ),
    dict(
        db="mobile_network", shape="join", role=True,
        q="For call 57, show the first and last name of the caller and of the person who received the call.",
        sql="select t2.firstname, t2.lastname, t3.firstname, t3.lastname from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid where t1.call_id = 57",
        J=[("subscribers", "LastName",
            "select t2.firstname, t4.lastname, t3.firstname, t5.lastname from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid join subscribers_lastname as t4 on t2.subscriberid = t4.subscriberid join subscribers_lastname as t5 on t3.subscriberid = t5.subscriberid where t1.call_id = 57")],
        C=("subscribers", "LastName", "surname", "family_name",
           "select t2.firstname, t2.{c}, t3.firstname, t3.{c} from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid where t1.call_id = 57"),
    ),
    dict(
        db="mobile_network", shape="join", again=True, role=True,
        q="Who called whom in call number 57? Give the caller's first and last name, then the callee's.",
        sql="select t1.firstname, t1.lastname, t3.firstname, t3.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id join subscribers as t3 on t2.callee_id = t3.subscriberid where t2.call_id = 57",
        J=[("subscribers", "FirstName",
            "select t4.firstname, t1.lastname, t5.firstname, t3.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id join subscribers as t3 on t2.callee_id = t3.subscriberid join subscribers_firstname as t4 on t1.subscriberid = t4.subscriberid join subscribers_firstname as t5 on t3.subscriberid = t5.subscriberid where t2.call_id = 57")],
    ),
    dict(
        db="mobile_network", shape="join", role=True,
        q="Which people did Liam Young call? Give their first and last names.",
        sql="select t3.firstname, t3.lastname from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid where t2.firstname = 'Liam' and t2.lastname = 'Young'",
        J=[("subscribers", "FirstName",
            "select t4.firstname, t3.lastname from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid join subscribers_firstname as t4 on t3.subscriberid = t4.subscriberid where t2.firstname = 'Liam' and t2.lastname = 'Young'")],
        T=("calls", "call_record", "phone_call",
           "select t3.firstname, t3.lastname from {t} as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid where t2.firstname = 'Liam' and t2.lastname = 'Young'"),
    ),
    dict(
        db="mobile_network", shape="nested", again=True, role=True,
        q="List the first names and last names of the subscribers that Liam Young phoned.",
        sql="select distinct t1.firstname, t1.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.callee_id where t2.caller_id in (select subscriberid from subscribers where firstname = 'Liam' and lastname = 'Young')",
        J=[("subscribers", "LastName",
            "select distinct t1.firstname, t3.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.callee_id join subscribers_lastname as t3 on t1.subscriberid = t3.subscriberid where t2.caller_id in (select subscriberid from subscribers where firstname = 'Liam' and lastname = 'Young')")],
    ),
    dict(
        db="mobile_network", shape="join", role=True,
        q="How many calls did Maria Baker receive?",
        sql="select count(*) from calls as t1 join subscribers as t2 on t1.callee_id = t2.subscriberid where t2.firstname = 'Maria' and t2.lastname = 'Baker'",
        T=("calls", "call_record", "phone_call",
           "select count(*) from {t} as t1 join subscribers as t2 on t1.callee_id = t2.subscriberid where t2.firstname = 'Maria' and t2.lastname = 'Baker'"),
    ),
    dict(
        db="mobile_network", shape="join", again=True, role=True,
        q="Count the calls in which Maria Baker was the one being called.",
        sql="select count(*) from subscribers as t1 join calls as t2 on t1.subscriberid = t2.callee_id where t1.firstname = 'Maria' and t1.lastname = 'Baker'",
        T=("calls", "call_record", "phone_call",
           "select count(*) from subscribers as t1 join {t} as t2 on t1.subscriberid = t2.callee_id where t1.firstname = 'Maria' and t1.lastname = 'Baker'"),
    ),
    dict(
        db="mobile_network", shape="join", role=True,
        q="Which subscriber made the most calls? Give the first and last name.",
        sql="select t2.firstname, t2.lastname from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid group by t1.caller_id order by count(*) desc limit 1",
        J=[("subscribers", "FirstName",
            "select t3.firstname, t2.lastname from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers_firstname as t3 on t2.subscriberid = t3.subscriberid group by t1.caller_id order by count(*) desc limit 1")],
        T=("calls", "call_record", "phone_call",
           "select t2.firstname, t2.lastname from {t} as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid group by t1.caller_id order by count(*) desc limit 1"),
    ),
    dict(
        db="mobile_network", shape="join", again=True, role=True,
        q="Find the full name of the subscriber who placed the largest number of calls.",
        sql="select t1.firstname, t1.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id group by t1.subscriberid order by count(*) desc limit 1",
        J=[("subscribers", "LastName",
            "select t1.firstname, t3.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id join subscribers_lastname as t3 on t1.subscriberid = t3.subscriberid group by t1.subscriberid order by count(*) desc limit 1")],
    ),
    dict(
        db="mobile_network", shape="join", role=True,
        q="How many calls were made by subscribers in London to subscribers in Cardiff?",
        sql="select count(*) from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid where t2.city = 'London' and t3.city = 'Cardiff'",
        J=[("subscribers", "City",
            "select count(*) from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid join subscribers_city as t4 on t2.subscriberid = t4.subscriberid join subscribers_city as t5 on t3.subscriberid = t5.subscriberid where t4.city = 'London' and t5.city = 'Cardiff'")],
        C=("subscribers", "City", "town", "home_city",
           "select count(*) from calls as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid where t2.{c} = 'London' and t3.{c} = 'Cardiff'"),
        T=("calls", "call_record", "phone_call",
           "select count(*) from {t} as t1 join subscribers as t2 on t1.caller_id = t2.subscriberid join subscribers as t3 on t1.callee_id = t3.subscriberid where t2.city = 'London' and t3.city = 'Cardiff'"),
    ),
    dict(
        db="mobile_network", shape="join", again=True, role=True,
        q="Count the calls where the caller lives in London and the person called lives in Cardiff.",
        sql="select count(*) from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id join subscribers as t3 on t2.callee_id = t3.subscriberid where t1.city = 'London' and t3.city = 'Cardiff'",
        J=[("subscribers", "City",
            "select count(*) from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id join subscribers as t3 on t2.callee_id = t3.subscriberid join subscribers_city as t4 on t1.subscriberid = t4.subscriberid join subscribers_city as t5 on t3.subscriberid = t5.subscriberid where t4.city = 'London' and t5.city = 'Cardiff'")],
    ),
    dict(
        db="mobile_network", shape="join", self_ref=True,
        q="For the subscribers in Manchester, show their last name and the last name of the subscriber who referred them.",
        sql="select t1.lastname, t2.lastname from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid where t1.city = 'Manchester'",
        J=[("subscribers", "LastName",
            "select t3.lastname, t4.lastname from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid join subscribers_lastname as t3 on t1.subscriberid = t3.subscriberid join subscribers_lastname as t4 on t2.subscriberid = t4.subscriberid where t1.city = 'Manchester'"),
           ("subscribers", "City",
            "select t1.lastname, t2.lastname from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid join subscribers_city as t3 on t1.subscriberid = t3.subscriberid where t3.city = 'Manchester'")],
        C=("subscribers", "LastName", "surname", "family_name",
           "select t1.{c}, t2.{c} from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid where t1.city = 'Manchester'"),
        T=("subscribers", "customer", "account_holder",
           "select t1.lastname, t2.lastname from {t} as t1 join {t} as t2 on t1.referrer_id = t2.subscriberid where t1.city = 'Manchester'"),
    ),
    dict(
        db="mobile_network", shape="join", again=True, self_ref=True,
        q="List the surname of each Manchester subscriber who was referred by someone, along with the referrer's surname.",
        sql="select t2.lastname, t1.lastname from subscribers as t2 join subscribers as t1 on t2.referrer_id = t1.subscriberid where t2.city = 'Manchester'",
        J=[("subscribers", "LastName",
            "select t3.lastname, t4.lastname from subscribers as t2 join subscribers as t1 on t2.referrer_id = t1.subscriberid join subscribers_lastname as t3 on t2.subscriberid = t3.subscriberid join subscribers_lastname as t4 on t1.subscriberid = t4.subscriberid where t2.city = 'Manchester'")],
    ),
    dict(
        db="mobile_network", shape="join", self_ref=True,
        q="Which subscribers were referred by Hannah Wang? Give their first names and last names.",
        sql="select t1.firstname, t1.lastname from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid where t2.firstname = 'Hannah' and t2.lastname = 'Wang'",
        J=[("subscribers", "FirstName",
            "select t3.firstname, t1.lastname from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid join subscribers_firstname as t3 on t1.subscriberid = t3.subscriberid where t2.firstname = 'Hannah' and t2.lastname = 'Wang'")],
    ),
    dict(
        db="mobile_network", shape="nested", again=True, self_ref=True,
        q="Show the first and last name of every customer that Hannah Wang brought in as a referral.",
        sql="select firstname, lastname from subscribers where referrer_id in (select subscriberid from subscribers where firstname = 'Hannah' and lastname = 'Wang')",
        J=[("subscribers", "LastName",
            "select t1.firstname, t2.lastname from subscribers as t1 join subscribers_lastname as t2 on t1.subscriberid = t2.subscriberid where t1.referrer_id in (select subscriberid from subscribers where firstname = 'Hannah' and lastname = 'Wang')")],
    ),
    dict(
        db="mobile_network", shape="join", self_ref=True,
        q="Which subscribers have referred more than 4 other subscribers? List their first and last names.",
        sql="select t2.firstname, t2.lastname from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid group by t1.referrer_id having count(*) > 4",
        J=[("subscribers", "LastName",
            "select t2.firstname, t3.lastname from subscribers as t1 join subscribers as t2 on t1.referrer_id = t2.subscriberid join subscribers_lastname as t3 on t2.subscriberid = t3.subscriberid group by t1.referrer_id having count(*) > 4")],
        T=("subscribers", "customer", "account_holder",
           "select t2.firstname, t2.lastname from {t} as t1 join {t} as t2 on t1.referrer_id = t2.subscriberid group by t1.referrer_id having count(*) > 4"),
    ),
    dict(
        db="mobile_network", shape="nested", again=True, self_ref=True,
        q="Give the first name and last name of each subscriber who referred at least five people.",
        sql="select firstname, lastname from subscribers where subscriberid in (select referrer_id from subscribers group by referrer_id having count(*) >= 5)",
        J=[("subscribers", "FirstName",
            "select t2.firstname, t1.lastname from subscribers as t1 join subscribers_firstname as t2 on t1.subscriberid = t2.subscriberid where t1.subscriberid in (select referrer_id from subscribers group by referrer_id having count(*) >= 5)")],
    ),
    dict(
        db="mobile_network", shape="simple", self_ref=True,
        q="How many subscribers were not referred by anyone?",
        sql="select count(*) from subscribers where referrer_id is null",
        T=("subscribers", "customer", "account_holder",
           "select count(*) from {t} where referrer_id is null"),
    ),
    dict(
        db="mobile_network", shape="simple", again=True, self_ref=True,
        q="What is the number of subscribers without a referrer?",
        sql="select count(subscriberid) from subscribers where referrer_id is null",
        T=("subscribers", "customer", "account_holder",
           "select count(subscriberid) from {t} where referrer_id is null"),
    ),
    dict(
        db="mobile_network", shape="nested",
        q="List the names of the plans that have no subscribers.",
        sql="select plan_name from ref_plan_types where plan_cd not in (select plan_cd from subscribers)",
        J=[("ref_plan_types", "Plan_Name",
            "select t2.plan_name from ref_plan_types as t1 join ref_plan_types_plan_name as t2 on t1.plan_cd = t2.plan_cd where t1.plan_cd not in (select plan_cd from subscribers)")],
        C=("ref_plan_types", "Plan_Name", "tariff_name", "plan_title",
           "select {c} from ref_plan_types where plan_cd not in (select plan_cd from subscribers)"),
        T=("subscribers", "customer", "account_holder",
           "select plan_name from ref_plan_types where plan_cd not in (select plan_cd from {t})"),
    ),
    dict(
        db="mobile_network", shape="nested", again=True,
        q="Which plans does nobody subscribe to? Give the plan names.",
        sql="select plan_name from ref_plan_types except select t1.plan_name from ref_plan_types as t1 join subscribers as t2 on t1.plan_cd = t2.plan_cd",
        J=[("ref_plan_types", "Plan_Name",
            "select t2.plan_name from ref_plan_types as t1 join ref_plan_types_plan_name as t2 on t1.plan_cd = t2.plan_cd except select t3.plan_name from ref_plan_types as t1 join subscribers as t2 on t1.plan_cd = t2.plan_cd join ref_plan_types_plan_name as t3 on t1.plan_cd = t3.plan_cd")],
    ),
    dict(
        db="mobile_network", shape="join",
        q="What is the average duration of the calls handled by 5G towers?",
        sql="select avg(t1.duration_sec) from calls as t1 join cell_towers as t2 on t1.tower_id = t2.tower_id where t2.technology = '5G'",
        J=[("calls", "Duration_Sec",
            "select avg(t3.duration_sec) from calls as t1 join cell_towers as t2 on t1.tower_id = t2.tower_id join calls_duration_sec as t3 on t1.call_id = t3.call_id where t2.technology = '5G'"),
           ("cell_towers", "technology",
            "select avg(t1.duration_sec) from calls as t1 join cell_towers as t2 on t1.tower_id = t2.tower_id join cell_towers_technology as t3 on t2.tower_id = t3.tower_id where t3.technology = '5G'")],
        C=("calls", "Duration_Sec", "length_seconds", "call_seconds",
           "select avg(t1.{c}) from calls as t1 join cell_towers as t2 on t1.tower_id = t2.tower_id where t2.technology = '5G'"),
        T=("cell_towers", "mast", "base_station",
           "select avg(t1.duration_sec) from calls as t1 join {t} as t2 on t1.tower_id = t2.tower_id where t2.technology = '5G'"),
        P=("cell_towers_calls_duration_sec", "calls as t1 join cell_towers as t2 on t1.tower_id = t2.tower_id",
           "t2.technology", "t1.duration_sec",
           "select avg_duration_sec from cell_towers_calls_duration_sec where technology = '5G'"),
    ),
    dict(
        db="mobile_network", shape="join", again=True,
        q="Find the mean call length in seconds for calls that went through a 5G tower.",
        sql="select avg(t2.duration_sec) from cell_towers as t1 join calls as t2 on t1.tower_id = t2.tower_id where t1.technology = '5G'",
        J=[("calls", "Duration_Sec",
            "select avg(t3.duration_sec) from cell_towers as t1 join calls as t2 on t1.tower_id = t2.tower_id join calls_duration_sec as t3 on t2.call_id = t3.call_id where t1.technology = '5G'")],
    ),
    dict(
        db="mobile_network", shape="join",
        q="Show each handset brand and the number of subscribers using a phone of that brand.",
        sql="select t2.brand, count(*) from subscribers as t1 join handsets as t2 on t1.handset_id = t2.handset_id group by t2.brand",
        J=[("handsets", "Brand",
            "select t3.brand, count(*) from subscribers as t1 join handsets as t2 on t1.handset_id = t2.handset_id join handsets_brand as t3 on t2.handset_id = t3.handset_id group by t3.brand")],
        C=("handsets", "Brand", "manufacturer", "make",
           "select t2.{c}, count(*) from subscribers as t1 join handsets as t2 on t1.handset_id = t2.handset_id group by t2.{c}"),
        T=("handsets", "phone_model", "device",
           "select t2.brand, count(*) from subscribers as t1 join {t} as t2 on t1.handset_id = t2.handset_id group by t2.brand"),
        P=("handsets_subscribers_subscriberid", "subscribers as t1 join handsets as t2 on t1.handset_id = t2.handset_id",
           "t2.brand", "t1.subscriberid",
           "select brand, number from handsets_subscribers_subscriberid"),
    ),
    dict(
        db="mobile_network", shape="join", again=True,
        q="For every brand, how many subscribers have a handset made by it?",
        sql="select t1.brand, count(*) from handsets as t1 join subscribers as t2 on t1.handset_id = t2.handset_id group by t1.brand",
        J=[("handsets", "Brand",
            "select t3.brand, count(*) from handsets as t1 join subscribers as t2 on t1.handset_id = t2.handset_id join handsets_brand as t3 on t1.handset_id = t3.handset_id group by t3.brand")],
    ),
    dict(
        db="mobile_network", shape="nested",
        q="Which cities have a 5G tower but no 3G tower?",
        sql="select city from cell_towers where technology = '5G' except select city from cell_towers where technology = '3G'",
        J=[("cell_towers", "technology",
            "select t1.city from cell_towers as t1 join cell_towers_technology as t2 on t1.tower_id = t2.tower_id where t2.technology = '5G' except select t1.city from cell_towers as t1 join cell_towers_technology as t2 on t1.tower_id = t2.tower_id where t2.technology = '3G'")],
        C=("cell_towers", "technology", "network_generation", "radio_tech",
           "select city from cell_towers where {c} = '5G' except select city from cell_towers where {c} = '3G'"),
        T=("cell_towers", "mast", "base_station",
           "select city from {t} where technology = '5G' except select city from {t} where technology = '3G'"),
    ),
    dict(
        db="mobile_network", shape="nested", again=True,
        q="List the distinct cities that have at least one 5G tower and no 3G towers at all.",
        sql="select distinct city from cell_towers where technology = '5G' and city not in (select city from cell_towers where technology = '3G')",
        J=[("cell_towers", "technology",
            "select distinct t1.city from cell_towers as t1 join cell_towers_technology as t2 on t1.tower_id = t2.tower_id where t2.technology = '5G' and t1.city not in (select t1.city from cell_towers as t1 join cell_towers_technology as t2 on t1.tower_id = t2.tower_id where t2.technology = '3G')")],
    ),
    dict(
        db="mobile_network", shape="simple",
        q="List the model names and retail prices of the Samsung handsets, from the most expensive to the cheapest.",
        sql="select model_name, retail_price from handsets where brand = 'Samsung' order by retail_price desc",
        J=[("handsets", "Retail_Price",
            "select t1.model_name, t2.retail_price from handsets as t1 join handsets_retail_price as t2 on t1.handset_id = t2.handset_id where t1.brand = 'Samsung' order by t2.retail_price desc"),
           ("handsets", "Brand",
            "select t1.model_name, t1.retail_price from handsets as t1 join handsets_brand as t2 on t1.handset_id = t2.handset_id where t2.brand = 'Samsung' order by t1.retail_price desc")],
        C=("handsets", "Retail_Price", "price", "list_price",
           "select model_name, {c} from handsets where brand = 'Samsung' order by {c} desc"),
    ),
    dict(
        db="mobile_network", shape="simple", again=True,
        q="Show the price and the model name of every Samsung phone, sorted by price in descending order.",
        sql="select retail_price, model_name from handsets where brand = 'Samsung' order by retail_price desc",
        J=[("handsets", "Retail_Price",
            "select t2.retail_price, t1.model_name from handsets as t1 join handsets_retail_price as t2 on t1.handset_id = t2.handset_id where t1.brand = 'Samsung' order by t2.retail_price desc")],
    ),
    dict(
        db="mobile_network", shape="join",
        q="What are the first and last names of the subscribers who have opened more than 2 support tickets?",
        sql="select t1.firstname, t1.lastname from subscribers as t1 join support_tickets as t2 on t1.subscriberid = t2.subscriberid group by t1.subscriberid having count(*) > 2",
        J=[("subscribers", "FirstName",
            "select t3.firstname, t1.lastname from subscribers as t1 join support_tickets as t2 on t1.subscriberid = t2.subscriberid join subscribers_firstname as t3 on t1.subscriberid = t3.subscriberid group by t1.subscriberid having count(*) > 2")],
        T=("support_tickets", "complaint", "help_request",
           "select t1.firstname, t1.lastname from subscribers as t1 join {t} as t2 on t1.subscriberid = t2.subscriberid group by t1.subscriberid having count(*) > 2"),
    ),
    dict(
        db="mobile_network", shape="nested", again=True,
        q="Which subscribers raised three or more support tickets? Show their first names and last names.",
        sql="select firstname, lastname from subscribers where subscriberid in (select subscriberid from support_tickets group by subscriberid having count(*) >= 3)",
        J=[("subscribers", "LastName",
            "select t1.firstname, t2.lastname from subscribers as t1 join subscribers_lastname as t2 on t1.subscriberid = t2.subscriberid where t1.subscriberid in (select subscriberid from support_tickets group by subscriberid having count(*) >= 3)")],
    ),
    dict(
        db="mobile_network", shape="simple",
        q="What is the number of subscribers whose activation date is in 2024?",
        sql="select count(*) from subscribers where activation_dt between '2024-01-01' and '2024-12-31'",
        J=[("subscribers", "Activation_Dt",
            "select count(*) from subscribers as t1 join subscribers_activation_dt as t2 on t1.subscriberid = t2.subscriberid where t2.activation_dt between '2024-01-01' and '2024-12-31'")],
    ),
    dict(
        db="mobile_network", shape="simple", again=True,
        q="How many subscribers activated their account in 2024?",
        sql="select count(*) from subscribers where activation_dt like '2024%'",
        J=[("subscribers", "Activation_Dt",
            "select count(*) from subscribers as t1 join subscribers_activation_dt as t2 on t1.subscriberid = t2.subscriberid where t2.activation_dt like '2024%'")],
        C=("subscribers", "Activation_Dt", "start_date", "date_activated",
           "select count(*) from subscribers where {c} like '2024%'"),
    ),
    dict(
        db="mobile_network", shape="nested",
        q="List the first and last names of the business subscribers who have never made a call.",
        sql="select firstname, lastname from subscribers where is_business = 'T' and subscriberid not in (select caller_id from calls)",
        J=[("subscribers", "Is_Business",
            "select t1.firstname, t1.lastname from subscribers as t1 join subscribers_is_business as t2 on t1.subscriberid = t2.subscriberid where t2.is_business = 'T' and t1.subscriberid not in (select caller_id from calls)")],
        C=("subscribers", "Is_Business", "business_account", "corporate",
           "select firstname, lastname from subscribers where {c} = 'T' and subscriberid not in (select caller_id from calls)"),
        T=("calls", "call_record", "phone_call",
           "select firstname, lastname from subscribers where is_business = 'T' and subscriberid not in (select caller_id from {t})"),
    ),
    dict(
        db="mobile_network", shape="nested", again=True,
        q="Which subscribers on business accounts have not placed any calls? Give their first names and surnames.",
        sql="select firstname, lastname from subscribers where is_business = 'T' except select t1.firstname, t1.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id",
        J=[("subscribers", "Is_Business",
            "select t1.firstname, t1.lastname from subscribers as t1 join subscribers_is_business as t2 on t1.subscriberid = t2.subscriberid where t2.is_business = 'T' except select t1.firstname, t1.lastname from subscribers as t1 join calls as t2 on t1.subscriberid = t2.caller_id")],
    ),
]
QUESTIONS += [
    # ------------------------------------------------------------------ space_agency
    dict(
        db="space_agency", shape="simple",
        q="How many astronauts are retired?",
        sql="select count(*) from astronauts where is_retired = 'Y'",
        T=("astronauts", "cosmonaut", "crew_member",
           "select count(*) from {t} where is_retired = 'Y'"),
        P=("astronauts_total_eva_hrs", "astronauts", "is_retired", "total_eva_hrs",
           "select number from astronauts_total_eva_hrs where is_retired = 'Y'"),
    ),
    dict(
        db="space_agency", shape="simple", again=True,
        q="Count the astronauts who have retired.",
        sql="select count(astronaut_id) from astronauts where is_retired != 'N'",
        T=("astronauts", "cosmonaut", "crew_member",
           "select count(astronaut_id) from {t} where is_retired != 'N'"),
    ),
    dict(
        db="space_agency", shape="simple",
        q="List the names of the launch sites that have more than 2 pads.",
        sql="select site_name from launch_sites where num_pads > 2",
        J=[("launch_sites", "Num_Pads",
            "select t1.site_name from launch_sites as t1 join launch_sites_num_pads as t2 on t1.site_id = t2.site_id where t2.num_pads > 2"),
           ("launch_sites", "Site_Name",
            "select t2.site_name from launch_sites as t1 join launch_sites_site_name as t2 on t1.site_id = t2.site_id where t1.num_pads > 2")],
        C=("launch_sites", "Num_Pads", "pad_count", "launch_pads",
           "select site_name from launch_sites where {c} > 2"),
        T=("launch_sites", "spaceport", "cosmodrome",
           "select site_name from {t} where num_pads > 2"),
    ),
    dict(
        db="space_agency", shape="simple", again=True,
        q="Which launch sites have at least three launch pads?",
        sql="select site_name from launch_sites where num_pads >= 3",
        J=[("launch_sites", "Num_Pads",
            "select t1.site_name from launch_sites as t1 join launch_sites_num_pads as t2 on t1.site_id = t2.site_id where t2.num_pads >= 3")],
    ),
    dict(
        db="space_agency", shape="simple",
        q="Which astronaut has the most spacewalk hours in total? Give the surname.",
        sql="select surname from astronauts order by total_eva_hrs desc limit 1",
        J=[("astronauts", "Total_EVA_Hrs",
            "select t1.surname from astronauts as t1 join astronauts_total_eva_hrs as t2 on t1.astronaut_id = t2.astronaut_id order by t2.total_eva_hrs desc limit 1"),
           ("astronauts", "Surname",
            "select t2.surname from astronauts as t1 join astronauts_surname as t2 on t1.astronaut_id = t2.astronaut_id order by t1.total_eva_hrs desc limit 1")],
        C=("astronauts", "Total_EVA_Hrs", "spacewalk_hours", "eva_time",
           "select surname from astronauts order by {c} desc limit 1"),
    ),
    dict(
        db="space_agency", shape="nested", again=True,
        q="What is the surname of the astronaut with the largest total EVA hours?",
        sql="select surname from astronauts where total_eva_hrs = (select max(total_eva_hrs) from astronauts)",
        J=[("astronauts", "Total_EVA_Hrs",
            "select t1.surname from astronauts as t1 join astronauts_total_eva_hrs as t2 on t1.astronaut_id = t2.astronaut_id where t2.total_eva_hrs = (select max(total_eva_hrs) from astronauts_total_eva_hrs)")],
    ),
    dict(
        db="space_agency", shape="simple",
        q="What is the number of missions with a launch date in 2020?",
        sql="select count(*) from missions where launch_dt between '2020-01-01' and '2020-12-31'",
        T=("missions", "flight", "expedition",
           "select count(*) from {t} where launch_dt between '2020-01-01' and '2020-12-31'"),
    ),
    dict(
        db="space_agency", shape="simple", again=True,
        q="How many missions were launched in 2020?",
        sql="select count(*) from missions where launch_dt like '2020%'",
        T=("missions", "flight", "expedition",
           "select count(*) from {t} where launch_dt like '2020%'"),
    ),
    dict(
        db="space_agency", shape="simple",
        q="How many spacecraft are reusable?",
        sql="select count(*) from spacecraft where is_reusable = 'T'",
        T=("spacecraft", "vehicle", "space_vehicle",
           "select count(*) from {t} where is_reusable = 'T'"),
        P=("spacecraft_crew_capacity", "spacecraft", "is_reusable", "crew_capacity",
           "select number from spacecraft_crew_capacity where is_reusable = 'T'"),
    ),
    dict(
        db="space_agency", shape="simple", again=True,
        q="Count the spacecraft that can be reused.",
        sql="select count(craft_id) from spacecraft where is_reusable != 'F'",
        T=("spacecraft", "vehicle", "space_vehicle",
           "select count(craft_id) from {t} where is_reusable != 'F'"),
    ),
    dict(
        db="space_agency", shape="simple",
        q="What is the average crew capacity of the capsules?",
        sql="select avg(crew_capacity) from spacecraft where craft_type = 'Capsule'",
        J=[("spacecraft", "Crew_Capacity",
            "select avg(t2.crew_capacity) from spacecraft as t1 join spacecraft_crew_capacity as t2 on t1.craft_id = t2.craft_id where t1.craft_type = 'Capsule'"),
           ("spacecraft", "Craft_Type",
            "select avg(t1.crew_capacity) from spacecraft as t1 join spacecraft_craft_type as t2 on t1.craft_id = t2.craft_id where t2.craft_type = 'Capsule'")],
        C=("spacecraft", "Crew_Capacity", "seats", "max_crew",
           "select avg({c}) from spacecraft where craft_type = 'Capsule'"),
        P=("spacecraft_crew_capacity", "spacecraft", "craft_type", "crew_capacity",
           "select avg_crew_capacity from spacecraft_crew_capacity where craft_type = 'Capsule'"),
    ),
    dict(
        db="space_agency", shape="simple", again=True,
        q="On average, how many crew can a spacecraft of type capsule carry?",
        sql="select avg(crew_capacity) from spacecraft where craft_type like 'Capsule'",
        J=[("spacecraft", "Crew_Capacity",
            "select avg(t2.crew_capacity) from spacecraft as t1 join spacecraft_crew_capacity as t2 on t1.craft_id = t2.craft_id where t1.craft_type like 'Capsule'")],
    ),
    dict(
        db="space_agency", shape="join",
        q="How many astronauts work for the European Space Agency?",
        sql="select count(*) from astronauts as t1 join ref_agency_codes as t2 on t1.agency_cd = t2.agency_cd where t2.agency_name = 'European Space Agency'",
        J=[("ref_agency_codes", "Agency_Name",
            "select count(*) from astronauts as t1 join ref_agency_codes as t2 on t1.agency_cd = t2.agency_cd join ref_agency_codes_agency_name as t3 on t2.agency_cd = t3.agency_cd where t3.agency_name = 'European Space Agency'")],
        C=("ref_agency_codes", "Agency_Name", "agency", "full_name",
           "select count(*) from astronauts as t1 join ref_agency_codes as t2 on t1.agency_cd = t2.agency_cd where t2.{c} = 'European Space Agency'"),
        T=("astronauts", "cosmonaut", "crew_member",
           "select count(*) from {t} as t1 join ref_agency_codes as t2 on t1.agency_cd = t2.agency_cd where t2.agency_name = 'European Space Agency'"),
    ),
    dict(
        db="space_agency", shape="join", again=True,
        q="Count the astronauts whose agency is called European Space Agency.",
        sql="select count(*) from ref_agency_codes as t1 join astronauts as t2 on t1.agency_cd = t2.agency_cd where t1.agency_name = 'European Space Agency'",
        J=[("ref_agency_codes", "Agency_Name",
            "select count(*) from ref_agency_codes as t1 join astronauts as t2 on t1.agency_cd = t2.agency_cd join ref_agency_codes_agency_name as t3 on t1.agency_cd = t3.agency_cd where t3.agency_name = 'European Space Agency'")],
    ),
    dict(
        db="space_agency", shape="join", role=True,
        q="Give the surnames of the commander and the pilot of the mission Soyuz MS 2018-3.",
        sql="select t2.surname, t3.surname from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id where t1.mission_name = 'Soyuz MS 2018-3'",
        J=[("astronauts", "Surname",
            "select t4.surname, t5.surname from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id join astronauts_surname as t4 on t2.astronaut_id = t4.astronaut_id join astronauts_surname as t5 on t3.astronaut_id = t5.astronaut_id where t1.mission_name = 'Soyuz MS 2018-3'"),
           ("missions", "Mission_Name",
            "select t2.surname, t3.surname from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id join missions_mission_name as t4 on t1.mission_id = t4.mission_id where t4.mission_name = 'Soyuz MS 2018-3'")],
        C=("astronauts", "Surname", "last_name", "family_name",
           "select t2.{c}, t3.{c} from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id where t1.mission_name = 'Soyuz MS 2018-3'"),
    ),
    dict(
        db="space_agency", shape="join", again=True, role=True,
        q="Who commanded Soyuz MS 2018-3 and who flew it as pilot? List the two surnames.",
        sql="select t1.surname, t3.surname from astronauts as t1 join missions as t2 on t1.astronaut_id = t2.commander_id join astronauts as t3 on t2.pilot_id = t3.astronaut_id where t2.mission_name = 'Soyuz MS 2018-3'",
        J=[("astronauts", "Surname",
            "select t4.surname, t5.surname from astronauts as t1 join missions as t2 on t1.astronaut_id = t2.commander_id join astronauts as t3 on t2.pilot_id = t3.astronaut_id join astronauts_surname as t4 on t1.astronaut_id = t4.astronaut_id join astronauts_surname as t5 on t3.astronaut_id = t5.astronaut_id where t2.mission_name = 'Soyuz MS 2018-3'")],
    ),
    dict(
        db="space_agency", shape="join", role=True,
        q="List the names of the missions commanded by Yuri Krikalev.",
        sql="select t1.mission_name from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id where t2.given_name = 'Yuri' and t2.surname = 'Krikalev'",
        J=[("missions", "Mission_Name",
            "select t3.mission_name from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join missions_mission_name as t3 on t1.mission_id = t3.mission_id where t2.given_name = 'Yuri' and t2.surname = 'Krikalev'")],
        C=("missions", "Mission_Name", "name", "flight_name",
           "select t1.{c} from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id where t2.given_name = 'Yuri' and t2.surname = 'Krikalev'"),
        T=("missions", "flight", "expedition",
           "select t1.mission_name from {t} as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id where t2.given_name = 'Yuri' and t2.surname = 'Krikalev'"),
    ),
    dict(
        db="space_agency", shape="nested", again=True, role=True,
        q="Which missions had Yuri Krikalev as their commander? Give the mission names.",
        sql="select mission_name from missions where commander_id = (select astronaut_id from astronauts where given_name = 'Yuri' and surname = 'Krikalev')",
        J=[("missions", "Mission_Name",
            "select t2.mission_name from missions as t1 join missions_mission_name as t2 on t1.mission_id = t2.mission_id where t1.commander_id = (select astronaut_id from astronauts where given_name = 'Yuri' and surname = 'Krikalev')")],
    ),
    dict(
        db="space_agency", shape="join", role=True,
        q="Which astronaut has flown as pilot on the most missions? Give the given name and surname.",
        sql="select t2.given_name, t2.surname from missions as t1 join astronauts as t2 on t1.pilot_id = t2.astronaut_id group by t1.pilot_id order by count(*) desc limit 1",
        J=[("astronauts", "Given_Name",
            "select t3.given_name, t2.surname from missions as t1 join astronauts as t2 on t1.pilot_id = t2.astronaut_id join astronauts_given_name as t3 on t2.astronaut_id = t3.astronaut_id group by t1.pilot_id order by count(*) desc limit 1")],
        T=("missions", "flight", "expedition",
           "select t2.given_name, t2.surname from {t} as t1 join astronauts as t2 on t1.pilot_id = t2.astronaut_id group by t1.pilot_id order by count(*) desc limit 1"),
    ),
    dict(
        db="space_agency", shape="join", again=True, role=True,
        q="Find the full name of the astronaut who piloted the largest number of missions.",
        sql="select t1.given_name, t1.surname from astronauts as t1 join missions as t2 on t1.astronaut_id = t2.pilot_id group by t1.astronaut_id order by count(*) desc limit 1",
        J=[("astronauts", "Surname",
            "select t1.given_name, t3.surname from astronauts as t1 join missions as t2 on t1.astronaut_id = t2.pilot_id join astronauts_surname as t3 on t1.astronaut_id = t3.astronaut_id group by t1.astronaut_id order by count(*) desc limit 1")],
    ),
    dict(
        db="space_agency", shape="join", role=True,
        q="List the names of the missions whose commander was a woman and whose pilot was a man.",
        sql="select t1.mission_name from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id where t2.gender = 'F' and t3.gender = 'M'",
        J=[("astronauts", "Gender",
            "select t1.mission_name from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id join astronauts_gender as t4 on t2.astronaut_id = t4.astronaut_id join astronauts_gender as t5 on t3.astronaut_id = t5.astronaut_id where t4.gender = 'F' and t5.gender = 'M'")],
        C=("astronauts", "Gender", "sex", "gender_code",
           "select t1.mission_name from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id where t2.{c} = 'F' and t3.{c} = 'M'"),
        T=("missions", "flight", "expedition",
           "select t1.mission_name from {t} as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts as t3 on t1.pilot_id = t3.astronaut_id where t2.gender = 'F' and t3.gender = 'M'"),
    ),
    dict(
        db="space_agency", shape="nested", again=True, role=True,
        q="Which missions had a female commander and a male pilot? Show the mission names.",
        sql="select mission_name from missions where commander_id in (select astronaut_id from astronauts where gender = 'F') and pilot_id in (select astronaut_id from astronauts where gender = 'M')",
        J=[("astronauts", "Gender",
            "select mission_name from missions where commander_id in (select t1.astronaut_id from astronauts as t1 join astronauts_gender as t2 on t1.astronaut_id = t2.astronaut_id where t2.gender = 'F') and pilot_id in (select t1.astronaut_id from astronauts as t1 join astronauts_gender as t2 on t1.astronaut_id = t2.astronaut_id where t2.gender = 'M')")],
    ),
    dict(
        db="space_agency", shape="nested", role=True,
        q="Which astronauts have been both a commander and a pilot? Give their given names and surnames.",
        sql="select t2.given_name, t2.surname from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id intersect select t2.given_name, t2.surname from missions as t1 join astronauts as t2 on t1.pilot_id = t2.astronaut_id",
        J=[("astronauts", "Surname",
            "select t2.given_name, t3.surname from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join astronauts_surname as t3 on t2.astronaut_id = t3.astronaut_id intersect select t2.given_name, t3.surname from missions as t1 join astronauts as t2 on t1.pilot_id = t2.astronaut_id join astronauts_surname as t3 on t2.astronaut_id = t3.astronaut_id")],
        T=("missions", "flight", "expedition",
           "select t2.given_name, t2.surname from {t} as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id intersect select t2.given_name, t2.surname from {t} as t1 join astronauts as t2 on t1.pilot_id = t2.astronaut_id"),
    ),
    dict(
        db="space_agency", shape="nested", again=True, role=True,
        q="List the given name and surname of every astronaut who has piloted a mission and has also commanded one.",
        sql="select given_name, surname from astronauts where astronaut_id in (select pilot_id from missions) and astronaut_id in (select commander_id from missions)",
        J=[("astronauts", "Given_Name",
            "select t2.given_name, t1.surname from astronauts as t1 join astronauts_given_name as t2 on t1.astronaut_id = t2.astronaut_id where t1.astronaut_id in (select pilot_id from missions) and t1.astronaut_id in (select commander_id from missions)")],
    ),
    dict(
        db="space_agency", shape="join", self_ref=True,
        q="Show the surname of each astronaut selected after 2015 together with the surname of their mentor.",
        sql="select t1.surname, t2.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id where t1.selection_yr > 2015",
        J=[("astronauts", "Surname",
            "select t3.surname, t4.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id join astronauts_surname as t3 on t1.astronaut_id = t3.astronaut_id join astronauts_surname as t4 on t2.astronaut_id = t4.astronaut_id where t1.selection_yr > 2015"),
           ("astronauts", "Selection_Yr",
            "select t1.surname, t2.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id join astronauts_selection_yr as t3 on t1.astronaut_id = t3.astronaut_id where t3.selection_yr > 2015")],
        C=("astronauts", "Selection_Yr", "year_selected", "intake_year",
           "select t1.surname, t2.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id where t1.{c} > 2015"),
        T=("astronauts", "cosmonaut", "crew_member",
           "select t1.surname, t2.surname from {t} as t1 join {t} as t2 on t1.mentor_id = t2.astronaut_id where t1.selection_yr > 2015"),
    ),
    dict(
        db="space_agency", shape="join", again=True, self_ref=True,
        q="For astronauts chosen later than 2015 who have a mentor, list the mentor's surname and the astronaut's surname.",
        sql="select t2.surname, t1.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id where t1.selection_yr >= 2016",
        J=[("astronauts", "Surname",
            "select t4.surname, t3.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id join astronauts_surname as t3 on t1.astronaut_id = t3.astronaut_id join astronauts_surname as t4 on t2.astronaut_id = t4.astronaut_id where t1.selection_yr >= 2016")],
    ),
    dict(
        db="space_agency", shape="join", self_ref=True,
        q="Which astronauts were mentored by Takuya Hoshide? List their given names and surnames.",
        sql="select t1.given_name, t1.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id where t2.given_name = 'Takuya' and t2.surname = 'Hoshide'",
        J=[("astronauts", "Given_Name",
            "select t3.given_name, t1.surname from astronauts as t1 join astronauts as t2 on t1.mentor_id = t2.astronaut_id join astronauts_given_name as t3 on t1.astronaut_id = t3.astronaut_id where t2.given_name = 'Takuya' and t2.surname = 'Hoshide'")],
    ),
    dict(
        db="space_agency", shape="nested", again=True, self_ref=True,
        q="Give the full names of the astronauts whose mentor is Takuya Hoshide.",
        sql="select given_name, surname from astronauts where mentor_id = (select astronaut_id from astronauts where given_name = 'Takuya' and surname = 'Hoshide')",
        J=[("astronauts", "Surname",
            "select t1.given_name, t2.surname from astronauts as t1 join astronauts_surname as t2 on t1.astronaut_id = t2.astronaut_id where t1.mentor_id = (select astronaut_id from astronauts where given_name = 'Takuya' and surname = 'Hoshide')")],
    ),
    dict(
        db="space_agency", shape="simple", self_ref=True,
        q="How many astronauts have a mentor?",
        sql="select count(*) from astronauts where mentor_id is not null",
        T=("astronauts", "cosmonaut", "crew_member",
           "select count(*) from {t} where mentor_id is not null"),
    ),
    dict(
        db="space_agency", shape="simple", again=True, self_ref=True,
        q="Count the astronauts that were assigned a mentor.",
        sql="select count(mentor_id) from astronauts",
        T=("astronauts", "cosmonaut", "crew_member",
           "select count(mentor_id) from {t}"),
    ),
    dict(
        db="space_agency", shape="join", self_ref=True,
        q="What is the name of the predecessor of Crew Dragon?",
        sql="select t2.craft_name from spacecraft as t1 join spacecraft as t2 on t1.predecessor_id = t2.craft_id where t1.craft_name = 'Crew Dragon'",
        J=[("spacecraft", "Craft_Name",
            "select t4.craft_name from spacecraft as t1 join spacecraft as t2 on t1.predecessor_id = t2.craft_id join spacecraft_craft_name as t3 on t1.craft_id = t3.craft_id join spacecraft_craft_name as t4 on t2.craft_id = t4.craft_id where t3.craft_name = 'Crew Dragon'")],
        C=("spacecraft", "Craft_Name", "name", "vehicle_name",
           "select t2.{c} from spacecraft as t1 join spacecraft as t2 on t1.predecessor_id = t2.craft_id where t1.{c} = 'Crew Dragon'"),
    ),
    dict(
        db="space_agency", shape="nested", again=True, self_ref=True,
        q="Which spacecraft did Crew Dragon replace?",
        sql="select craft_name from spacecraft where craft_id = (select predecessor_id from spacecraft where craft_name = 'Crew Dragon')",
        J=[("spacecraft", "Craft_Name",
            "select t2.craft_name from spacecraft as t1 join spacecraft_craft_name as t2 on t1.craft_id = t2.craft_id where t1.craft_id = (select t1.predecessor_id from spacecraft as t1 join spacecraft_craft_name as t2 on t1.craft_id = t2.craft_id where t2.craft_name = 'Crew Dragon')")],
    ),
    dict(
        db="space_agency", shape="join", self_ref=True,
        q="Which spacecraft succeeded the Apollo CSM? Give their names.",
        sql="select t1.craft_name from spacecraft as t1 join spacecraft as t2 on t1.predecessor_id = t2.craft_id where t2.craft_name = 'Apollo CSM'",
        J=[("spacecraft", "Craft_Name",
            "select t3.craft_name from spacecraft as t1 join spacecraft as t2 on t1.predecessor_id = t2.craft_id join spacecraft_craft_name as t3 on t1.craft_id = t3.craft_id join spacecraft_craft_name as t4 on t2.craft_id = t4.craft_id where t4.craft_name = 'Apollo CSM'")],
    ),
    dict(
        db="space_agency", shape="nested", again=True, self_ref=True,
        q="List the names of the spacecraft whose predecessor was Apollo CSM.",
        sql="select craft_name from spacecraft where predecessor_id in (select craft_id from spacecraft where craft_name = 'Apollo CSM')",
        J=[("spacecraft", "Craft_Name",
            "select t2.craft_name from spacecraft as t1 join spacecraft_craft_name as t2 on t1.craft_id = t2.craft_id where t1.predecessor_id in (select t1.craft_id from spacecraft as t1 join spacecraft_craft_name as t2 on t1.craft_id = t2.craft_id where t2.craft_name = 'Apollo CSM')")],
    ),
    dict(
        db="space_agency", shape="nested",
        q="Which launch sites have never been used for a mission? List their names.",
        sql="select site_name from launch_sites where site_id not in (select site_id from missions)",
        J=[("launch_sites", "Site_Name",
            "select t2.site_name from launch_sites as t1 join launch_sites_site_name as t2 on t1.site_id = t2.site_id where t1.site_id not in (select site_id from missions)")],
        C=("launch_sites", "Site_Name", "name", "spaceport_name",
           "select {c} from launch_sites where site_id not in (select site_id from missions)"),
        T=("launch_sites", "spaceport", "cosmodrome",
           "select site_name from {t} where site_id not in (select site_id from missions)"),
    ),
    dict(
        db="space_agency", shape="nested", again=True,
        q="Give the names of the launch sites from which no mission was launched.",
        sql="select site_name from launch_sites except select t1.site_name from launch_sites as t1 join missions as t2 on t1.site_id = t2.site_id",
        J=[("launch_sites", "Site_Name",
            "select t2.site_name from launch_sites as t1 join launch_sites_site_name as t2 on t1.site_id = t2.site_id except select t3.site_name from launch_sites as t1 join missions as t2 on t1.site_id = t2.site_id join launch_sites_site_name as t3 on t1.site_id = t3.site_id")],
    ),
    dict(
        db="space_agency", shape="join",
        q="How many missions were launched from each launch site? Show the site name and the number of missions.",
        sql="select t2.site_name, count(*) from missions as t1 join launch_sites as t2 on t1.site_id = t2.site_id group by t1.site_id",
        J=[("launch_sites", "Site_Name",
            "select t3.site_name, count(*) from missions as t1 join launch_sites as t2 on t1.site_id = t2.site_id join launch_sites_site_name as t3 on t2.site_id = t3.site_id group by t1.site_id")],
        T=("missions", "flight", "expedition",
           "select t2.site_name, count(*) from {t} as t1 join launch_sites as t2 on t1.site_id = t2.site_id group by t1.site_id"),
        P=("launch_sites_missions_duration_days", "missions as t1 join launch_sites as t2 on t1.site_id = t2.site_id",
           "t2.site_name", "t1.duration_days",
           "select site_name, number from launch_sites_missions_duration_days"),
    ),
    dict(
        db="space_agency", shape="join", again=True,
        q="For each launch site, list its name and how many missions took off from it.",
        sql="select t1.site_name, count(*) from launch_sites as t1 join missions as t2 on t1.site_id = t2.site_id group by t1.site_id",
        J=[("launch_sites", "Site_Name",
            "select t3.site_name, count(*) from launch_sites as t1 join missions as t2 on t1.site_id = t2.site_id join launch_sites_site_name as t3 on t1.site_id = t3.site_id group by t1.site_id")],
    ),
    dict(
        db="space_agency", shape="join",
        q="List the titles of the experiments carried out on missions that were aborted.",
        sql="select t1.title from experiments as t1 join missions as t2 on t1.mission_id = t2.mission_id where t2.outcome = 'Aborted'",
        J=[("missions", "Outcome",
            "select t1.title from experiments as t1 join missions as t2 on t1.mission_id = t2.mission_id join missions_outcome as t3 on t2.mission_id = t3.mission_id where t3.outcome = 'Aborted'"),
           ("experiments", "Title",
            "select t3.title from experiments as t1 join missions as t2 on t1.mission_id = t2.mission_id join experiments_title as t3 on t1.exp_id = t3.exp_id where t2.outcome = 'Aborted'")],
        C=("missions", "Outcome", "result", "mission_status",
           "select t1.title from experiments as t1 join missions as t2 on t1.mission_id = t2.mission_id where t2.{c} = 'Aborted'"),
        T=("experiments", "payload", "investigation",
           "select t1.title from {t} as t1 join missions as t2 on t1.mission_id = t2.mission_id where t2.outcome = 'Aborted'"),
    ),
    dict(
        db="space_agency", shape="nested", again=True,
        q="Which experiments flew on an aborted mission? Give their titles.",
        sql="select title from experiments where mission_id in (select mission_id from missions where outcome = 'Aborted')",
        J=[("missions", "Outcome",
            "select title from experiments where mission_id in (select t1.mission_id from missions as t1 join missions_outcome as t2 on t1.mission_id = t2.mission_id where t2.outcome = 'Aborted')")],
    ),
    dict(
        db="space_agency", shape="nested",
        q="Which fields have both completed and failed experiments?",
        sql="select field from experiments where status = 'Completed' intersect select field from experiments where status = 'Failed'",
        J=[("experiments", "Status",
            "select t1.field from experiments as t1 join experiments_status as t2 on t1.exp_id = t2.exp_id where t2.status = 'Completed' intersect select t1.field from experiments as t1 join experiments_status as t2 on t1.exp_id = t2.exp_id where t2.status = 'Failed'")],
        C=("experiments", "Status", "exp_status", "state",
           "select field from experiments where {c} = 'Completed' intersect select field from experiments where {c} = 'Failed'"),
        T=("experiments", "payload", "investigation",
           "select field from {t} where status = 'Completed' intersect select field from {t} where status = 'Failed'"),
    ),
    dict(
        db="space_agency", shape="nested", again=True,
        q="List the research fields that have at least one failed experiment and at least one completed experiment.",
        sql="select field from experiments where status = 'Failed' intersect select field from experiments where status = 'Completed'",
        J=[("experiments", "Status",
            "select t1.field from experiments as t1 join experiments_status as t2 on t1.exp_id = t2.exp_id where t2.status = 'Failed' intersect select t1.field from experiments as t1 join experiments_status as t2 on t1.exp_id = t2.exp_id where t2.status = 'Completed'")],
    ),
    dict(
        db="space_agency", shape="agg",
        q="Which nationalities have more than 5 astronauts?",
        sql="select nationality from astronauts group by nationality having count(*) > 5",
        T=("astronauts", "cosmonaut", "crew_member",
           "select nationality from {t} group by nationality having count(*) > 5"),
    ),
    dict(
        db="space_agency", shape="agg", again=True,
        q="List every nationality shared by six or more astronauts.",
        sql="select nationality from astronauts group by nationality having count(*) >= 6",
        T=("astronauts", "cosmonaut", "crew_member",
           "select nationality from {t} group by nationality having count(*) >= 6"),
    ),
    dict(
        db="space_agency", shape="join", role=True,
        q="What is the total cost of the missions commanded by NASA astronauts?",
        sql="select sum(t1.cost_musd) from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id where t2.agency_cd = 'NASA'",
        J=[("missions", "Cost_MUSD",
            "select sum(t3.cost_musd) from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id join missions_cost_musd as t3 on t1.mission_id = t3.mission_id where t2.agency_cd = 'NASA'")],
        C=("missions", "Cost_MUSD", "cost", "budget_musd",
           "select sum(t1.{c}) from missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id where t2.agency_cd = 'NASA'"),
        T=("missions", "flight", "expedition",
           "select sum(t1.cost_musd) from {t} as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id where t2.agency_cd = 'NASA'"),
        P=("astronauts_missions_cost_musd", "missions as t1 join astronauts as t2 on t1.commander_id = t2.astronaut_id",
           "t2.agency_cd", "t1.cost_musd",
           "select sum_cost_musd from astronauts_missions_cost_musd where agency_cd = 'NASA'"),
    ),
    dict(
        db="space_agency", shape="nested", again=True, role=True,
        q="Add up the cost of every mission whose commander belongs to NASA.",
        sql="select sum(cost_musd) from missions where commander_id in (select astronaut_id from astronauts where agency_cd = 'NASA')",
        J=[("missions", "Cost_MUSD",
            "select sum(t2.cost_musd) from missions as t1 join missions_cost_musd as t2 on t1.mission_id = t2.mission_id where t1.commander_id in (select astronaut_id from astronauts where agency_cd = 'NASA')")],
    ),
    dict(
        db="space_agency", shape="join",
        q="What are the names of the missions that Sergei Prokopyev was a crew member of?",
        sql="select t3.mission_name from astronauts as t1 join mission_crew as t2 on t1.astronaut_id = t2.astronaut_id join missions as t3 on t2.mission_id = t3.mission_id where t1.given_name = 'Sergei' and t1.surname = 'Prokopyev'",
        J=[("missions", "Mission_Name",
            "select t4.mission_name from astronauts as t1 join mission_crew as t2 on t1.astronaut_id = t2.astronaut_id join missions as t3 on t2.mission_id = t3.mission_id join missions_mission_name as t4 on t3.mission_id = t4.mission_id where t1.given_name = 'Sergei' and t1.surname = 'Prokopyev'")],
        T=("mission_crew", "crew_assignment", "flight_roster",
           "select t3.mission_name from astronauts as t1 join {t} as t2 on t1.astronaut_id = t2.astronaut_id join missions as t3 on t2.mission_id = t3.mission_id where t1.given_name = 'Sergei' and t1.surname = 'Prokopyev'"),
    ),
    dict(
        db="space_agency", shape="nested", again=True,
        q="List the names of all missions on whose crew Sergei Prokopyev served.",
        sql="select mission_name from missions where mission_id in (select t1.mission_id from mission_crew as t1 join astronauts as t2 on t1.astronaut_id = t2.astronaut_id where t2.given_name = 'Sergei' and t2.surname = 'Prokopyev')",
        J=[("missions", "Mission_Name",
            "select t2.mission_name from missions as t1 join missions_mission_name as t2 on t1.mission_id = t2.mission_id where t1.mission_id in (select t1.mission_id from mission_crew as t1 join astronauts as t2 on t1.astronaut_id = t2.astronaut_id where t2.given_name = 'Sergei' and t2.surname = 'Prokopyev')")],
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
    print(f"intents using a role-playing pair of keys: {sum(1 for i in firsts if i.get('role'))}; "
          f"using a self-reference: {sum(1 for i in firsts if i.get('self_ref'))}")


if __name__ == "__main__":
    main()
