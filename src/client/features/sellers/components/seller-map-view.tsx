import { Box, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMapPinFilled, IconStarFilled } from '@tabler/icons-react';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { TSeller } from '#shared/schemas/seller';
import { t } from '#client/lib/i18n';
import { MAP_BOX } from '../lib/map-box';
import { spreadCoincident } from '../lib/pin-spread';
import { projectLocation, STATE_BORDERS, STATE_SHAPES, type TMapPoint } from '../lib/us-map';
import { SellerCard } from './seller-card';
import type { TSellerMapProps } from './seller-map';

type TPlaced = { seller: TSeller; point: TMapPoint };

/** Splits sellers into those with a point on the map (spread where they coincide) and the rest (no location, or outside the US). */
export function placeSellers(sellers: TSeller[]): { placed: TPlaced[]; unplaced: TSeller[] } {
  const placed: TPlaced[] = [];
  const unplaced: TSeller[] = [];
  for (const seller of sellers) {
    const point = seller.location ? projectLocation(seller.location) : null;
    if (point) placed.push({ seller, point });
    else unplaced.push(seller);
  }
  // Sellers at one place (one ZIP code's centroid) are spread around it, each pin reachable;
  // preferred pins last, so a star is drawn over a plain pin that still touches it.
  const spread = spreadCoincident(placed).sort((a, b) => Number(a.seller.preferred) - Number(b.seller.preferred));
  return { placed: spread, unplaced };
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/** The pin's accessible name: the seller's name, and whether it is preferred. */
export function pinLabel(seller: TSeller): string {
  return seller.preferred ? t('{name} (preferred seller)', { name: seller.name }) : seller.name;
}

type TPinProps = Omit<TSellerMapProps, 'sellers'> & TPlaced & { open: boolean; onOpen: () => void; onClose: () => void };

/**
 * One pin: a button at the seller's place (a star for a preferred seller); hovering or focusing it
 * opens the seller's card beside it. The card follows the pin in the page's order, so Tab moves from
 * the pin into the card's button; leaving both (pointer or focus) or Escape closes it.
 */
function Pin({ seller, point, open, onOpen, onClose, onPreferSeller, busySellerId }: TPinProps) {
  const right = point.x > MAP_BOX.width / 2;
  const below = point.y < MAP_BOX.height / 2;
  const Icon = seller.preferred ? IconStarFilled : IconMapPinFilled;
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };
  const escape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div
      style={{ position: 'absolute', left: pct(point.x, MAP_BOX.width), top: pct(point.y, MAP_BOX.height), zIndex: open ? 3 : seller.preferred ? 2 : 1 }}
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onFocus={onOpen}
      onBlur={leave}
      onKeyDown={escape}
    >
      <UnstyledButton
        aria-label={pinLabel(seller)}
        aria-expanded={open}
        data-preferred={seller.preferred || undefined}
        data-seller-pin={seller.id}
        style={{ position: 'absolute', transform: 'translate(-50%, -100%)', lineHeight: 0, borderRadius: 4 }}
        c={seller.preferred ? 'yellow.6' : 'blue.7'}
      >
        <Icon size={seller.preferred ? 30 : 26} aria-hidden style={{ filter: 'drop-shadow(0 1px 1px rgb(0 0 0 / 0.4))' }} />
      </UnstyledButton>
      {open && (
        <Paper
          withBorder
          shadow="md"
          p="xs"
          role="group"
          aria-label={t('Seller {name}', { name: seller.name })}
          w="max-content"
          maw="min(260px, 80vw)"
          style={{ position: 'absolute', [right ? 'right' : 'left']: -12, [below ? 'top' : 'bottom']: below ? 4 : 30 }}
        >
          <SellerCard seller={seller} onPreferSeller={onPreferSeller} busy={busySellerId === seller.id} />
        </Paper>
      )}
    </div>
  );
}

/**
 * The seller map itself (loaded lazily by {@link SellerMap}): the US states as SVG, scaled to the
 * container's width, with a pin per placed seller; sellers that cannot be placed are listed below.
 */
export default function SellerMapView({ sellers, onPreferSeller, busySellerId }: TSellerMapProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const { placed, unplaced } = placeSellers(sellers);
  return (
    <Stack gap="xs">
      <Box pos="relative" style={{ aspectRatio: `${MAP_BOX.width} / ${MAP_BOX.height}` }} aria-label={t('Seller map')} role="group">
        <svg viewBox={`0 0 ${MAP_BOX.width} ${MAP_BOX.height}`} width="100%" height="100%" aria-hidden focusable="false" style={{ display: 'block' }}>
          <g fill="var(--mantine-color-gray-1)" stroke="none">
            {STATE_SHAPES.map((s) => (
              <path key={s.id} d={s.d}>
                <title>{s.name}</title>
              </path>
            ))}
          </g>
          <path d={STATE_BORDERS} fill="none" stroke="var(--mantine-color-gray-5)" strokeWidth={0.75} strokeLinejoin="round" />
        </svg>
        {placed.map(({ seller, point }) => (
          <Pin
            key={seller.id}
            seller={seller}
            point={point}
            open={openId === seller.id}
            onOpen={() => setOpenId(seller.id)}
            onClose={() => setOpenId((id) => (id === seller.id ? null : id))}
            onPreferSeller={onPreferSeller}
            busySellerId={busySellerId}
          />
        ))}
      </Box>
      {unplaced.length > 0 && (
        <Stack gap="xs" aria-label={t('Sellers not on the map')} role="list">
          <Text size="xs" c="dimmed">
            {t('Not on the map (no address that can be placed):')}
          </Text>
          {unplaced.map((seller) => (
            <Paper key={seller.id} withBorder p="xs" role="listitem">
              <SellerCard seller={seller} onPreferSeller={onPreferSeller} busy={busySellerId === seller.id} />
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
