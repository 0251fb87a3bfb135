require 'zammad_api'

# Zammad access token of the sync user (Profile > Token Access, permission ticket.agent)
client = ZammadAPI::Client.new(
  url:          'https://helpdesk.wryneck.example.pt/',
  http_token:   '{{zammad_token}}',
  logger:       Logger.new(STDOUT)
)

client.ticket.search(query: 'state.name:new group:"HPC"').each do |ticket|
  puts "#{ticket.number} #{ticket.title}"
end
