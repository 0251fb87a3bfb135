# Import the old RT queue export into Zammad (zammad_api gem).
require 'zammad_api'
require 'csv'

client = ZammadAPI::Client.new(
  url:        'https://helpdesk.curlew.example.edu/',
  http_token: '{{b64url64:zammad-api-token}}'
)

CSV.foreach('rt_export_2026-06.csv', headers: true) do |row|
  client.ticket.create(
    title:    row['Subject'],
    group:    'Research Computing',
    customer: row['Requestor'],
    article:  { body: row['Content'], type: 'note', internal: false }
  )
end
