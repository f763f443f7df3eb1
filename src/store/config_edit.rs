//! Writing settings back to the user's `config.toml` without losing what the user wrote.
//!
//! Owns: [`save_settings`], which sets a few keys (the method parameters changed on the
//! preferences screen) in place with `toml_edit`, so the user's comments, key order, formatting
//! and keys qlarify does not know survive; the write is atomic (temp file, fsync, rename) under
//! the file's lock, so a crash or a second instance never leaves half a file.
//! Must not touch: what the settings mean or their valid ranges (the caller and
//! [`super::config`] validate them), or any key it was not asked to set.

use super::atomic::{self, io_err};
use super::{Dirs, StoreError};
use toml_edit::{DocumentMut, Item, Table, Value};

/// One setting to write: the table (`method`) and the key (`beta`) and its new value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setting {
    pub table: &'static str,
    pub key: &'static str,
    pub value: f64,
}

/// Set `settings` in `<config dir>/config.toml` (created if absent), keeping everything else
/// of the file as it was, comments included (a value's own trailing comment too). A file that
/// does not parse as TOML is left alone and the error says so: rewriting it would lose it.
pub fn save_settings(dirs: &Dirs, settings: &[Setting]) -> Result<(), StoreError> {
    let path = dirs.config_file();
    let dir = path.parent().unwrap_or(&dirs.config).to_path_buf();
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("config.toml")
        .to_string();
    let _guard = atomic::lock(&dir, &name)?;
    let text = match atomic::read_optional(&path)? {
        Some(bytes) => String::from_utf8(bytes)
            .map_err(|e| io_err(&path)(std::io::Error::other(e.to_string())))?,
        None => String::new(),
    };
    let updated = edit(&text, settings).map_err(|reason| {
        io_err(&path)(std::io::Error::other(format!(
            "not saved: the file is not valid TOML ({reason}); fix it and change the setting again"
        )))
    })?;
    atomic::write_atomic(&dir, &name, updated.as_bytes())
}

/// `text` with `settings` set, as text; everything else kept as written.
pub fn edit(text: &str, settings: &[Setting]) -> Result<String, String> {
    let mut doc: DocumentMut = text
        .parse()
        .map_err(|e: toml_edit::TomlError| e.message().to_string())?;
    for setting in settings {
        let table = doc
            .entry(setting.table)
            .or_insert_with(|| Item::Table(Table::new()));
        let Some(table) = table.as_table_like_mut() else {
            return Err(format!("`{}` is not a table", setting.table));
        };
        let value = Value::from(round(setting.value));
        // Replaced in place, so the key keeps the comment above it and the value the comment
        // after it (inserting would give the key a fresh, comment-less decor).
        match table.get_mut(setting.key).and_then(Item::as_value_mut) {
            Some(old) => {
                let decor = old.decor().clone();
                *old = value;
                *old.decor_mut() = decor;
            }
            None => {
                table.insert(setting.key, Item::Value(value));
            }
        }
    }
    Ok(doc.to_string())
}

/// Settings change in steps of hundredths on the screen; `0.30000000000000004` in a
/// hand-kept file would only confuse its reader.
fn round(value: f64) -> f64 {
    (value * 1e6).round() / 1e6
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    const USER: &str = "\
# my qlarify settings
theme = \"light\"   # easier on the eyes

[method]
# how much my own choices weigh
beta = 0.5 # AtomSQL beta
tau = 0.95
my_own_note = \"kept\"

[unknown_table]
x = 1
";

    fn beta(value: f64) -> Setting {
        Setting {
            table: "method",
            key: "beta",
            value,
        }
    }

    #[test]
    fn a_setting_changes_in_place_and_everything_else_stays() {
        let out = edit(USER, &[beta(0.7)]).expect("edits");
        assert_eq!(
            out,
            USER.replace("beta = 0.5 # AtomSQL beta", "beta = 0.7 # AtomSQL beta")
        );
    }

    #[rstest]
    #[case::missing_key("[method]\ntau = 0.9\n", "[method]\ntau = 0.9\nlambda = 0.25\n")]
    #[case::missing_table("theme = \"dark\"\n", "theme = \"dark\"\n\n[method]\nlambda = 0.25\n")]
    #[case::empty_file("", "[method]\nlambda = 0.25\n")]
    fn a_setting_missing_from_the_file_is_added(#[case] before: &str, #[case] after: &str) {
        let lambda = Setting {
            table: "method",
            key: "lambda",
            value: 0.25,
        };
        assert_eq!(edit(before, &[lambda]).expect("edits"), after);
    }

    #[test]
    fn a_file_that_is_not_toml_is_refused_not_rewritten() {
        assert!(edit("[method\nbeta = ", &[beta(0.7)]).is_err());
    }

    #[test]
    fn saving_writes_the_file_atomically_and_it_loads_back() {
        let dir = tempfile::tempdir().expect("tempdir");
        let dirs = Dirs::under(dir.path());
        std::fs::create_dir_all(&dirs.config).expect("dir");
        std::fs::write(dirs.config_file(), USER).expect("write");
        save_settings(&dirs, &[beta(0.8)]).expect("saves");
        let loaded = super::super::load_config(&dirs).expect("loads");
        assert!((loaded.value.method.beta - 0.8).abs() < 1e-12);
        assert_eq!(loaded.value.theme, "light");
        let text = std::fs::read_to_string(dirs.config_file()).expect("read");
        assert!(text.contains("# how much my own choices weigh") && text.contains("my_own_note"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dirs.config_file())
                .expect("meta")
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        std::fs::write(dirs.config_file(), "[method\n").expect("write");
        assert!(save_settings(&dirs, &[beta(0.9)]).is_err());
        assert_eq!(
            std::fs::read_to_string(dirs.config_file()).expect("read"),
            "[method\n"
        );
    }
}
