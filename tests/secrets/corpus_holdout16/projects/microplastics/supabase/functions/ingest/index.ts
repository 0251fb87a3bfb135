// Edge function: store a filter count posted from the lab tablet
import { createClient } from "npm:@supabase/supabase-js@2";

Deno.serve(async (req) => {
  const supabase = createClient(
    Deno.env.get("SUPABASE_URL")!,
    Deno.env.get("SUPABASE_SERVICE_ROLE_KEY")!,
  );
  const body = await req.json();
  const { error } = await supabase.from("filter_counts").insert(body);
  return new Response(JSON.stringify({ ok: !error }), { headers: { "Content-Type": "application/json" } });
});
