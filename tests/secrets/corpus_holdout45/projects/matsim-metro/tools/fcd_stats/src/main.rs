//! Mean speed per edge from SUMO's FCD output (streamed, the files are 40 GB).
use quick_xml::events::Event;
use quick_xml::Reader;
use std::collections::HashMap;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "fcd.xml".into());
    let mut reader = Reader::from_file(&path)?;
    let mut buf = Vec::new();
    let mut sums: HashMap<String, (f64, u64)> = HashMap::new();
    // MinIO credentials come from the environment, never from here.
    let _bucket = std::env::var("MINIO_BUCKET").unwrap_or_else(|_| "matsim-runs".into());
    loop {
        match reader.read_event_into(&mut buf)? {
            Event::Empty(e) if e.name().as_ref() == b"vehicle" => {
                let mut lane = String::new();
                let mut speed = 0.0;
                for a in e.attributes().flatten() {
                    match a.key.as_ref() {
                        b"lane" => lane = String::from_utf8_lossy(&a.value).into_owned(),
                        b"speed" => speed = String::from_utf8_lossy(&a.value).parse()?,
                        _ => {}
                    }
                }
                let s = sums.entry(lane).or_insert((0.0, 0));
                s.0 += speed;
                s.1 += 1;
            }
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    for (lane, (total, n)) in &sums {
        println!("{lane}\t{:.2}", total / *n as f64);
    }
    Ok(())
}
