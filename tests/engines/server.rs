//! A throwaway PostgreSQL server for the engine tests, shared by every test of the binary.
//!
//! Started once (`scripts/pg_cluster.sh`, as a non-root user when the tests run as root, on a
//! free private port with its own socket directory), loaded with the demo database converted by
//! `demo-db/convert.py`, and stopped by a watchdog process when the test process exits — so no
//! server outlives the run, whichever test fails.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

pub struct Server {
    pub dir: PathBuf,
    pub port: u16,
    /// The certificate authority that signed the server's TLS certificate (for `sslrootcert`).
    pub ca: PathBuf,
}

impl Server {
    /// The demo database's URL, as the superuser (trust authentication, tests only).
    pub fn demo_url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/demo", self.port)
    }

    /// The demo database's URL as the role that may only read (`PGPASSWORD=reader`).
    pub fn reader_url(&self) -> String {
        format!("postgres://qlarify_reader@127.0.0.1:{}/demo", self.port)
    }

    /// (Re)create the database `name` from the psql script `sql` (`pg_cluster.sh load`).
    pub fn load(&self, name: &str, sql: &Path) {
        let out = Command::new("bash")
            .arg(repo().join("scripts/pg_cluster.sh"))
            .arg("load")
            .arg(&self.dir)
            .arg(self.port.to_string())
            .arg(name)
            .arg(sql)
            .output()
            .expect("pg_cluster.sh runs");
        assert!(
            out.status.success(),
            "pg_cluster.sh load {name}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// `sql` run by psql as the superuser, its rows as CSV lines (for checks the tests make
    /// behind qlarify's back).
    pub fn psql(&self, sql: &str) -> Vec<String> {
        let out = Command::new("psql")
            .args([
                &self.demo_url(),
                "--csv",
                "-t",
                "-v",
                "ON_ERROR_STOP=1",
                "-c",
                sql,
            ])
            .env_remove("PGPASSWORD")
            .output()
            .expect("psql runs");
        assert!(
            out.status.success(),
            "psql {sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect()
    }
}

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The shared server, started on first use. Panics (failing the test) when PostgreSQL cannot be
/// started: `.ci/run` installs it, so a missing server is a broken set-up, not a skip.
pub fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(start)
}

fn start() -> Server {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let dir = std::env::temp_dir().join(format!("qlarify-pg-{}-{port}", std::process::id()));
    let script = repo().join("scripts/pg_cluster.sh");
    let run = |args: &[&str]| {
        let out = Command::new("bash")
            .arg(&script)
            .args(args)
            .output()
            .expect("pg_cluster.sh runs");
        assert!(
            out.status.success(),
            "pg_cluster.sh {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let dir_text = dir.to_string_lossy().to_string();
    run(&["start", &dir_text, &port.to_string()]);
    // Stop and remove the cluster once this process is gone, however the tests end.
    let watchdog = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; bash '{script}' stop '{dir}' >/dev/null 2>&1; rm -rf '{dir}'",
        pid = std::process::id(),
        script = script.display(),
        dir = dir_text,
    );
    // Detached (its own session, backgrounded by a shell that returns at once) so it outlives
    // nothing but this process.
    let detached = Command::new("sh")
        .args([
            "-c",
            "setsid sh -c \"$QLARIFY_PG_WATCHDOG\" </dev/null >/dev/null 2>&1 &",
        ])
        .env("QLARIFY_PG_WATCHDOG", &watchdog)
        .status()
        .expect("watchdog starts");
    assert!(detached.success());
    let sql = dir.join("demo.sql");
    let converted = Command::new("python3")
        .arg(repo().join("demo-db/convert.py"))
        .arg("postgres")
        .arg(&sql)
        .arg("--db")
        .arg(repo().join("demo-db/demo.sqlite"))
        .output()
        .expect("convert.py runs");
    assert!(
        converted.status.success(),
        "convert.py: {}",
        String::from_utf8_lossy(&converted.stderr)
    );
    run(&[
        "load",
        &dir_text,
        &port.to_string(),
        "demo",
        &sql.to_string_lossy(),
    ]);
    let ca = enable_tls(&dir, port);
    Server { dir, port, ca }
}

/// Give the running cluster a TLS certificate for `localhost`/`127.0.0.1`, signed by a throwaway
/// certificate authority, and turn TLS on (a reload is enough); returns the authority's file.
fn enable_tls(dir: &Path, port: u16) -> PathBuf {
    let tls = dir.join("tls");
    std::fs::create_dir_all(&tls).expect("tls dir");
    let openssl = |args: &[&str]| {
        let out = Command::new("openssl")
            .args(args)
            .current_dir(&tls)
            .output()
            .expect("openssl runs");
        assert!(
            out.status.success(),
            "openssl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let ec = [
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
    ];
    openssl(
        &[
            &["req", "-x509"][..],
            &ec,
            &[
                "-keyout",
                "ca.key",
                "-out",
                "ca.crt",
                "-days",
                "2",
                "-subj",
                "/CN=qlarify test CA",
            ],
        ]
        .concat(),
    );
    openssl(
        &[
            &["req"][..],
            &ec,
            &[
                "-keyout",
                "server.key",
                "-out",
                "server.csr",
                "-subj",
                "/CN=localhost",
            ],
        ]
        .concat(),
    );
    std::fs::write(
        tls.join("server.ext"),
        "subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n\
         keyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n",
    )
    .expect("ext");
    openssl(&[
        "x509",
        "-req",
        "-in",
        "server.csr",
        "-CA",
        "ca.crt",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-out",
        "server.crt",
        "-days",
        "2",
        "-extfile",
        "server.ext",
    ]);
    // The server reads its key only if it owns it and nobody else may read it.
    let owner = Command::new("stat")
        .args(["-c", "%U"])
        .arg(dir)
        .output()
        .expect("stat");
    let owner = String::from_utf8_lossy(&owner.stdout).trim().to_string();
    for file in ["server.key", "server.crt"] {
        let path = tls.join(file);
        assert!(Command::new("chmod")
            .arg("600")
            .arg(&path)
            .status()
            .expect("chmod")
            .success());
        assert!(Command::new("chown")
            .arg(&owner)
            .arg(&path)
            .status()
            .expect("chown")
            .success());
    }
    let url = format!("postgres://postgres@127.0.0.1:{port}/demo");
    for sql in [
        format!(
            "ALTER SYSTEM SET ssl_cert_file = '{}'",
            tls.join("server.crt").display()
        ),
        format!(
            "ALTER SYSTEM SET ssl_key_file = '{}'",
            tls.join("server.key").display()
        ),
        "ALTER SYSTEM SET ssl = on".to_string(),
        "SELECT pg_reload_conf()".to_string(),
    ] {
        let out = Command::new("psql")
            .args([&url, "-v", "ON_ERROR_STOP=1", "-c", &sql])
            .output()
            .expect("psql");
        assert!(
            out.status.success(),
            "{sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    tls.join("ca.crt")
}
