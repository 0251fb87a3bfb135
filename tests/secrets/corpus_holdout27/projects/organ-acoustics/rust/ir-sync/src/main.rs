//! ir-sync: mirror the measured IR sets to the project's Dropbox folder for the organ builders.
use std::fs;

const DROPBOX_TOKEN: &str = "{{dropbox_token:dropbox-access-token}}";
const APP_KEY: &str = "k3v9qz1m7x2p4wd"; // the Dropbox app key is public

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    for entry in fs::read_dir("out")? {
        let path = entry?.path();
        let body = fs::read(&path)?;
        let arg = format!(r#"{{"path":"/organ-acoustics/{}","mode":"overwrite"}}"#, path.file_name().unwrap().to_string_lossy());
        client
            .post("https://content.dropboxapi.com/2/files/upload")
            .bearer_auth(DROPBOX_TOKEN)
            .header("Dropbox-API-Arg", arg)
            .header("Content-Type", "application/octet-stream")
            .body(body)
            .send()?;
    }
    let _ = APP_KEY;
    Ok(())
}
