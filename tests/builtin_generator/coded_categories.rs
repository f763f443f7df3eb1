//! Categories stored as short codes, as open data keeps them: a code that abbreviates the
//! word the analyst types ('R' retired, 'TRI' trimaran), a flag whose name is abbreviated
//! (`pharm_svc_yn`), a lookup whose code set is named by the column holding its codes
//! (`mbr_tier` for the set 'TIER'), and a question naming nothing but such values, which asks
//! for the rows holding them. Rows chosen so that another code, another column or no filter
//! at all returns other rows.

use super::fixtures::{assert_first, assert_offers, fixture};

/// Hull types and statuses coded by abbreviation, with no lookup saying what they mean.
const FLEET: &str = "
CREATE TABLE vessel (vsl_id TEXT, vsl_nm TEXT, hull_tp TEXT, stat_cd TEXT);
INSERT INTO vessel VALUES ('V1','SEA SPRAY','CAT','A'),('V2','NORTH STAR','MONO','R'),
  ('V3','BLUE WAVE','TRI','A'),('V4','GULL','CAT','D'),('V5','TERN','MONO','A'),
  ('V6','PETREL','TRI','R');
";

#[rstest::rstest]
#[case::initial("retired vessels", "SELECT vsl_nm FROM vessel WHERE stat_cd = 'R'")]
#[case::first_letters(
    "how many trimaran vessels are there",
    "SELECT COUNT(*) FROM vessel WHERE hull_tp = 'TRI'"
)]
#[case::before_the_rows_named("docked vessels", "SELECT vsl_nm FROM vessel WHERE stat_cd = 'D'")]
fn a_code_abbreviating_the_word_said_is_the_category_meant(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_offers(&fixture(FLEET), question, expected);
}

/// "trimarans" names nothing but a value: the rows holding it, shown by their name.
#[test]
fn a_question_naming_only_a_value_asks_for_the_rows_holding_it() {
    assert_first(
        &fixture(FLEET),
        "trimarans",
        "SELECT vsl_nm FROM vessel WHERE hull_tp = 'TRI'",
    );
}

/// Flags named the way exports abbreviate them: the word saying it is a flag (`yn`) and the
/// rest abbreviated (`pharm` pharmacy, `svc` services).
const CLINICS: &str = "
CREATE TABLE clinic (clinic_nm TEXT, pharm_svc_yn TEXT, cplx_case_yn TEXT, beds INTEGER);
INSERT INTO clinic VALUES ('NORTH CLINIC','Y','N',3),('EAST CLINIC','N','Y',0),
  ('WEST CLINIC','Y','Y',5),('SOUTH CLINIC','N','N',2);
";

#[rstest::rstest]
#[case(
    "clinics with pharmacy services",
    "SELECT clinic_nm FROM clinic WHERE pharm_svc_yn = 'Y'"
)]
#[case(
    "clinics taking complex cases",
    "SELECT clinic_nm FROM clinic WHERE cplx_case_yn = 'Y'"
)]
fn an_abbreviated_flag_name_is_named_by_its_words(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(CLINICS), question, expected);
}

/// One lookup keeps two code sets; 'S' is Silver in one and South in the other. The columns
/// holding the codes are named for the sets, not as codes (`mbr_tier`, `home_region`).
const MEMBERS: &str = "
CREATE TABLE code_ref (cd_set TEXT, cd TEXT, cd_desc TEXT);
INSERT INTO code_ref VALUES ('TIER','G','Gold'),('TIER','S','Silver'),('TIER','B','Bronze'),
  ('REGION','N','North'),('REGION','S','South');
CREATE TABLE member (mbr_id TEXT, mbr_nm TEXT, mbr_tier TEXT, home_region TEXT);
INSERT INTO member VALUES ('M1','ADA','G','N'),('M2','BEN','S','S'),('M3','CAL','B','S'),
  ('M4','DEE','S','N');
";

#[rstest::rstest]
#[case("silver members", "SELECT mbr_nm FROM member WHERE mbr_tier = 'S'")]
#[case(
    "members from the south",
    "SELECT mbr_nm FROM member WHERE home_region = 'S'"
)]
fn a_column_named_for_a_code_set_holds_its_codes(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(MEMBERS), question, expected);
}

/// "drgs per MDC": an acronym after a grouping word is how an attribute's short name is
/// written (`mdc_cd`), though a lookup stores the same letters as a code set's name; read
/// as that value, the question had no reading at all.
#[test]
fn an_acronym_after_per_names_the_attribute_grouped_by() {
    assert_first(
        &fixture(
            "
CREATE TABLE drg_lkp (drg_cd TEXT PRIMARY KEY, drg_desc TEXT, mdc_cd TEXT);
CREATE TABLE cd_lkp (cd_set TEXT, cd_val TEXT, cd_desc TEXT);
INSERT INTO drg_lkp VALUES ('470','Major joint replacement','08'),('291','Heart failure','05'),
  ('292','Heart failure with CC','05'),('193','Simple pneumonia','04'),('871','Septicemia','18');
INSERT INTO cd_lkp VALUES ('MDC','05','Circulatory system'),('MDC','08','Musculoskeletal system'),
  ('OWN','1','Government'),('OWN','2','Church');
",
        ),
        "drgs per MDC",
        "SELECT COUNT(*), mdc_cd FROM drg_lkp GROUP BY mdc_cd",
    );
}
