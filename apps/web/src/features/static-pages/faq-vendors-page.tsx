import { FAQ_VENDORS_TEXTS, PUBLIC_ROUTE_TITLES } from '@showroom/contract';
import { Faq, StaticPage } from './static-page.tsx';

export function FaqVendorsPage() {
  return (
    <StaticPage title={PUBLIC_ROUTE_TITLES.faqVendors} intro={FAQ_VENDORS_TEXTS.intro}>
      {FAQ_VENDORS_TEXTS.entries.map((entry) => (
        <Faq key={entry.id} id={entry.id} question={entry.question}>
          <p>{entry.answer}</p>
        </Faq>
      ))}
    </StaticPage>
  );
}

/** The route table loads the page as its module's default export (route-table.tsx: ownPage). */
export default FaqVendorsPage;
