//! Configuration: embedded defaults, key-by-key overrides from the user's file, and the
//! directory overrides `QLARIFY_CONFIG_DIR` / `QLARIFY_DATA_DIR`.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

use qlarify::store::{
    load_config, parse_config, Config, Dirs, Warning, CONFIG_DIR_ENV, DATA_DIR_ENV,
};
use rstest::rstest;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

fn parse(text: &str) -> (Config, Vec<Warning>) {
    let loaded = parse_config(Path::new("config.toml"), Some(text));
    (loaded.value, loaded.warnings)
}

#[test]
fn embedded_defaults_match_the_built_in_ones() {
    let loaded = parse_config(Path::new("config.toml"), None);
    assert_eq!(loaded.warnings, []);
    assert_eq!(loaded.value, Config::default());
    assert!(loaded.value.models.is_empty(), "offline by default");
}

#[test]
fn the_question_budget_is_a_method_setting() {
    assert_eq!(Config::default().method.max_questions, 3);
    let (config, warnings) = parse("[method]\nmax_questions = 1\n");
    assert_eq!(warnings, []);
    assert_eq!(config.method.max_questions, 1);
}

#[test]
fn user_settings_override_key_by_key() {
    let (config, warnings) = parse(
        "theme = \"light\"\n[method]\nbeta = 0.9\n[keymap]\nrun = \"f5\"\nexplain = \"ctrl-e\"\n",
    );
    assert_eq!(warnings, []);
    let defaults = Config::default();
    assert_eq!(config.theme, "light");
    assert_eq!(config.method.beta, 0.9);
    assert_eq!(
        config.method.lambda, defaults.method.lambda,
        "siblings keep their defaults"
    );
    assert_eq!(config.execution, defaults.execution);
    assert_eq!(config.keymap["run"], "f5");
    assert_eq!(
        config.keymap["explain"], "ctrl-e",
        "new actions are the interface's business"
    );
    assert!(
        !config.keymap.contains_key("quit"),
        "actions the user did not rebind keep the interface's defaults"
    );
}

#[rstest]
#[case::base_url("base_url")]
#[case::old_endpoint_spelling("endpoint")]
fn models_list_replaces_the_default_with_field_defaults(#[case] url_key: &str) {
    let (config, warnings) = parse(&format!(
        "[[models]]\nname = \"local\"\n{url_key} = \"http://localhost:8080/v1\"\nmodel = \"qwen\"\n"
    ));
    assert_eq!(warnings, []);
    assert_eq!(config.models.len(), 1);
    let m = &config.models[0];
    assert_eq!(
        (
            m.name.as_str(),
            m.base_url.as_str(),
            m.temperature,
            m.enabled,
            m.api_key_env.as_deref()
        ),
        ("local", "http://localhost:8080/v1", 0.0, true, None)
    );
    assert_eq!((m.max_tokens, m.timeout_ms), (1024, 60_000));
}

#[test]
fn every_model_field_can_be_set() {
    let (config, warnings) = parse(
        "[[models]]\nname = \"gpt\"\nbase_url = \"https://api.openai.com/v1\"\nmodel = \"gpt-4o-mini\"\n\
         api_key_env = \"OPENAI_API_KEY\"\ntemperature = 0.7\nmax_tokens = 300\ntimeout_ms = 20000\nenabled = false\n\
         [selection]\nscore = \"llm\"\nmodel = \"gpt\"\n",
    );
    assert_eq!(warnings, []);
    let m = &config.models[0];
    assert_eq!(m.api_key_env.as_deref(), Some("OPENAI_API_KEY"));
    assert_eq!(
        (m.temperature, m.max_tokens, m.timeout_ms, m.enabled),
        (0.7, 300, 20_000, false)
    );
    assert_eq!(
        config.selection.score,
        qlarify::store::config::SelectorScore::Llm
    );
    assert_eq!(config.selection.model, "gpt");
}

#[test]
fn the_selector_score_defaults_to_the_embedding_one() {
    let config = Config::default();
    assert_eq!(
        config.selection.score,
        qlarify::store::config::SelectorScore::Embedding
    );
    let (config, warnings) = parse("[selection]\nscore = \"guess\"\n");
    assert_eq!(config.selection, Config::default().selection);
    assert!(
        warnings
            .iter()
            .any(|w| w.to_string().contains("selection.score")),
        "{warnings:?}"
    );
}

#[rstest]
#[case::not_a_url("[[models]]\nname = \"x\"\nbase_url = \"localhost\"\nmodel = \"m\"\n")]
#[case::hot(
    "[[models]]\nname = \"x\"\nbase_url = \"http://h/v1\"\nmodel = \"m\"\ntemperature = 9.0\n"
)]
#[case::no_time(
    "[[models]]\nname = \"x\"\nbase_url = \"http://h/v1\"\nmodel = \"m\"\ntimeout_ms = 0\n"
)]
#[case::builtin_name("[[models]]\nname = \"builtin\"\nbase_url = \"http://h/v1\"\nmodel = \"m\"\n")]
#[case::twice(
    "[[models]]\nname = \"x\"\nbase_url = \"http://h/v1\"\nmodel = \"m\"\n\
     [[models]]\nname = \"x\"\nbase_url = \"http://h/v1\"\nmodel = \"n\"\n"
)]
fn a_bad_model_entry_is_refused_with_a_warning(#[case] text: &str) {
    let (config, warnings) = parse(text);
    assert!(config.models.is_empty(), "{config:?}");
    assert!(
        matches!(warnings.as_slice(), [Warning::InvalidConfig { .. }]),
        "{warnings:?}"
    );
}

