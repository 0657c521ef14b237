import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { AVAILABILITY_MESSAGES } from '../../../../domain/availability.ts';
import { earlyMutation, TOAST_SHOWN } from '../../client/early-mutations.ts';
import { addToCartToast } from '../../components/add-to-cart-toast.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { CartIcon } from '../../components/icons.tsx';
import { ACTION_UNAVAILABLE, serverUnreachable } from '../../components/server-unreachable.ts';
import { useToast } from '../../components/toast.tsx';
import { AddToCartDocument, CartDocument } from '../../gql/graphql.ts';
import styles from './add-to-cart-button.module.css';

type Props = {
  article: { id: string; name: string };
  /** A row or card of a list: a smaller button, named with the article for screen readers. */
  compact?: boolean;
  className?: string;
};

const variablesOf = (article: { id: string }) => ({ articleId: article.id, count: 1 });

/**
 * "In winkelwagen": adds one of the article (again: one more) and shows the toast of SPEC §8
 * (add-to-cart-toast.ts).
 * The answer is the new cart with the panel's fragment, so the header's badge follows at once.
 * The server's refusal (an article withdrawn meanwhile, a count too high) is a Dutch toast.
 */
export function AddToCartButton({ article, compact = false, className }: Props) {
  const client = useApolloClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (adding) return;
    setAdding(true);
    try {
      const { data, extensions } = await client.mutate({
        mutation: AddToCartDocument,
        variables: variablesOf(article),
      });
      const payload = data?.addToCart;
      if (!payload) throw new Error('no answer');
      // A tap answered before the app was there has had its toast from the entry (app/early-toast.ts).
      const shown = addToCartToast(payload, article.id, AVAILABILITY_MESSAGES.added);
      if (shown && extensions?.[TOAST_SHOWN] !== true) toast.show(shown);
    } catch (error) {
      toast.show({
        title: 'Niet toegevoegd',
        // The api away says so (server-unreachable.ts); any other failure is worth a retry now.
        message: serverUnreachable(error)
          ? ACTION_UNAVAILABLE
          : 'Het artikel kon niet aan je winkelwagen worden toegevoegd. Probeer het opnieuw.',
        tone: 'error',
      });
      // The server may have added it before the answer was lost: the badge asks again.
      void client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
    } finally {
      setAdding(false);
    }
  };

  return (
    <button
      type="button"
      className={[
        buttonStyles.button,
        buttonStyles.primary,
        styles.button,
        compact ? styles.compact : '',
        className ?? '',
      ].join(' ')}
      onClick={() => void add()}
      // A tap before the app is there sends it at once (app/early-mutations.ts).
      {...earlyMutation(AddToCartDocument, variablesOf(article))}
      aria-disabled={adding || undefined}
      // In a list every button reads the same: the name says which article (its visible words first).
      aria-label={compact ? `In winkelwagen: ${article.name}` : undefined}
    >
      <CartIcon size={compact ? 18 : 20} />
      <span>In winkelwagen</span>
    </button>
  );
}
