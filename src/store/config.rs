//! The configuration file: built-in defaults embedded from `assets/config.toml`, overridden key
//! by key by the user's `config.toml`.
//!
//! Owns: the [`Config`] shape, the merge, and validation of values.
//! Must not touch: the user's file on disk beyond reading it (a bad file is reported and
//! ignored in place rather than set aside; the settings changed in the interface are written
//! back key by key by [`super::config_edit`], which keeps everything else as the user wrote it).

use super::{Dirs, Loaded, StoreError, Warning};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;
use toml::{Table, Value};

/// The defaults, with comments explaining each setting (also a template for users).
pub const DEFAULT_CONFIG_TOML: &str = include_str!("../../assets/config.toml");

/// Everything a user can set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub theme: String,
    pub models: Vec<ModelConfig>,
    pub method: MethodConfig,
    pub execution: ExecutionConfig,
    /// ODIN §6.3's choice of selector score.
    #[serde(default)]
    pub selection: SelectionConfig,
    /// Action name → key, e.g. `run = "ctrl-r"`.
    pub keymap: BTreeMap<String, String>,
    /// Where exports go by default.
    #[serde(default)]
    pub export: ExportConfig,
}

/// `[export]`: the directory the export prompt starts from ("": the current directory).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportConfig {
    pub dir: String,
}

/// The knobs of the method (see the comments in `assets/config.toml` for their papers).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MethodConfig {
    pub sources: Vec<String>,
    pub beta: f64,
    pub lambda: f64,
    pub pref_step: f64,
    pub conformal_alpha: f64,
    pub tau: f64,
    pub min_eig: f64,
    /// Questions put to the user per question at most (configs written before it existed
    /// get the default).
    #[serde(default = "default_max_questions")]
    pub max_questions: usize,
    pub shown: usize,
    /// Readings kept per question at most, shown or not (configs written before it existed
    /// get the default).
    #[serde(default = "default_pool")]
    pub pool: usize,
    /// Each question word a reading leaves unexplained multiplies its probability by this.
    #[serde(default = "default_unexplained_factor")]
    pub unexplained_factor: f64,
    /// Each reason a reading cannot be meant multiplies its probability by this.
    #[serde(default = "default_doubt_factor")]
    pub doubt_factor: f64,
    /// RTS §3's linking step: a phrase's link set holds the component meant with probability
    /// at least 1 − this (calibrated on the dev split).
    #[serde(default = "default_linking_alpha")]
    pub linking_alpha: f64,
    /// Linking questions asked per question at most (0: the linking step only reports, in
    /// `ask --json`'s `linking` and as notices of phrases nothing names).
    #[serde(default = "default_link_questions")]
    pub link_questions: usize,
}

fn default_linking_alpha() -> f64 {
    0.1
}

fn default_link_questions() -> usize {
    0
}

fn default_max_questions() -> usize {
    3
}

fn default_pool() -> usize {
    30
}

fn default_doubt_factor() -> f64 {
    0.3
}

fn default_unexplained_factor() -> f64 {
    0.7
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExecutionConfig {
    pub timeout_ms: u64,
    pub max_rows: usize,
}

/// One LLM behind an OpenAI-compatible API. The key is named, never stored; unknown fields
/// are refused so that `api_key = "…"` or a misspelt field is reported, not silently ignored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelConfig {
    /// The generator's name: `--generator NAME`, `sources`, and the readings' credit.
    pub name: String,
    /// The API's base URL as OpenAI's own clients take it (`http://localhost:11434/v1`);
    /// `endpoint` is the older spelling.
    #[serde(alias = "endpoint")]
    pub base_url: String,
    /// The model id sent to the API.
    pub model: String,
    /// The environment variable holding the key; unset or absent: no `Authorization` header.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_key_env: Option<String>,
    #[serde(default)]
    pub temperature: f64,
    #[serde(default = "default_max_tokens")]
    pub max_tokens: u32,
    /// Per request (each retry gets the full time again).
    #[serde(default = "default_model_timeout_ms")]
    pub timeout_ms: u64,
    /// The largest reply accepted, in bytes (streamed or whole); a bigger one is abandoned.
    #[serde(default = "default_max_reply_bytes")]
    pub max_reply_bytes: usize,
    #[serde(default = "yes")]
    pub enabled: bool,
}

fn yes() -> bool {
    true
}

fn default_max_tokens() -> u32 {
    1024
}

