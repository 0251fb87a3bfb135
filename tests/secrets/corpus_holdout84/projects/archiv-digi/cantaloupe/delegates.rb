require 'jwt'

# IIIF Auth for the restricted registers (less than 100 years old): the viewer gets a
# short-lived token from the access service, signed with this shared secret.
class CustomDelegate
  IIIF_TOKEN_SECRET = '{{alnum64:iiif-auth-token-secret}}'
  RESTRICTED_PREFIXES = %w[BRNO_MN_19 BRNO_MZ_19].freeze

  attr_accessor :context

  def authorize(options = {})
    id = context['identifier']
    return true unless RESTRICTED_PREFIXES.any? { |p| id.start_with?(p) }
    header = context['request_headers']['Authorization'].to_s.sub(/^Bearer /, '')
    JWT.decode(header, IIIF_TOKEN_SECRET, true, { algorithm: 'HS256' })
    true
  rescue JWT::DecodeError
    { 'status_code' => 401, 'challenge' => 'Bearer charset="UTF-8"' }
  end
end
