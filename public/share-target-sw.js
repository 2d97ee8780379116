// Web Share Target: a photo or a draft shared to Footprint from the gallery or another app arrives
// here as a multipart POST to /share-target (see the manifest's share_target). The service worker
// keeps it in a device-only cache and opens the Redaction Helper, which reads it from there — so
// sharing works offline and the photo or draft never reaches the network.
// Invariant: only the latest share is kept; the Redaction Helper page deletes it once read.
const SHARE_CACHE = 'footprint-share';

async function keepShared(request) {
  const form = await request.formData();
  const cache = await caches.open(SHARE_CACHE);
  await Promise.all((await cache.keys()).map((key) => cache.delete(key)));
  const texts = ['title', 'text', 'url']
    .map((name) => form.get(name))
    .filter((value) => typeof value === 'string' && value.trim() !== '');
  const files = form.getAll('media').filter((value) => typeof value !== 'string');
  const image = files.find((file) => file.type.startsWith('image/'));
  for (const file of files)
    if (file.type === 'text/plain' || /\.txt$/i.test(file.name)) texts.push(await file.text());
  if (image)
    await cache.put(
      '/shared/image',
      new Response(image, {
        headers: { 'content-type': image.type, 'x-file-name': encodeURIComponent(image.name) },
      }),
    );
  if (texts.length > 0)
    await cache.put(
      '/shared/text',
      new Response(texts.join('\n\n'), { headers: { 'content-type': 'text/plain' } }),
    );
  return image || texts.length > 0;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method !== 'POST' ||
    url.origin !== self.location.origin ||
    url.pathname !== '/share-target'
  )
    return;
  event.respondWith(
    keepShared(event.request).then(
      (kept) => Response.redirect(kept ? '/redact?shared=1' : '/redact?shared=empty', 303),
      () => Response.redirect('/redact?shared=failed', 303),
    ),
  );
});
