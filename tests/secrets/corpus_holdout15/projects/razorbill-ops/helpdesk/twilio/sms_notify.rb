# Page the on-call helpdesk person by SMS when a P1 ticket arrives
require 'twilio-ruby'

account_sid = 'AC5e1b7c9d3f2a4e6b8c0d1f2a3b4c5d6e'
auth_token  = '{{hex32:twilio-auth-token}}'
client = Twilio::REST::Client.new(account_sid, auth_token)

client.messages.create(
  from: '+15005550006',
  to: ENV.fetch('ONCALL_NUMBER'),
  body: "P1 ticket ##{ARGV[0]}: #{ARGV[1]}"
)
