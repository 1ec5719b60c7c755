import { expect, test } from './support/test';

/**
 * Kazakh letters (ә, ғ, қ, ң, ө, ұ, ү, һ) are missing from some fonts a font list can name first: on
 * this machine 'Arial' is Liberation Sans, which has Russian but none of them, so a kk word came out
 * in two fonts, its Kazakh letters borrowed from a wider one (decision 0025). Chromium tells which
 * fonts it set a node's text in.
 */
test('a Kazakh paragraph is set in one font, its Kazakh letters included', async ({ page }) => {
  await page.goto('/terms/kk');
  const paragraph = page.getByText(/^Осы келісім компаниялар мен жеке жөнелтушілердің/);
  await expect(paragraph.first()).toContainText('қызметінің');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  // Polled: for a moment the page's copy from its HTML and the app's page are both there, and the
  // copy is then taken away, node and all.
  const fontsOfParagraph = async () => {
    await paragraph.first().evaluate((node) => node.setAttribute('data-font-probe', ''));
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch(() => ({ fonts: [] }));
    return fonts.map((font) => font.familyName);
  };
  await expect.poll(fontsOfParagraph, { message: 'the fonts of a kk paragraph' }).toHaveLength(1);
});