fn default_model_timeout_ms() -> u64 {
    60_000
}

/// 4 MiB: a thousand times a long SQL reply, small enough that an endless stream is harmless.
pub const DEFAULT_MAX_REPLY_BYTES: usize = 4 << 20;

fn default_max_reply_bytes() -> usize {
    DEFAULT_MAX_REPLY_BYTES
}

/// Which nonconformity score ODIN's selector uses (§6.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SelectionConfig {
    /// "embedding" (SBERT-style entity coverage, offline) or "llm" (P(option B) of the yes/no
    /// question, falling back to the embedding score when the server returns no logprobs).
    pub score: SelectorScore,
    /// The `[[models]]` name that answers the yes/no question; empty: the first enabled model.
    pub model: String,
}

impl Default for SelectionConfig {
    fn default() -> Self {
        Self {
            score: SelectorScore::Embedding,
            model: String::new(),
        }
    }
}

/// The selector score functions of ODIN §6.3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SelectorScore {
    Embedding,
    Llm,
}

impl Default for Config {
    /// The same values as `assets/config.toml` (a test keeps the two equal); spelled out here
    /// so that defaults exist even if the embedded file were ever unreadable.
    fn default() -> Self {
        Config {
            theme: "dark".into(),
            models: Vec::new(),
            method: MethodConfig {
                sources: vec!["builtin".into()],
                beta: 0.5,
                lambda: 0.2,
                pref_step: 0.3,
                conformal_alpha: 0.05,
                tau: 0.95,
                min_eig: 0.05,
                max_questions: default_max_questions(),
                shown: 5,
                pool: default_pool(),
                unexplained_factor: default_unexplained_factor(),
                doubt_factor: default_doubt_factor(),
                linking_alpha: default_linking_alpha(),
                link_questions: default_link_questions(),
            },
            execution: ExecutionConfig {
                timeout_ms: 10_000,
                max_rows: 10_000,
            },
            selection: SelectionConfig::default(),
            // The default bindings live with the actions in `tui::keymap`; this table holds
            // only the user's replacements.
            keymap: BTreeMap::new(),
            export: ExportConfig::default(),
        }
    }
}

impl Config {
    /// Values that deserialise but make no sense, as `(key, reason)`.
    fn problems(&self) -> Vec<(&'static str, &'static str)> {
        let m = &self.method;
        let mut bad = Vec::new();
        let non_negative = [
            ("method.beta", m.beta),
            ("method.lambda", m.lambda),
            ("method.pref_step", m.pref_step),
            ("method.min_eig", m.min_eig),
        ];
        for (key, v) in non_negative {
            if !(v.is_finite() && v >= 0.0) {
                bad.push((key, "must be a finite number ≥ 0"));
            }
        }
        if !(m.conformal_alpha > 0.0 && m.conformal_alpha < 1.0) {
            bad.push((
                "method.conformal_alpha",
                "must be between 0 and 1, exclusive",
            ));
        }
        if !(m.linking_alpha > 0.0 && m.linking_alpha < 1.0) {
            bad.push(("method.linking_alpha", "must be between 0 and 1, exclusive"));
        }
        if !(m.unexplained_factor > 0.0 && m.unexplained_factor <= 1.0) {
            bad.push(("method.unexplained_factor", "must be above 0 and at most 1"));
        }
        if !(m.doubt_factor > 0.0 && m.doubt_factor <= 1.0) {
            bad.push(("method.doubt_factor", "must be above 0 and at most 1"));
        }
        if !(0.0..=1.0).contains(&m.tau) {
            bad.push(("method.tau", "must be between 0 and 1"));
        }
        if m.shown == 0 {
            bad.push(("method.shown", "must be at least 1"));
        }
        if m.pool < m.shown {
            bad.push(("method.pool", "must be at least method.shown"));
        }
        if self.execution.timeout_ms == 0 || self.execution.max_rows == 0 {
            bad.push(("execution", "timeout_ms and max_rows must be at least 1"));
        }
        for model in &self.models {
            if model.name.trim().is_empty() || model.model.trim().is_empty() {
                bad.push(("models", "every model needs a name and a model id"));
            }
            if !(model.base_url.starts_with("http://") || model.base_url.starts_with("https://")) {
                bad.push(("models.base_url", "must start with http:// or https://"));
            }
            if !(model.temperature.is_finite() && (0.0..=2.0).contains(&model.temperature)) {
                bad.push(("models.temperature", "must be between 0 and 2"));
            }
            if model.timeout_ms == 0 || model.max_tokens == 0 || model.max_reply_bytes == 0 {
                bad.push((
                    "models",
                    "timeout_ms, max_tokens and max_reply_bytes must be at least 1",
                ));
            }
        }
        let mut names: Vec<&str> = self.models.iter().map(|m| m.name.as_str()).collect();
        names.sort_unstable();
        if names.windows(2).any(|w| w[0] == w[1]) || names.contains(&"builtin") {
            bad.push(("models", "model names must be unique and not `builtin`"));
        }
        bad
    }
}

