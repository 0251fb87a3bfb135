//! Pulls the stadium concourse cameras into 10 s segments for the density model.
use std::process::Command;

const CAMERAS: &[(&str, &str)] = &[
    ("north", "cam-north.stadium.dunlin.example.edu"),
    ("south", "cam-south.stadium.dunlin.example.edu"),
];

// VAPIX operator account on all concourse cameras
const CAM_USER: &str = "crowdlab";
const CAM_PASS: &str = "{{password:axis-camera-password}}";

fn main() {
    for (name, host) in CAMERAS {
        let url = format!("rtsp://{CAM_USER}:{CAM_PASS}@{host}/axis-media/media.amp?resolution=1920x1080");
        let status = Command::new("ffmpeg")
            .args(["-rtsp_transport", "tcp", "-i", &url, "-f", "segment", "-segment_time", "10"])
            .arg(format!("/scratch/crowd/{name}_%05d.mp4"))
            .status()
            .expect("ffmpeg");
        eprintln!("{name}: {status}");
    }
}
