// One-off seed of the station table (run with: npx tsx scripts/seed.ts)
import { createClient } from "@supabase/supabase-js";

const supabase = createClient(
  "https://qwertzuiopasdfghjklz.supabase.co",
  "{{supabase_secret}}",
);

const stations = [
  { code: "KW-01", lat: 29.37, lon: 47.98, depth_m: 12 },
  { code: "KW-02", lat: 29.21, lon: 48.11, depth_m: 18 },
];
await supabase.from("stations").upsert(stations);
