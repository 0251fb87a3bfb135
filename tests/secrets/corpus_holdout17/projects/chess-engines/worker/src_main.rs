// OpenBench client in Rust: polls the server for SPRT work and reports results.
use reqwest::blocking::Client;

const SERVER: &str = "https://bench.guillemot.example.edu";
const USERNAME: &str = "astrand";
const PASSWORD: &str = "{{password:openbench-password}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let resp = client
        .post(format!("{SERVER}/clientGetWorkload/"))
        .form(&[("username", USERNAME), ("password", PASSWORD), ("machine_id", "17")])
        .send()?;
    println!("{}", resp.text()?);
    Ok(())
}
