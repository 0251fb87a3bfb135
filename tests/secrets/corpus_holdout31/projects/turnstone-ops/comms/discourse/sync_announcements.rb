# Mirror maintenance announcements from the status page into the forum's "Announcements" category.
require "discourse_api"
require "json"

client = DiscourseApi::Client.new("https://forum.turnstone.example.org")
client.api_key = "{{hex64:discourse-api-key}}"
client.api_username = "system"

JSON.parse(File.read("/var/lib/statuspage/upcoming.json")).each do |m|
  client.create_topic(
    category: 7,
    title: "Maintenance: #{m['title']}",
    raw: m["body"]
  )
end
