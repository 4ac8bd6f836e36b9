// Stands for Vite `?url` imports (the MapLibre worker of @chaussee/ui) in unit tests, where no
// asset is served.
export default '/asset-url-stub';
