import { FAQ_USERS_TEXTS, PUBLIC_ROUTE_TITLES } from '@showroom/contract';
import { Faq, StaticPage } from './static-page.tsx';

export function FaqUsersPage() {
  return (
    <StaticPage title={PUBLIC_ROUTE_TITLES.faqUsers} intro={FAQ_USERS_TEXTS.intro}>
      {FAQ_USERS_TEXTS.entries.map((entry) => (
        <Faq key={entry.id} id={entry.id} question={entry.question}>
          <p>{entry.answer}</p>
        </Faq>
      ))}
    </StaticPage>
  );
}

/** The route table loads the page as its module's default export (route-table.tsx: ownPage). */
export default FaqUsersPage;
