# Cantaloupe delegate: scans from the partner museum's archive come over HTTP with basic auth;
# everything else is served from the Spaces bucket.
class CustomDelegate
  attr_accessor :context

  def source(options = {})
    context['identifier'].start_with?('bpbm:') ? 'HttpSource' : 'S3Source'
  end

  def httpsource_resource_info(options = {})
    id = context['identifier'].delete_prefix('bpbm:')
    {
      'uri' => "https://archive.partner-museum.example.org/iiif-src/#{id}.tif",
      'username' => 'curlew-iiif',
      'secret' => '{{password:museum-archive-password}}'
    }
  end

  def authorize(options = {})
    true
  end
end