/// Reads `config.toml` from the configuration directory; a missing file means defaults.
pub fn load_config(dirs: &Dirs) -> Result<Loaded<Config>, StoreError> {
    let path = dirs.config_file();
    match std::fs::read_to_string(&path) {
        Ok(text) => Ok(parse_config(&path, Some(&text))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(parse_config(&path, None)),
        Err(e) => Err(StoreError::Io { path, source: e }),
    }
}

/// Defaults overridden by `user_text`, one key at a time: each setting of the user's file is
/// applied only if the result is still a valid configuration, so one bad value costs that value
/// (with a warning), not the whole file. Tables merge recursively; a list replaces the default
/// list. Unknown keys are reported, except action names under `[keymap]`, which the interface
/// owns.
pub fn parse_config(path: &Path, user_text: Option<&str>) -> Loaded<Config> {
    let mut warnings = Vec::new();
    let defaults: Table = match DEFAULT_CONFIG_TOML.parse::<Table>() {
        Ok(table) => table,
        Err(_) => Table::try_from(Config::default()).unwrap_or_default(),
    };
    let user = match user_text.map(str::parse::<Table>) {
        None => Table::new(),
        Some(Ok(table)) => table,
        Some(Err(e)) => {
            let reason = e.message().to_string();
            warnings.push(Warning::InvalidConfig {
                path: path.to_path_buf(),
                reason,
            });
            Table::new()
        }
    };
    let mut merged = defaults.clone();
    let mut leaves = Vec::new();
    collect_leaves(&user, &mut Vec::new(), &mut leaves);
    for (key, value) in leaves {
        let dotted = key.join(".");
        if key.first().is_none_or(|k| k != "keymap") && lookup(&defaults, &key).is_none() {
            warnings.push(Warning::UnknownKey {
                path: path.to_path_buf(),
                key: dotted,
            });
            continue;
        }
        let mut candidate = merged.clone();
        set_path(&mut candidate, &key, value);
        match to_config(&candidate) {
            Ok(_) => merged = candidate,
            Err(reason) => {
                let reason = format!("`{dotted}`: {reason}");
                warnings.push(Warning::InvalidConfig {
                    path: path.to_path_buf(),
                    reason,
                });
            }
        }
    }
    let value = to_config(&merged).unwrap_or_default();
    Loaded { value, warnings }
}

fn to_config(table: &Table) -> Result<Config, String> {
    let config: Config = Value::Table(table.clone())
        .try_into()
        .map_err(|e: toml::de::Error| e.message().to_string())?;
    match config.problems().first() {
        None => Ok(config),
        Some((key, reason)) => Err(format!("{key} {reason}")),
    }
}

/// Scalars and arrays with their key paths; tables are descended into.
fn collect_leaves(table: &Table, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, Value)>) {
    for (key, value) in table {
        prefix.push(key.clone());
        match value {
            Value::Table(inner) => collect_leaves(inner, prefix, out),
            other => out.push((prefix.clone(), other.clone())),
        }
        prefix.pop();
    }
}

fn lookup<'a>(table: &'a Table, key: &[String]) -> Option<&'a Value> {
    let (first, rest) = key.split_first()?;
    let value = table.get(first)?;
    match (rest.is_empty(), value) {
        (true, v) => Some(v),
        (false, Value::Table(inner)) => lookup(inner, rest),
        (false, _) => None,
    }
}

fn set_path(table: &mut Table, key: &[String], value: Value) {
    let Some((first, rest)) = key.split_first() else {
        return;
    };
    if rest.is_empty() {
        table.insert(first.clone(), value);
        return;
    }
    let entry = table
        .entry(first.clone())
        .or_insert_with(|| Value::Table(Table::new()));
    if !entry.is_table() {
        *entry = Value::Table(Table::new());
    }
    if let Value::Table(inner) = entry {
        set_path(inner, rest, value);
    }
}