#[rstest]
#[case::wrong_type("[method]\nbeta = \"high\"\nlambda = 0.7\n", "method.beta")]
#[case::alpha_out_of_range("[method]\nconformal_alpha = 1.5\nlambda = 0.7\n", "conformal_alpha")]
#[case::negative_step("[method]\npref_step = -1.0\nlambda = 0.7\n", "pref_step")]
#[case::table_replaced_by_scalar("method = 3\n[method2]\n", "method")]
#[case::secret_in_the_file(
    "[[models]]\nname = \"x\"\nendpoint = \"http://e/v1\"\nmodel = \"m\"\napi_key = \"sk-1\"\n",
    "api_key"
)]
fn a_bad_value_costs_only_that_value(#[case] text: &str, #[case] named: &str) {
    let (config, warnings) = parse(text);
    let defaults = Config::default();
    let invalid: Vec<&Warning> = warnings
        .iter()
        .filter(|w| matches!(w, Warning::InvalidConfig { .. }))
        .collect();
    assert_eq!(invalid.len(), 1, "{warnings:?}");
    assert!(invalid[0].to_string().contains(named), "{}", invalid[0]);
    if text.contains("lambda") {
        assert_eq!(
            config.method.lambda, 0.7,
            "the good value next to the bad one is kept"
        );
    }
    assert_eq!(config.method.beta, defaults.method.beta);
    assert_eq!(
        config.method.conformal_alpha,
        defaults.method.conformal_alpha
    );
}

#[rstest]
#[case("[method]\nbetta = 1.0\n", "method.betta")]
#[case("colour = \"red\"\n", "colour")]
#[case("[exec]\ntimeout_ms = 5\n", "exec.timeout_ms")]
fn unknown_keys_are_reported_and_ignored(#[case] text: &str, #[case] key: &str) {
    let (config, warnings) = parse(text);
    assert_eq!(config, Config::default());
    assert!(
        matches!(warnings.as_slice(), [Warning::UnknownKey { key: k, .. }] if k == key),
        "{warnings:?}"
    );
}

#[test]
fn a_broken_file_gives_defaults_and_is_left_in_place() {
    let dir = tempfile::tempdir().expect("temp dir");
    let dirs = Dirs::under(dir.path());
    let missing = load_config(&dirs).expect("load");
    assert_eq!(
        (missing.value, missing.warnings),
        (Config::default(), vec![])
    );
    std::fs::create_dir_all(&dirs.config).expect("mkdir");
    let broken = "[method\nbeta = 0.9\n";
    std::fs::write(dirs.config_file(), broken).expect("write");
    let loaded = load_config(&dirs).expect("load");
    assert_eq!(loaded.value, Config::default());
    assert!(matches!(
        loaded.warnings.as_slice(),
        [Warning::InvalidConfig { .. }]
    ));
    assert_eq!(
        std::fs::read_to_string(dirs.config_file()).expect("read"),
        broken,
        "the user's file is untouched"
    );
}

fn env_of(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<OsString> {
    move |name| {
        pairs
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| OsString::from(v))
    }
}

#[test]
fn env_overrides_name_the_directories_themselves() {
    let both = Dirs::resolve_with(env_of(&[
        (CONFIG_DIR_ENV, "/tmp/q/c"),
        (DATA_DIR_ENV, "/tmp/q/d"),
    ]))
    .expect("dirs");
    assert_eq!(
        both,
        Dirs {
            config: PathBuf::from("/tmp/q/c"),
            data: PathBuf::from("/tmp/q/d")
        }
    );
    assert_eq!(both.config_file(), Path::new("/tmp/q/c/config.toml"));
    assert_eq!(
        both.db_dir("abc").expect("fp"),
        Path::new("/tmp/q/c/db/abc")
    );
}

#[test]
fn without_overrides_the_platform_directories_are_used() {
    let Ok(platform) = Dirs::resolve_with(|_| None) else {
        return; // no home directory in this environment: nothing to compare against
    };
    assert!(platform.config.ends_with("qlarify"), "{platform:?}");
    let one = Dirs::resolve_with(env_of(&[(CONFIG_DIR_ENV, "/tmp/q/c"), (DATA_DIR_ENV, "")]))
        .expect("dirs");
    assert_eq!(one.config, Path::new("/tmp/q/c"));
    assert_eq!(one.data, platform.data, "an empty variable counts as unset");
}

/// The real process environment, in a child so this process's environment is not mutated.
#[test]
fn the_process_environment_is_honoured() {
    if let Some(dirs_json) = std::env::var_os("QLARIFY_STORE_TEST_PRINT_DIRS") {
        std::fs::write(
            dirs_json,
            serde_json::to_vec(&Dirs::resolve().expect("dirs")).expect("json"),
        )
        .expect("write");
        return;
    }
    let tmp = tempfile::tempdir().expect("temp dir");
    let out = tmp.path().join("dirs.json");
    let status = std::process::Command::new(std::env::current_exe().expect("exe"))
        .args([
            "the_process_environment_is_honoured",
            "--exact",
            "--test-threads=1",
            "-q",
        ])
        .env("QLARIFY_STORE_TEST_PRINT_DIRS", &out)
        .env(CONFIG_DIR_ENV, tmp.path().join("c"))
        .env(DATA_DIR_ENV, tmp.path().join("d"))
        .stdout(std::process::Stdio::null())
        .status()
        .expect("run child");
    assert!(status.success());
    let dirs: Dirs =
        serde_json::from_slice(&std::fs::read(&out).expect("child wrote")).expect("json");
    assert_eq!(
        dirs,
        Dirs {
            config: tmp.path().join("c"),
            data: tmp.path().join("d")
        }
    );
}
