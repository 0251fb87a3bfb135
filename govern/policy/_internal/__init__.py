"""Transport to the Cedar engine: what decisions need of cedarpy, and nothing more."""
