//! A range said with "between": both bounds compare one attribute.
//!
//! "seeing between 1 and 1.5 arcseconds": the attribute is named before the range and its
//! unit after; the unit resembles another column (`fwhm_arcsec`), and the second bound went
//! to it while the first stayed on `seeing` (a range across two columns, which no one means).
//! The rows separate the readings: the widths lie outside the range, so a bound put on them
//! keeps no observation.

use super::fixtures::{assert_first_by_model, fixture};

const OBSERVATIONS: &str = "
CREATE TABLE Ref_Object_Types (
Type_Cd VARCHAR(4) NOT NULL,
Type_Desc VARCHAR(30),
Category VARCHAR(15),
Is_Variable CHAR(1),
PRIMARY KEY (Type_Cd)
);
CREATE TABLE Telescopes (
scope_id INTEGER NOT NULL,
Scope_Name VARCHAR(30),
Site VARCHAR(20),
Aperture_M REAL,
First_Light_Yr VARCHAR(4),
Is_Robotic CHAR(1),
PRIMARY KEY (scope_id)
);
CREATE TABLE Astronomers (
AstroID INTEGER PRIMARY KEY,
FName VARCHAR(30),
Surname VARCHAR(30),
Institute VARCHAR(30),
Career_Stage VARCHAR(20),
Mentor_ID INTEGER,
PhD_Yr VARCHAR(4),
FOREIGN KEY (Mentor_ID) REFERENCES Astronomers(AstroID)
);
CREATE TABLE Targets (
Target_ID INTEGER PRIMARY KEY,
Target_Name VARCHAR(30),
Type_Cd VARCHAR(4),
RA_Deg REAL,
Dec_Deg REAL,
Magnitude REAL,
Distance_Ly INTEGER,
FOREIGN KEY (Type_Cd) REFERENCES Ref_Object_Types(Type_Cd)
);
CREATE TABLE Proposals (
proposal_id INTEGER PRIMARY KEY,
Title VARCHAR(60),
PI_ID INTEGER,
CoI_ID INTEGER,
Cycle_Yr VARCHAR(4),
Hrs_Requested REAL,
Hrs_Awarded REAL,
Grade CHAR(1),
FOREIGN KEY (PI_ID) REFERENCES Astronomers(AstroID),
FOREIGN KEY (CoI_ID) REFERENCES Astronomers(AstroID)
);
CREATE TABLE Observations (
Obs_ID INTEGER PRIMARY KEY,
proposal_id INTEGER,
scope_id INTEGER,
Target_ID INTEGER,
Obs_Dt DATE,
Exposure_Sec INTEGER,
seeing REAL,
Is_Usable CHAR(1), fwhm_arcsec REAL,
FOREIGN KEY (proposal_id) REFERENCES Proposals(proposal_id),
FOREIGN KEY (scope_id) REFERENCES Telescopes(scope_id),
FOREIGN KEY (Target_ID) REFERENCES Targets(Target_ID)
);
CREATE TABLE Papers (
paper_id INTEGER PRIMARY KEY,
proposal_id INTEGER,
Journal VARCHAR(20),
Pub_Yr VARCHAR(4),
Citation_Cnt INTEGER,
Page_Cnt INTEGER,
Is_Open_Access CHAR(1)
);
INSERT INTO Ref_Object_Types VALUES ('GAL','Galaxy','Extragalactic','N'),('NEB','Nebula','Galactic','N');
INSERT INTO Telescopes VALUES (1,'Hale','Palomar',5.1,'1949','N'),(2,'Mayall','Kitt Peak',4.0,'1973','N');
INSERT INTO Astronomers VALUES (1,'Vera','Rubin','Carnegie','Senior',NULL,'1954'),
  (2,'Jocelyn','Bell','Cambridge','Senior',1,'1969');
INSERT INTO Targets VALUES (100,'M31','GAL',10.68,41.27,3.4,2500000),(101,'M42','NEB',83.82,-5.39,4.0,1344);
INSERT INTO Proposals VALUES (1,'Halo stars',1,2,'2023',10,8,'A'),(2,'Outflows',2,1,'2023',6,6,'B'),
  (3,'Disks',1,NULL,'2023',4,2,'B');
INSERT INTO Observations VALUES (1,1,1,100,'2023-01-04',300,1.2,'Y',1.8),
  (2,1,1,101,'2023-01-05',120,0.8,'Y',2.4),(3,2,2,100,'2023-02-11',600,1.4,'N',3.1),
  (4,2,2,101,'2023-03-02',300,2.1,'Y',2.0),(5,3,1,100,'2023-03-09',900,1.0,'Y',2.2);
";

#[test]
fn a_range_opened_on_an_attribute_closes_on_it() {
    assert_first_by_model(
        &fixture(OBSERVATIONS),
        "How many observations had seeing between 1 and 1.5 arcseconds?",
        "SELECT COUNT(*) FROM Observations WHERE seeing BETWEEN 1 AND 1.5",
    );
}
