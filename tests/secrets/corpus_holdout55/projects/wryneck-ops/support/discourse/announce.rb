require 'discourse_api'

client = DiscourseApi::Client.new('https://forum.wryneck.example.pt')
client.api_key = '{{hex64:discourse-api-key}}'
client.api_username = 'system'

client.create_topic(
  category: 7,
  title: 'Scheduled maintenance: Lustre upgrade',
  raw: File.read(ARGV[0])
)
