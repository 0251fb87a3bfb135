//! qasm_stats: depth and two-qubit gate counts of the OpenQASM files, and submission of the
//! transpiled circuits to IQM Resonance.
use std::fs;

const RESONANCE_URL: &str = "https://cocos.resonance.meetiqm.com/garnet/jobs";
// Resonance API token, generated on the dashboard 2026-03-28
const IQM_TOKEN: &str = "{{b64url64:iqm-resonance-token}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    for entry in fs::read_dir("circuits")? {
        let path = entry?.path();
        let qasm = fs::read_to_string(&path)?;
        let twoq = qasm.lines().filter(|l| l.starts_with("cz ") || l.starts_with("cx ")).count();
        println!("{}: {} two-qubit gates", path.display(), twoq);
        let resp = client
            .post(RESONANCE_URL)
            .bearer_auth(IQM_TOKEN)
            .json(&serde_json::json!({"circuits": [qasm], "shots": 1000}))
            .send()?;
        println!("job {}", resp.text()?);
    }
    Ok(())
}
