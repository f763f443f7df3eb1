//! Naming and checking the LLM generators of the command line and config.toml: `NAME`,
//! `NAME+sampling`, `NAME+forced`, and the model that answers ODIN's yes/no selector question.
//!
//! Owns: source-name syntax and validation, the baselines' settings, the judge's choice and the
//! selector's calibration key.
//! Must not touch: building the generators (`commands::generators_with`) or the wire.

use crate::cli::CliError;
use crate::generate::judge::LlmJudge;
use crate::generate::openai::Endpoint;
use crate::store::config::{SelectionConfig, SelectorScore};
use crate::store::ModelConfig;

use super::BUILTIN;

/// Draws of the temperature-sampling baseline.
pub const SAMPLING_DRAWS: usize = 5;
/// Its temperature when the model's own is 0 (greedy).
pub const SAMPLING_TEMPERATURE: f64 = 0.8;
/// Rounds of the ForcedDiversity baseline.
pub const FORCED_ROUNDS: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Baseline {
    Sampling,
    Forced,
}

/// `NAME+sampling` → (`NAME`, sampling); anything else is a plain name.
pub(super) fn split_source(source: &str) -> (&str, Option<Baseline>) {
    match source.rsplit_once('+') {
        Some((base, "sampling")) => (base, Some(Baseline::Sampling)),
        Some((base, "forced")) => (base, Some(Baseline::Forced)),
        _ => (source, None),
    }
}

/// Refuse any source that is neither `builtin` nor an enabled model (with or without a
/// baseline suffix), naming what is available.
pub fn check_sources(sources: &[String], models: &[ModelConfig]) -> Result<(), CliError> {
    for source in sources {
        if source == BUILTIN {
            continue;
        }
        let (base, _) = split_source(source);
        match models.iter().find(|m| m.name == base) {
            Some(model) if model.enabled => {}
            Some(_) => {
                return Err(CliError::Refused(format!(
                    "model `{base}` is disabled in config.toml (enabled = false)"
                )))
            }
            None => {
                let mut known = vec![format!("`{BUILTIN}`")];
                known.extend(
                    models
                        .iter()
                        .filter(|m| m.enabled)
                        .map(|m| format!("`{}`", m.name)),
                );
                return Err(CliError::Refused(format!(
                    "unknown generator `{source}`: known generators are {} \
                     (add models under [[models]] in config.toml)",
                    known.join(", ")
                )));
            }
        }
    }
    Ok(())
}

/// The model that answers ODIN's yes/no question, when `[selection] score = "llm"`; refused
/// when that setting names no enabled model.
pub fn judge_model<'a>(
    models: &'a [ModelConfig],
    selection: &SelectionConfig,
) -> Result<Option<&'a ModelConfig>, CliError> {
    if selection.score != SelectorScore::Llm {
        return Ok(None);
    }
    let found = if selection.model.is_empty() {
        models.iter().find(|m| m.enabled)
    } else {
        models
            .iter()
            .find(|m| m.enabled && m.name == selection.model)
    };
    found.map(Some).ok_or_else(|| {
        CliError::Refused(format!(
            "[selection] score = \"llm\" needs an enabled [[models]] entry{}",
            if selection.model.is_empty() {
                String::new()
            } else {
                format!(" named `{}`", selection.model)
            }
        ))
    })
}

pub(super) fn judge(
    models: &[ModelConfig],
    selection: &SelectionConfig,
) -> Result<Option<LlmJudge>, CliError> {
    let Some(model) = judge_model(models, selection)? else {
        return Ok(None);
    };
    LlmJudge::new(Endpoint::from_config(model))
        .map(Some)
        .map_err(|e| CliError::Failed(format!("model {}: {e}", model.name)))
}

/// The key the selector is calibrated under: the similarity backend for the embedding score,
/// `llm:<model>` for ODIN's LLM score (the two scores live on different scales).
pub fn selector_backend(
    models: &[ModelConfig],
    selection: &SelectionConfig,
    similarity: &str,
) -> String {
    match judge_model(models, selection) {
        Ok(Some(model)) => format!("llm:{}", model.name),
        _ => similarity.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn model(name: &str, enabled: bool) -> ModelConfig {
        ModelConfig {
            name: name.into(),
            base_url: "http://localhost:1/v1".into(),
            model: "m".into(),
            api_key_env: None,
            temperature: 0.0,
            max_tokens: 16,
            timeout_ms: 1000,
            max_reply_bytes: crate::store::config::DEFAULT_MAX_REPLY_BYTES,
            enabled,
        }
    }

    #[rstest]
    #[case("qwen", ("qwen", None))]
    #[case("qwen+sampling", ("qwen", Some(Baseline::Sampling)))]
    #[case("qwen+forced", ("qwen", Some(Baseline::Forced)))]
    #[case("a+b", ("a+b", None))]
    fn source_names(#[case] source: &str, #[case] expected: (&str, Option<Baseline>)) {
        assert_eq!(split_source(source), expected);
    }

    #[rstest]
    #[case(&["builtin", "qwen", "qwen+forced"], None)]
    #[case(&["nope"], Some("unknown generator `nope`: known generators are `builtin`, `qwen`"))]
    #[case(&["off"], Some("model `off` is disabled"))]
    fn sources_are_checked(#[case] sources: &[&str], #[case] refused: Option<&str>) {
        let models = [model("qwen", true), model("off", false)];
        let sources: Vec<String> = sources.iter().map(|s| s.to_string()).collect();
        match (check_sources(&sources, &models), refused) {
            (Ok(()), None) => {}
            (Err(error), Some(text)) => assert!(error.to_string().contains(text), "{error}"),
            (other, _) => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn the_judge_and_its_calibration_key() {
        let models = [model("off", false), model("qwen", true)];
        let mut selection = SelectionConfig::default();
        assert_eq!(selector_backend(&models, &selection, "minilm"), "minilm");
        selection.score = SelectorScore::Llm;
        assert_eq!(selector_backend(&models, &selection, "minilm"), "llm:qwen");
        selection.model = "off".into();
        assert!(
            judge_model(&models, &selection).is_err(),
            "a disabled judge is refused"
        );
    }
}
