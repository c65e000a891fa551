import { expect, test, type Locator } from './support/test';

/**
 * The account store's cards and plan box, measured in the browser at a desktop and a phone
 * width, in both languages: every card lays its price and its sales out the same way, and
 * the plan box's title starts at its padding, with no empty band above it.
 */
const LANGUAGES = [
  { prefix: '', price: /^From /, sold: /^(\d[\d,]* sold|Out of stock)$/, plan: 'Choose your plan' },
  { prefix: '/vi', price: /^Từ /, sold: /^(Đã bán \d[\d.]*|Hết hàng)$/, plan: 'Chọn gói của bạn' },
] as const;
const WIDTHS = [1280, 390];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

for (const l of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`account store (${l.prefix || '/'}, ${width} px): the sales sit on their own line under the price on every card`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${l.prefix}/account`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        const price = await box(card.getByText(l.price));
        const sold = await box(card.getByText(l.sold));
        expect(sold.y, `card ${index + 1}`).toBeGreaterThanOrEqual(price.y + price.height - 1);
        expect(Math.abs(sold.x - price.x), `card ${index + 1}`).toBeLessThan(1);
      }
    });

    test(`account page (${l.prefix || '/'}, ${width} px): the plan box's title starts at its padding`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${l.prefix}/account/streambox-premium`);
      const panel = page.getByRole('complementary');
      const title = panel.getByRole('heading', { name: l.plan });
      const padding = await panel.evaluate((element) => parseFloat(getComputedStyle(element).paddingTop));
      const inset = (await box(title)).y - (await box(panel)).y;
      // The border and the padding, no more.
      expect(inset).toBeLessThanOrEqual(padding + 2);
    });
  }
}
