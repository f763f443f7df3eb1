//! "contributors who are teachers": a phrase that fits several columns of one table alike
//! (`contrib_nm`, `contrib_city`, `contrib_st`, all by the word they share) names the table's
//! rows, so the row's name answers, not the first of its attributes. Rows chosen so that the
//! teachers' cities and states are other answers.

use super::fixtures::fixture;

const CONTRIBUTIONS: &str = "
CREATE TABLE indiv_contrib (sub_id TEXT PRIMARY KEY, contrib_nm TEXT, contrib_city TEXT,
  contrib_st TEXT, occupation TEXT, tran_amt REAL);
INSERT INTO indiv_contrib VALUES
  ('S1','ADAMS, RUTH','DAYTON','OH','TEACHER',250),
  ('S2','BELL, OMAR','TUCSON','AZ','NURSE',100),
  ('S3','CRUZ, ANA','RENO','NV','TEACHER',40),
  ('S4','DIAZ, LEO','DAYTON','OH','RETIRED',75);
";

#[test]
fn a_phrase_fitting_a_tables_shared_word_names_its_rows() {
    let f = fixture(CONTRIBUTIONS);
    let expected = "SELECT contrib_nm FROM indiv_contrib WHERE occupation = 'TEACHER'";
    super::fixtures::assert_first(&f, "contributors who are teachers", expected);
    super::fixtures::assert_first_by_model(&f, "donors who are teachers", expected);
}
