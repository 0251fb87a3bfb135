# Course reminder e-mails through Postmark (postmark gem)
require 'postmark'

client = Postmark::ApiClient.new('{{uuid:postmark-server-token}}')
# account-level token (servers, domains) is only used from the console:
# Postmark::AccountApiClient.new(ENV.fetch('POSTMARK_ACCOUNT_TOKEN'))
client.deliver_with_template(
  from: 'courses@yellowlegs.example.org',
  to: 'participant@example.com',
  template_alias: 'course-reminder',
  template_model: { course: 'Intro to Slurm', date: '2026-05-12' }
)
# test mode token from the docs: POSTMARK_API_TEST
