//! redfish-rs: power state of every GPU node's BMC over Redfish.
use reqwest::blocking::Client;
use serde_json::Value;

const USER: &str = "svc-redfish";
const PASSWORD: &str = "{{password:idrac-password}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::builder().danger_accept_invalid_certs(false).build()?;
    for n in 1..=16 {
        let host = format!("https://gpu-a100-{:02}-bmc.nuthatch.example.cz", n);
        let v: Value = client
            .get(format!("{host}/redfish/v1/Systems/System.Embedded.1"))
            .basic_auth(USER, Some(PASSWORD))
            .send()?
            .json()?;
        println!("{host} {}", v["PowerState"]);
    }
    Ok(())
}
