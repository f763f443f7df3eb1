//! Numbers that open data stores as text: a code said as a number ("mdc 05", "drg 470") is
//! compared as the text stored. A bare number loses its leading zero (`mdc_cd = 05` asks for
//! '5') and is refused off SQLite. Rows chosen so that the bare number returns no row.

use super::fixtures::{assert_offers, fixture};

/// Diagnosis groups coded as text, with zero-padded category codes.
const GROUPS: &str = "
CREATE TABLE drg_lkp (drg_cd TEXT, drg_desc TEXT, mdc_cd TEXT);
INSERT INTO drg_lkp VALUES ('470','MAJOR JOINT REPLACEMENT','08'),
  ('291','HEART FAILURE AND SHOCK','05'),('292','HEART FAILURE WITH CC','05'),
  ('871','SEPTICEMIA','18'),('064','STROKE','01');
";

#[rstest::rstest]
#[case::zero_padded("drgs in mdc 05", "SELECT drg_desc FROM drg_lkp WHERE mdc_cd = '05'")]
#[case::leading_zero_code(
    "description of drg 064",
    "SELECT drg_desc FROM drg_lkp WHERE drg_cd = '064'"
)]
fn a_number_said_against_text_is_the_text_stored(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(GROUPS), question, expected);
}

/// The same groups beside a lookup of code sets that stores the abbreviation 'MDC' itself.
const GROUPS_AND_CODE_SETS: &str = "
CREATE TABLE drg_lkp (drg_cd TEXT, drg_desc TEXT, mdc_cd TEXT);
INSERT INTO drg_lkp VALUES ('470','MAJOR JOINT REPLACEMENT','08'),
  ('291','HEART FAILURE AND SHOCK','05'),('292','HEART FAILURE WITH CC','05'),
  ('871','SEPTICEMIA','18');
CREATE TABLE cd_lkp (cd_set TEXT, cd_val TEXT, cd_desc TEXT);
INSERT INTO cd_lkp VALUES ('MDC','05','Circulatory System'),('MDC','08','Musculoskeletal'),
  ('OWNR','G','Government');
";

/// "MDC 05": a capitalised abbreviation right before a number names the number's column,
/// though the lookup stores 'MDC' as a value (read only as that value, nothing was offered).
#[test]
fn an_abbreviation_before_a_number_names_its_column() {
    assert_offers(
        &fixture(GROUPS_AND_CODE_SETS),
        "list the DRGs in MDC 05",
        "SELECT drg_desc FROM drg_lkp WHERE mdc_cd = '05'",
    );
}
