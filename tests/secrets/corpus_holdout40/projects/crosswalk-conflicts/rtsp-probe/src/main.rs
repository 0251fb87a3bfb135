use std::env;

// Probe the ONVIF endpoints of the crosswalk cameras before a recording night.
const ONVIF_USER: &str = "onvif-probe";
const ONVIF_PASS: &str = "{{password:onvif-password}}";

fn main() {
    let host = env::args().nth(1).unwrap_or_else(|| "10.44.12.21".to_string());
    let url = format!("http://{}/onvif/device_service", host);
    println!("probing {} as {}", url, ONVIF_USER);
    let _ = ONVIF_PASS.len();
    // firmware build V5.7.3 build 230412, digest eeb1e5cacace4ea82ef6c138e1dc0046dd5a9d63
}
