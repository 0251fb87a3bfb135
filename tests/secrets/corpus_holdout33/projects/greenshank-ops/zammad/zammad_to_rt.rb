# Copy the outreach team's Zammad tickets tagged "hpc" into RT (run from cron on ops01).
require 'zammad_api'

client = ZammadAPI::Client.new(
  url:        'https://support.greenshank.example.org/',
  http_token: '{{zammad_token}}'
)

client.ticket.search(query: 'tags:hpc AND state:new').page(1, 50) do |ticket|
  puts "#{ticket.number} #{ticket.title}"
end
